import { type HeadingCopy, SectionHeading } from '../../components/ui/Section'

/**
 * A section's eyebrow, heading and intro stacked: the heading two lines at most on a desktop (max 768 px), the intro
 * under it one reading line wide (review 30: with the intro beside the heading, pinned to its foot, a three-line heading
 * left ~180 px empty above the intro, and three sections in a row wore the same split header).
 */
export function StackedHeading({ id, copy }: { id: string; copy: HeadingCopy }) {
  return (
    <SectionHeading
      id={id}
      copy={{ eyebrow: copy.eyebrow, title: copy.title }}
      className="mb-10 max-w-3xl gap-4 sm:mb-12"
      intro={copy.intro ? <span className="block max-w-[35rem]">{copy.intro}</span> : undefined}
    />
  )
}

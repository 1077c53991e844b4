import { type HeadingCopy, SectionHeading } from './Section'

/**
 * A section's eyebrow and heading with its intro beside them from 1024 px, for a section whose content is a full-width
 * grid (under every left heading the right half stood empty, review 5 Nov). The section takes `labelledBy={id}`.
 */
export function SplitHeading({ id, copy }: { id: string; copy: HeadingCopy }) {
  return (
    <div className="mb-10 grid gap-4 sm:mb-12 lg:grid-cols-2 lg:items-end lg:gap-16">
      <SectionHeading id={id} copy={{ eyebrow: copy.eyebrow, title: copy.title }} />
      {copy.intro ? <p className="lead lg:pb-1">{copy.intro}</p> : null}
    </div>
  )
}

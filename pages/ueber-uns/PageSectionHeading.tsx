import { type HeadingCopy, SectionHeading } from '../../components/ui/Section'

/**
 * The heading block of this page's sections with an intro: one width for every intro (max-w-4xl, so at 1280 each of
 * them runs on one line; session 32 review: in the shared 768 px block the solution's intro was balanced to ~390 px
 * while the team's ran ~700 px).
 */
export function PageSectionHeading({ id, copy }: { id: string; copy: HeadingCopy }) {
  return <SectionHeading id={id} copy={copy} className="mb-10 max-w-4xl gap-4 sm:mb-14" />
}

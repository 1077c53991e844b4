import type { ReactNode } from 'react'
import { cardTitle } from './card'

type Props = {
  /** Id of the heading; the section is labelled by it. */
  id: string
  title: ReactNode
  /** A quiet meta or link at the header's right (a count, „Alle Video-Tipps lesen“). */
  meta?: ReactNode
  /** The box and the gap under the heading, written out (`${appCard} flex flex-col gap-5`). */
  className: string
  children: ReactNode
  /** The section's data attributes (`{ 'data-next-steps': true }`). */
  data?: Record<`data-${string}`, string | boolean>
}

/**
 * A titled card of a dashboard tab: a section labelled by its h2, the title left in the cards' one style and an
 * optional quiet meta or link on the same line at the right.
 */
export function PanelSection({ id, title, meta, className, children, data }: Props) {
  const heading = (
    <h2 id={id} className={cardTitle}>
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className={className} {...data}>
      {meta ? (
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1" data-card-header>
          {heading}
          {meta}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}

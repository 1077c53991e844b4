import type { ReactNode } from 'react'

type Props = {
  /** Id of the heading; the section is labelled by it. */
  id: string
  title: ReactNode
  /** The box and the gap under the heading, written out (`${appCard} flex flex-col gap-5`). */
  className: string
  children: ReactNode
}

/** A titled part of a dashboard tab: a section labelled by its h2. */
export function PanelSection({ id, title, className, children }: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

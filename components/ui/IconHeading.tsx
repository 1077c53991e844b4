import type { ReactNode } from 'react'

type Props = {
  /** The icon and its colour (`i-lucide-lightbulb text-brand-700`). */
  icon: string
  level?: 'h2' | 'h3'
  id?: string
  children: ReactNode
}

/** A panel's or a column's heading with a plain icon before it (no tile): checklists, tips, benefit columns. */
export function IconHeading({ icon, level = 'h3', id, children }: Props) {
  const Heading = level
  return (
    <Heading id={id} className="flex items-center gap-2 text-xl font-bold text-ink-900">
      <span className={`${icon} text-2xl`} aria-hidden="true" />
      {children}
    </Heading>
  )
}

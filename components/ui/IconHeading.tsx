import type { ReactNode } from 'react'

type Props = {
  /** The icon and its colour (`i-lucide-lightbulb text-brand-700`). */
  icon: string
  level?: 'h2' | 'h3'
  id?: string
  /** `card`: a card's title at the card-title size (18 px, a 20 px icon), where cards of several kinds share one head. */
  size?: 'panel' | 'card'
  children: ReactNode
}

const headings = {
  panel: { text: 'flex items-center gap-2 text-xl font-bold text-ink-900', icon: 'text-2xl' },
  card: { text: 'flex items-center gap-2 text-lg font-semibold leading-snug text-ink-900', icon: 'text-xl' },
} as const

/** A panel's or a column's heading with a plain icon before it (no tile): checklists, tips, benefit columns. */
export function IconHeading({ icon, level = 'h3', id, size = 'panel', children }: Props) {
  const Heading = level
  return (
    <Heading id={id} className={headings[size].text}>
      <span className={`${icon} ${headings[size].icon}`} aria-hidden="true" />
      {children}
    </Heading>
  )
}

type LabelProps = {
  /** The icon with its size and colour where they differ from the line (`i-lucide-eye text-lg text-brand-700`). */
  icon: string
  /** `dt` where the label names the figure under it, `p` where it stands as a line of its own. */
  as?: 'span' | 'dt' | 'p'
  /** The label's colour and anything else of its own (`text-ink-700`, `tracking-wide`). */
  className?: string
  /** `inline-flex`, where the label sits in a column of text without filling its width. */
  inline?: boolean
  children: ReactNode
}

/** The small label at the top of a tile or a panel with a plain icon before it: a source, a spec, a rate. */
export function IconLabel({ icon, as: Box = 'span', className, inline = false, children }: LabelProps) {
  const box = `${inline ? 'inline-flex' : 'flex'} items-center gap-2 text-sm font-semibold`
  return (
    <Box className={className ? `${box} ${className}` : box}>
      <span className={icon} aria-hidden="true" />
      {children}
    </Box>
  )
}

import type { ReactNode } from 'react'

const tones = {
  light: { label: 'text-ink-700', value: 'text-ink-900' },
  dark: { label: 'text-ink-100', value: 'text-white' },
} as const

/**
 * `sm` in a narrow card's row of three, `md` beside other facts (a hero's row of three), `lg` for a figure that
 * stands for a whole audience.
 */
const sizes = {
  sm: 'text-2xl',
  md: 'text-2xl sm:text-3xl',
  lg: 'whitespace-nowrap text-3xl',
} as const

type Props = {
  label: string
  value: ReactNode
  tone?: keyof typeof tones
  size?: keyof typeof sizes
  /** The group's box and layout where it has one (a tile); a plain column by default. */
  className?: string
}

/**
 * A key figure without a card of its own, as a group inside a `<dl>`: the figure large above its label (the label
 * comes first in the markup, so a screen reader names what the figure counts).
 */
export function KeyFigure({ label, value, tone = 'light', size = 'md', className = 'flex flex-col' }: Props) {
  const colours = tones[tone]
  return (
    <div className={className}>
      <dt className={`order-2 text-sm font-medium ${colours.label}`}>{label}</dt>
      <dd className={`order-1 font-extrabold tracking-tight ${sizes[size]} ${colours.value}`}>{value}</dd>
    </div>
  )
}

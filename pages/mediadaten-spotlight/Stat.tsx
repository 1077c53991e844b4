import { reachBreakdown } from '../../data/mediadaten'

type Figure = { value: string; label: string; note?: string }

const tones = {
  light: { value: 'text-ink-900', label: 'text-ink-900', note: 'text-ink-600' },
  dark: { value: 'text-white', label: 'text-white', note: 'text-ink-100' },
} as const

/** The figure's size: `lg` for a section's own figure, `sm` in a row of several, `lead` the hero's first. */
const sizes = {
  lead: 'text-4xl sm:text-5xl',
  lg: 'text-2xl sm:text-5xl',
  md: 'text-2xl sm:text-3xl',
} as const

/**
 * The page's one way to show a figure (review of 5 Nov 2025: eight ways, the smallest figure the loudest): the
 * number in ink, its label, a caption, as a group inside a `<dl>`. A figure that is one of the reach's four channels
 * carries the channel's colour from the total's bar, so the sections before it read as the bar's key.
 */
export function Stat({
  figure,
  tone = 'light',
  size = 'md',
  row = false,
  className = '',
}: {
  figure: Figure
  tone?: keyof typeof tones
  size?: keyof typeof sizes
  /** On phones the figure beside its label, one figure a line (a column of them in a card). */
  row?: boolean
  className?: string
}) {
  const colours = tones[tone]
  const channel = reachBreakdown.parts.find((part) => part.value === figure.value)
  const swatch = channel ? (tone === 'dark' ? channel.toneOnDark : channel.tone) : ''
  return (
    <div
      className={`flex ${row ? 'items-baseline gap-3 sm:flex-col sm:items-stretch sm:gap-1' : 'flex-col gap-1'} ${className}`}
      data-stat={channel ? channel.section : undefined}
    >
      <dt className={`order-2 flex items-start gap-2 text-sm font-semibold leading-snug sm:text-base ${colours.label}`}>
        {swatch ? <span className={`mt-1.5 size-2.5 shrink-0 rounded-full ${swatch}`} aria-hidden="true" /> : null}
        {figure.label}
      </dt>
      <dd className={`order-1 whitespace-nowrap font-extrabold tracking-tight ${sizes[size]} ${colours.value}`}>
        {figure.value}
      </dd>
      {figure.note ? <dd className={`order-3 text-sm ${colours.note}`}>{figure.note}</dd> : null}
    </div>
  )
}

/** The mark and its colour per surface. */
const tones = {
  light: { icon: 'i-lucide-circle-check text-brand-600', text: 'text-ink-700' },
  dark: { icon: 'i-lucide-circle-check text-brand-300', text: 'text-ink-100' },
  brand: { icon: 'i-lucide-circle-check text-white', text: 'text-white' },
  /** A plain check, not the circled mark: lists inside cards, where a column of circles weighed more than the text. */
  quiet: { icon: 'i-lucide-check text-brand-600', text: 'text-ink-700' },
  /** The plain check in slate: /early-access, whose lists, pass and phone hero share one tick (magenta for actions). */
  slate: { icon: 'i-lucide-check text-ink-500', text: 'text-ink-700' },
  /** The circled mark in ink: a page whose icons are all ink (/plattform: magenta is for actions there). */
  ink: { icon: 'i-lucide-circle-check text-ink-700', text: 'text-ink-700' },
  /** The circled mark in the Say-Hello badge's green (/angels' Say-Hello card: pink marked it as the raise). */
  green: { icon: 'i-lucide-circle-check text-mint-700', text: 'text-ink-700' },
} as const

type Props = { items: readonly string[]; tone?: keyof typeof tones; className?: string }

/** Points with a check mark; on dark (ink) and brand-gradient surfaces in light colours. */
export function CheckList({ items, tone = 'light', className = '' }: Props) {
  const colours = tones[tone]
  return (
    <ul className={`flex flex-col gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span className={`${colours.icon} mt-0.5 text-xl`} aria-hidden="true" />
          <span className={colours.text}>{item}</span>
        </li>
      ))}
    </ul>
  )
}

type RowProps = {
  items: readonly string[]
  /** The list's layout and text, written out (`flex flex-wrap gap-2`). */
  className: string
  /** Each point's box, written out (`chip`, a pill); a plain icon-and-text line by default. */
  item?: string
  /** The mark's icon and colour. */
  icon?: string
  /** Each point a `chip` with a brand check, the chip row of light panels (instead of `item` and `icon`). */
  chips?: boolean
  label?: string
}

/** Short points side by side (facts, chips), each with a mark before it. */
export function CheckRow({
  items,
  className,
  item = 'flex items-center gap-1.5',
  icon = 'i-lucide-check text-brand-300',
  chips = false,
  label,
}: RowProps) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((point) => (
        <li key={point} className={chips ? 'chip' : item}>
          <span className={chips ? 'i-lucide-check text-brand-600' : icon} aria-hidden="true" />
          {point}
        </li>
      ))}
    </ul>
  )
}

import type { ReactNode } from 'react'

/**
 * `row` for a list row's title and its detail, `small` where the row is a compact one (tokens, a preview), `compact`
 * a row of a product mock-up,
 * `smallOnTint` the same on a tinted card (a sign-up page's preview);
 * `person` and `personDark` a name over its role (`PersonName`); `still` a startup's name over its sector on a
 * video still; `ticket` a small label over its value on the wildcard ticket; `figure` a figure over its label in a
 * preview card.
 */
const looks = {
  row: { top: 'font-semibold text-ink-900', bottom: 'text-sm text-ink-600' },
  small: { top: 'text-sm font-semibold text-ink-900', bottom: 'text-xs text-ink-600' },
  /** A row in a product mock-up: its detail at the mock-ups' 13 px floor. */
  compact: { top: 'text-sm font-semibold text-ink-900', bottom: 'text-[0.8125rem] text-ink-600' },
  /** A compact row on a tinted card: its detail a step larger and darker than `small`'s, to read on the tint. */
  smallOnTint: { top: 'text-sm font-semibold text-ink-900', bottom: 'text-[13px] text-ink-700' },
  person: { top: 'font-semibold text-ink-900', bottom: 'text-sm text-ink-700' },
  personDark: { top: 'font-semibold text-white', bottom: 'text-sm text-ink-100' },
  still: { top: 'font-bold', bottom: 'text-xs text-ink-100' },
  ticket: { top: 'text-xs uppercase tracking-wide', bottom: 'text-xl font-bold' },
  figure: { top: 'text-2xl font-extrabold tracking-tight', bottom: 'text-xs text-ink-600' },
} as const

type Props = {
  top: ReactNode
  bottom: ReactNode
  look: keyof typeof looks
  /**
   * Cut a long title with an ellipsis (a file name, a registration) instead of wrapping it; `both` cuts the detail
   * too (a row of fixed height in a mock-up: a name over a sector).
   */
  truncate?: boolean | 'both'
  /** Take the room left in a row between an icon tile and an end mark. */
  fill?: boolean
  /** `p` where the pair stands as a paragraph of its own, not inside a caption or a list item. */
  as?: 'span' | 'p'
}

/** A title over its detail, read as one phrase: the text of a list row beside its icon. */
export function TextStack({ top, bottom, look, truncate = false, fill = false, as: Box = 'span' }: Props) {
  const style = looks[look]
  return (
    <Box className={fill ? 'flex min-w-0 flex-1 flex-col' : 'flex flex-col'}>
      <span className={truncate ? `truncate ${style.top}` : style.top}>{top}</span>
      <span className={truncate === 'both' ? `truncate ${style.bottom}` : style.bottom}>{bottom}</span>
    </Box>
  )
}

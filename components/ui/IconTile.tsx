import type { ReactNode } from 'react'

/**
 * An icon centred in a tile; the tile's size, shape and colours are written out by the caller (or `icon-tile`).
 * The tile is always shown (`flex`): a tile that hides on some screens is written out where it is used.
 */
export function IconTile({ icon, className }: { icon: string; className: string }) {
  return (
    <span className={`flex shrink-0 items-center justify-center ${className}`}>
      <span className={icon} aria-hidden="true" />
    </span>
  )
}

/** One line of an icon list: the title (or a figure) above its text. */
type IconTextItem = { icon: string; title: string; text: ReactNode }

/**
 * The looks of an icon list, one per background: `glass` rows on a dark section, `dark` tiles on a light one,
 * `card` white chips on a light one (a small label above a bold value), `plain` lines without a box.
 */
const looks = {
  glass: {
    item: 'flex items-center gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10',
    tile: 'h-11 w-11 rounded-xl bg-gradient-brand text-xl text-white',
    title: 'font-semibold text-white',
    figure: 'text-xl font-extrabold text-white',
    text: 'text-sm text-ink-100',
  },
  dark: {
    item: 'flex items-center gap-4 rounded-3xl bg-ink-900 p-6 text-white',
    tile: 'h-12 w-12 rounded-2xl bg-gradient-brand text-2xl',
    title: 'font-semibold',
    figure: 'text-2xl font-extrabold tracking-tight',
    text: 'text-sm leading-snug text-ink-100',
  },
  card: {
    item: 'flex items-center gap-3 rounded-2xl bg-white p-3 shadow-soft ring-1 ring-ink-200',
    tile: 'h-10 w-10 rounded-xl bg-ink-50 text-lg text-ink-800 ring-1 ring-ink-200',
    title: 'text-xs font-medium uppercase tracking-wide text-ink-500',
    figure: 'text-xs font-medium uppercase tracking-wide text-ink-500',
    text: 'text-sm font-bold text-ink-900',
  },
  plain: {
    item: 'flex items-start gap-3',
    tile: 'h-10 w-10 rounded-xl bg-ink-50 text-xl text-ink-800 ring-1 ring-ink-200',
    title: 'font-semibold text-ink-900',
    figure: 'text-xl font-extrabold text-ink-900',
    text: 'text-sm leading-relaxed text-ink-700',
  },
} as const

type IconTextListProps = {
  items: readonly IconTextItem[]
  look: keyof typeof looks
  /** The titles are figures (set large and bold). */
  figures?: boolean
  /** The list's layout (gaps, columns). */
  className?: string
  /** The icon's box where a list sets its own (a bare icon in a card's accent colour instead of the look's tile). */
  tile?: string
  /** A line's own layout where a list sets it (the icon above the text in narrow grid cells). */
  item?: string
  /** The text's own size and colour where a list sets them (the page's body size instead of the look's small one). */
  text?: string
  /** The gap between title and text where a list sets one (`gap-2`; none by default). */
  body?: string
}

/** A list of icon tiles, each beside a title and its text: facts, perks, topics, activity. */
export function IconTextList({
  items,
  look,
  figures = false,
  className = 'flex flex-col gap-3',
  tile,
  item,
  text,
  body = '',
}: IconTextListProps) {
  const style = looks[look]
  return (
    <ul className={className}>
      {items.map((line) => (
        <li key={line.title} className={item ?? style.item}>
          <IconTile icon={line.icon} className={tile ?? style.tile} />
          <span className={`flex flex-col ${body}`}>
            <span className={figures ? style.figure : style.title}>{line.title}</span>
            <span className={text ?? style.text}>{line.text}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

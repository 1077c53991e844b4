import type { ReactNode } from 'react'
import { revealProps } from './reveal-style'

/**
 * The looks of a numbered list, one per background: `line` big ink numbers that sit on a connecting line (their
 * ring in the section's colour cuts the line), `glass` light-ringed numbers on a dark section, `compact` small
 * white numbers with plain text (not headings) on a dark section, `small` outlined numbers on a white card (as
 * /thank-you's next steps).
 */
const looks = {
  line: {
    badge: 'relative h-10 w-10 bg-ink-900 font-bold text-white ring-8',
    title: 'h-card',
    text: 'prose',
    heading: true,
  },
  glass: {
    badge: 'h-10 w-10 bg-white/10 font-bold text-white ring-1 ring-white/25',
    title: 'text-lg font-semibold text-white',
    text: 'leading-relaxed text-ink-100',
    heading: true,
  },
  compact: {
    badge: 'h-8 w-8 bg-white text-sm font-bold text-ink-950',
    title: 'font-semibold text-white',
    text: 'text-sm leading-relaxed text-ink-100',
    heading: false,
  },
  small: {
    badge: 'h-8 w-8 bg-white text-sm font-bold text-ink-700 ring-1 ring-ink-200',
    title: 'font-semibold text-ink-900',
    text: 'text-sm leading-relaxed text-ink-700',
    heading: false,
  },
} as const

/** `visual`: a small piece of the product under the item's text (a mock-up of what the step looks like). */
type Item = { title: string; text: ReactNode; meta?: string; visual?: ReactNode }

type Props = {
  items: readonly Item[]
  look: keyof typeof looks
  /**
   * The list's layout (gaps, columns), written out, with the connecting line behind the numbers as `before:`
   * utilities (an `<ol>` may only hold `<li>`, so the line is no child element).
   */
  className: string
  /** Each item's layout, written out (`flex gap-5`). */
  item?: string
  /** The number's ring colour where the look has a ring that cuts the line (`ring-white`, `ring-ink-50`). */
  ring?: string
  /** Larger number text (`text-base`) where the section sets it. */
  badgeText?: string
  /** Gap and offset of the text beside the number (`gap-1.5 pt-1.5`). */
  body?: string
  /** Fade the items in one after the other. */
  reveal?: boolean
  /** The first item's number, where a list goes on from another one (a process in two phases). */
  start?: number
}

/** A numbered sequence (process steps, rules, questions): a round number beside each item's title and text. */
export function NumberedList({
  items,
  look,
  className,
  item = 'flex gap-4',
  ring = '',
  badgeText = '',
  body = 'gap-1',
  reveal = false,
  start = 1,
}: Props) {
  const style = looks[look]
  const Body = style.heading ? 'div' : 'span'
  const Title = style.heading ? 'h3' : 'span'
  const Text = style.heading ? 'p' : 'span'
  return (
    <ol className={className} start={start === 1 ? undefined : start}>
      {items.map((entry, index) => (
        <li key={entry.title} className={item} {...(reveal ? revealProps(index) : {})}>
          <span
            className={`flex shrink-0 items-center justify-center rounded-full ${style.badge} ${ring} ${badgeText}`}
          >
            {start + index}
          </span>
          <Body className={`flex flex-col ${body}`}>
            {entry.meta ? <p className="text-sm font-semibold text-brand-700">{entry.meta}</p> : null}
            <Title className={style.title}>{entry.title}</Title>
            <Text className={style.text}>{entry.text}</Text>
            {style.heading && entry.visual ? <div className="mt-3 min-w-0">{entry.visual}</div> : null}
          </Body>
        </li>
      ))}
    </ol>
  )
}

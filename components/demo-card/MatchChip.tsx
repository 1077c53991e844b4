import { formatScore } from './badge'

const tones = {
  light: { box: 'bg-ink-50 ring-ink-200', label: 'text-ink-600', score: 'text-ink-900' },
  dark: { box: 'bg-white/15 text-white ring-white/20', label: 'text-ink-100', score: '' },
} as const

/** A startup's match score as the home page's pitch cards show it: „Match“ over „8,7/10“, on light or dark. */
export function MatchChip({
  score,
  tone,
  as: Tag = 'span',
}: {
  score: number
  tone: keyof typeof tones
  as?: 'span' | 'p'
}) {
  const colours = tones[tone]
  return (
    <Tag className={`shrink-0 rounded-xl px-2.5 py-1 text-center ring-1 ${colours.box}`}>
      <span className={`block text-[0.625rem] font-semibold uppercase tracking-wide ${colours.label}`}>Match</span>
      <span className={`block text-sm font-bold ${colours.score}`.trim()}>{formatScore(score)}</span>
    </Tag>
  )
}

import type { ReactNode } from 'react'
import type { Figure } from '../../data/mediadaten'

type Props = {
  figure: Figure
  tone?: 'white' | 'dark'
  /** Smaller type for four figures side by side (two per row on phones). */
  compact?: boolean
  /** More of the figure under its note, as further <dd>s (a bar to scale). */
  children?: ReactNode
  /** The figure's type size when a row holds a long figure (a range) that the default size would break. */
  valueSize?: string
}

/** One key figure with its label and note, as a group inside a <dl>. */
export function FigureCard({ figure, tone = 'white', compact = false, children, valueSize }: Props) {
  const dark = tone === 'dark'
  return (
    <div
      className={`flex h-full flex-col justify-start gap-1 rounded-3xl ${compact ? 'p-4 text-center sm:p-6' : 'p-6 sm:p-8'} ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-soft ring-1 ring-ink-200'}`}
    >
      <dt
        className={`order-2 font-semibold ${compact ? 'text-sm sm:text-base' : 'text-lg'} ${dark ? 'text-white' : 'text-ink-900'}`}
      >
        {figure.label}
      </dt>
      <dd
        className={`order-1 font-extrabold tracking-tight ${compact ? 'whitespace-nowrap text-2xl sm:text-3xl' : (valueSize ?? 'text-4xl sm:text-5xl')} ${dark ? 'text-white' : 'text-ink-900'}`}
      >
        {figure.value}
      </dd>
      {figure.note ? (
        <dd className={`order-3 text-sm ${dark ? 'text-ink-100' : 'text-ink-600'}`}>{figure.note}</dd>
      ) : null}
      {children}
    </div>
  )
}

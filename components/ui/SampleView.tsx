import type { ReactNode } from 'react'

// The parts of the pages' sample views (cohort dashboard, readiness scorecard, wildcard counter): the chip that
// marks their figures as sample data, the caption with it, and the status pill of a row.

/** The small chip that marks a view's figures as sample data, on a white view or on a dark caption. */
export function SampleChip({ text, dark = false }: { text: string; dark?: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${dark ? 'bg-white text-ink-900' : 'bg-ink-100 text-ink-700'}`}
    >
      {text}
    </span>
  )
}

type CaptionProps = {
  title: string
  /** The sample chip's text; without it the caption has no chip (a view that shows no sample figures). */
  sample?: string | undefined
  /** An icon class shown before the title (`i-lucide-layout-dashboard`). */
  icon?: string
  /** The icon's colour: brand by default; ink where the view stands among actions (magenta is for actions). */
  iconTone?: string
  /** Extra classes of the caption (a rule and padding where the view's body runs edge to edge). */
  className?: string
}

/** A white sample view's caption: its bold title on the left, the sample chip on the right. */
export function SampleCaption({ title, sample, icon, iconTone = 'text-brand-700', className = '' }: CaptionProps) {
  return (
    <figcaption className={`flex flex-wrap items-center justify-between gap-2 ${className}`}>
      <span className={icon ? 'flex items-center gap-2 font-bold' : 'font-bold'}>
        {icon ? <span className={`${icon} text-lg ${iconTone}`} aria-hidden="true" /> : null}
        {title}
      </span>
      {sample ? <SampleChip text={sample} /> : null}
    </figcaption>
  )
}

const pillTones = {
  good: 'badge-green',
  neutral:
    'inline-flex items-center rounded-full bg-ink-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink-800',
  help: 'inline-flex items-center rounded-full bg-brand-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800',
  // A score that needs work: dark ink, the one heavy pill of a view; not the brand's pink or violet, which mark the
  // actions (rounds 23 and 26: a violet pill read as the Early-Access button's colour).
  work: 'inline-flex items-center rounded-full bg-ink-900 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white',
  // A row to act on among tinted pills (/accelerator's cohort, review 30: the one solid black pill outweighed the
  // dashboard): a violet tint with its icon, beside the mint talks and the grey feed.
  attention:
    'inline-flex items-center rounded-full bg-violet-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-violet-700',
} as const

export type PillTone = keyof typeof pillTones

/** A row's status: green while it goes well, light ink when it is fine, dark ink where it needs work, brand for help. */
export function StatusPill({
  tone,
  nowrap = false,
  children,
}: {
  tone: PillTone
  nowrap?: boolean
  children: ReactNode
}) {
  return <span className={nowrap ? `${pillTones[tone]} whitespace-nowrap` : pillTones[tone]}>{children}</span>
}

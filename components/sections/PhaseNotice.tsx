import type { ReactNode } from 'react'

type Props = {
  /** The phase the notice speaks for (kept on the element for tests and styling). */
  phase: string
  children: ReactNode
  tone?: 'light' | 'dark'
}

/** Where an event phase stands when its call to action is closed: one calm line, never a live button. */
export function PhaseNotice({ phase, children, tone = 'light' }: Props) {
  return (
    <p
      role="status"
      data-phase-notice={phase}
      className={`flex max-w-2xl items-start gap-3 rounded-2xl px-4 py-3 text-left text-sm font-medium leading-relaxed ${tone === 'dark' ? 'bg-white/10 text-white ring-1 ring-white/15' : 'bg-white text-ink-800 shadow-soft ring-1 ring-ink-200'}`}
    >
      <span className="i-lucide-calendar-check mt-0.5 shrink-0 text-lg text-brand-700" aria-hidden="true" />
      <span>{children}</span>
    </p>
  )
}

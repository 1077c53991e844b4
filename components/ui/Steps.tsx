import type { Step } from '../../data/content'

/** A numbered process (3–6 steps), as an ordered list. */
export function Steps({ steps, tone = 'light' }: { steps: readonly Step[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark'
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${steps.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={`relative flex flex-col gap-3 rounded-3xl p-6 ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-soft ring-1 ring-ink-200'}`}
        >
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-brand text-base font-bold text-white">
            {index + 1}
          </span>
          {step.meta ? (
            <p className={`text-sm font-semibold ${dark ? 'text-brand-200' : 'text-brand-700'}`}>{step.meta}</p>
          ) : null}
          <h3 className={`text-lg font-semibold ${dark ? 'text-white' : 'text-ink-900'}`}>{step.title}</h3>
          <p className={dark ? 'text-ink-100' : 'prose'}>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

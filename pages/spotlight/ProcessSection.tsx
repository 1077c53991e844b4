import { useTimeline } from '../../components/PageContext'
import { stepStatus } from '../../components/spotlight/steps'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { spotlightEvent } from '../../data/event'
import { spotlightProcess, spotlightProcessOver, spotlightWildcard } from './copy-sections'

const icons = ['i-lucide-video', 'i-lucide-gavel', 'i-lucide-trophy'] as const

export function ProcessSection() {
  const { spotlight: now } = useTimeline()
  const over = now === 'over'
  const process = over ? { ...spotlightProcess, ...spotlightProcessOver } : spotlightProcess
  return (
    <Section id="prozess" copy={process}>
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute left-[16%] right-[16%] top-14 hidden h-0.5 bg-gradient-brand opacity-40 lg:block"
        />
        <ol className="relative grid gap-5 lg:grid-cols-3 lg:gap-8">
          {process.stages.map((stage, index) => {
            // The step running now is drawn dark; with none running (before the edition, after it) the final is
            // (round 24: the final ahead, dark, outweighed the step running now).
            const running = process.stages.findIndex((_, at) => stepStatus(at, now) === 'current')
            const dark = index === (running >= 0 ? running : process.stages.length - 1)
            const status = stepStatus(index, now)
            // The step running now carries the "today" mark: a ring and a live badge.
            const current = status === 'current'
            return (
              <li
                key={stage.title}
                aria-current={current ? 'step' : undefined}
                className={`flex flex-col gap-4 rounded-3xl p-6 sm:p-8 ${dark ? 'bg-gradient-ink text-white shadow-lift' : `bg-white shadow-soft ${current ? 'ring-2 ring-brand-500' : 'ring-1 ring-ink-200'}`} ${dark && current ? 'ring-2 ring-brand-300' : ''}`}
                {...revealProps(index)}
              >
                <div className="flex items-center justify-between gap-4">
                  <span
                    className={`flex h-12 w-12 items-center justify-center rounded-2xl text-2xl ${dark ? 'bg-white/10 text-brand-200' : 'bg-brand-50 text-brand-700'}`}
                  >
                    <span className={icons[index]} aria-hidden="true" />
                  </span>
                  <time
                    dateTime={spotlightEvent[stage.date]}
                    className={`rounded-full px-3 py-1 text-sm font-bold ${dark ? 'bg-white text-ink-900' : 'bg-ink-900 text-white'}`}
                  >
                    {stage.dateLabel}
                  </time>
                </div>
                <p
                  className={`flex items-center justify-between gap-3 text-sm font-semibold uppercase tracking-wider ${dark ? 'text-brand-200' : 'text-brand-700'}`}
                >
                  Schritt {index + 1}
                  <span
                    className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs normal-case tracking-normal ${current ? 'bg-mint-50 font-bold text-mint-800 ring-1 ring-mint-200' : dark ? 'bg-white/10 text-white' : 'bg-ink-50 text-ink-700'}`}
                    data-step-status={status}
                  >
                    {current ? (
                      <span className="live-dot h-1.5 w-1.5 rounded-full bg-mint-600" aria-hidden="true" />
                    ) : null}
                    {process.statusLabels[status]}
                  </span>
                </p>
                <h3 className={`text-xl font-bold ${dark ? 'text-white' : 'text-ink-900'}`}>{stage.title}</h3>
                <p className={dark ? 'leading-relaxed text-ink-100' : 'prose'}>
                  {over ? spotlightProcessOver.texts[index] : stage.text}
                </p>
              </li>
            )
          })}
        </ol>
      </div>
      {now === 'kickstart' || now === 'voting' ? (
        <WildcardModule stage={now} />
      ) : (
        <div className="mt-10 flex">
          <ButtonLink href={process.votingLink.href} variant="secondary" icon="i-lucide-arrow-right">
            {process.votingLink.label}
          </ButtonLink>
        </div>
      )}
    </Section>
  )
}

/** The wildcard vote while it is ahead or running: what it decides, until when, its prize money, the way in. */
function WildcardModule({ stage }: { stage: 'kickstart' | 'voting' }) {
  const copy = spotlightWildcard
  return (
    <aside
      aria-labelledby="wildcard-titel"
      className="card-muted mt-10 grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-12"
      data-wildcard-module
    >
      <div className="flex max-w-2xl flex-col gap-2">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h3 id="wildcard-titel" className="text-2xl font-bold tracking-tight text-ink-900">
          {copy.title}
        </h3>
        <p className="prose">{copy.text[stage]}</p>
      </div>
      <div className="flex flex-col items-start gap-5">
        <div className="flex flex-col gap-2">
          <p id="wildcard-preise" className="text-sm font-semibold text-ink-800">
            {copy.prizesTitle}
          </p>
          <ol className="grid grid-cols-3 gap-2" aria-labelledby="wildcard-preise" data-wildcard-prizes>
            {copy.prizes.map((prize, index) => (
              <li
                key={prize.place}
                className={`flex flex-col rounded-2xl px-3 py-2 sm:px-4 ${index === 0 ? 'bg-gradient-brand text-white shadow-brand' : 'bg-white text-ink-900 ring-1 ring-ink-200'}`}
              >
                <span className={`text-xs font-semibold ${index === 0 ? 'text-white' : 'text-ink-600'}`}>
                  {prize.label}
                </span>
                <span className="text-lg font-extrabold tracking-tight">{prize.amount}</span>
              </li>
            ))}
          </ol>
        </div>
        <ButtonLink href="/wildcard-voting" variant="secondary" icon="i-lucide-arrow-right">
          {copy.link[stage]}
        </ButtonLink>
      </div>
    </aside>
  )
}

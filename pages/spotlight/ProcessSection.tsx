import { useTimeline } from '../../components/PageContext'
import { stepStatus } from '../../components/spotlight/steps'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { spotlightEvent } from '../../data/event'
import { spotlightProcess, spotlightProcessOver, spotlightWildcard } from './copy-sections'

const icons = ['i-lucide-video', 'i-lucide-gavel', 'i-lucide-trophy'] as const

/** A step's marker: the running one filled ink, past ones a grey check, those ahead outlined. */
const marker = {
  current: 'bg-ink-900 text-white ring-4 ring-ink-100',
  done: 'bg-white text-ink-500 ring-2 ring-inset ring-ink-200',
  next: 'bg-white text-ink-800 ring-2 ring-inset ring-ink-300',
} as const

/**
 * The three steps as one track (review round 28: every section was a grid of white cards): a marker per step on a
 * line, horizontal from 1024 px and down the left edge on phones, the date, title and text under it without a box.
 * The line up to the running step is ink, the rest grey.
 */
export function ProcessSection() {
  const { spotlight: now } = useTimeline()
  const over = now === 'over'
  const process = over ? { ...spotlightProcess, ...spotlightProcessOver } : spotlightProcess
  return (
    <Section id="prozess" copy={process}>
      <ol className="grid gap-10 lg:grid-cols-3 lg:gap-8" data-process-track>
        {process.stages.map((stage, index) => {
          const status = stepStatus(index, now)
          const current = status === 'current'
          const last = index === process.stages.length - 1
          return (
            <li
              key={stage.title}
              aria-current={current ? 'step' : undefined}
              data-step-status={status}
              className="relative flex flex-col gap-2 pl-16 lg:pl-0 lg:pt-18"
              {...revealProps(index)}
            >
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={`absolute left-[1.4375rem] top-14 -bottom-8 w-0.5 lg:left-14 lg:-right-6 lg:top-[1.4375rem] lg:bottom-auto lg:h-0.5 lg:w-auto ${status === 'done' ? 'bg-ink-700' : 'bg-ink-200'}`}
                />
              )}
              <span
                className={`absolute left-0 top-0 flex h-12 w-12 items-center justify-center rounded-full text-xl ${marker[status]}`}
                aria-hidden="true"
              >
                <span className={status === 'done' ? 'i-lucide-check' : icons[index]} />
              </span>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <time dateTime={spotlightEvent[stage.date]} className="font-bold tabular-nums text-ink-900">
                  {stage.dateLabel}
                </time>
                <span
                  className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs ${current ? 'bg-mint-50 font-bold text-mint-800 ring-1 ring-mint-200' : 'bg-ink-100 font-medium text-ink-700'}`}
                >
                  {current ? (
                    <span className="live-dot h-1.5 w-1.5 rounded-full bg-mint-600" aria-hidden="true" />
                  ) : null}
                  {process.statusLabels[status]}
                </span>
              </p>
              <h3 className="text-xl font-bold leading-snug text-ink-900">
                <span className="sr-only">{`Schritt ${index + 1}: `}</span>
                {stage.title}
              </h3>
              <p className="prose lg:max-w-[20rem]">{over ? spotlightProcessOver.texts[index] : stage.text}</p>
            </li>
          )
        })}
      </ol>
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
          {/* The prize money as the module's large figures (session 30 review: 18 px amounts under 12 px places), three
              columns on every width: on a phone at 24 px (a later review: at 30 px „3. Platz“ wrapped to a row of its
              own). */}
          <ol
            className="grid grid-cols-3 gap-x-4 sm:flex sm:gap-x-8"
            aria-labelledby="wildcard-preise"
            data-wildcard-prizes
          >
            {copy.prizes.map((prize) => (
              <li key={prize.place} className="flex min-w-0 flex-col">
                <span className="text-sm font-medium text-ink-600">{prize.label}</span>
                <span className="whitespace-nowrap text-2xl font-extrabold tabular-nums tracking-tight text-ink-900 sm:text-3xl">
                  {prize.amount}
                </span>
              </li>
            ))}
          </ol>
        </div>
        {/* Outlined in every phase: the page's one filled action is „Jetzt Pitch einreichen“ (session 30 review: two
            magenta buttons competed in one screen). */}
        <ButtonLink href="/wildcard-voting" variant="secondary" icon="i-lucide-arrow-right">
          {copy.link[stage]}
        </ButtonLink>
      </div>
    </aside>
  )
}

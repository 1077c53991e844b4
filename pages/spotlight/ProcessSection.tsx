import { useTimeline } from '../../components/PageContext'
import { stepStatus } from '../../components/spotlight/steps'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { LazyImage } from '../../components/ui/LazyImage'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
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
      {/* From 1024 px each step passes the list's three rows on to its date, title and text (subgrid): a title on two
          lines moves every step's text down with it (session 31 review: „Einreichungsschluss & Jury-Bewertung“
          wrapped and its text began a line lower than its neighbours'). */}
      <ol className="grid gap-10 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-2" data-process-track>
        {process.stages.map((stage, index) => {
          const status = stepStatus(index, now)
          const current = status === 'current'
          const last = index === process.stages.length - 1
          return (
            <li
              key={stage.title}
              aria-current={current ? 'step' : undefined}
              data-step-status={status}
              className="relative flex flex-col gap-2 pl-16 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:pl-0 lg:pt-18"
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

/**
 * The wildcard vote while it is ahead or running: what it decides, until when, its prize money, three of the startups
 * on the ballot (logo and name from the voting's own data: no counts, nothing that needs a clock) and the way in.
 * While the vote runs it is a live state (session 31 review: a flat grey box with an outlined button read as an
 * archive): the site's live dot in its label, the filled primary button.
 */
function WildcardModule({ stage }: { stage: 'kickstart' | 'voting' }) {
  const copy = spotlightWildcard
  const live = stage === 'voting'
  return (
    <aside
      aria-labelledby="wildcard-titel"
      className="card mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12"
      data-wildcard-module={stage}
    >
      <div className="flex max-w-2xl flex-col gap-2">
        <p className={`flex items-center gap-2 ${live ? 'text-sm font-bold text-ink-900' : 'eyebrow'}`}>
          {live ? <span className="live-dot shrink-0" aria-hidden="true" data-wildcard-live /> : null}
          {live ? copy.liveLabel : copy.eyebrow}
        </p>
        <h3 id="wildcard-titel" className="text-2xl font-bold tracking-tight text-ink-900">
          {copy.title}
        </h3>
        <p className="prose">{copy.text[stage]}</p>
        <div className="mt-4 flex flex-col gap-2">
          <p id="wildcard-preise" className="text-sm font-semibold text-ink-800">
            {copy.prizesTitle}
          </p>
          {/* The prize money as the module's large figures, three columns on every width: on a phone at 24 px (a
              later review: at 30 px „3. Platz“ wrapped to a row of its own). */}
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
      </div>
      <div className="flex flex-col gap-4">
        {/* Three entries of the ballot as the vote's own cards in small: logo, name, branch; a sample, no ranking. */}
        <ul aria-label={copy.previewLabel} className="flex flex-col gap-2" data-wildcard-preview>
          {copy.preview.map((startup) => (
            <li key={startup.id} className="flex items-center gap-3 rounded-2xl bg-ink-50 px-3 py-2.5">
              <LazyImage
                src={startup.image}
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 shrink-0 rounded-xl bg-white"
              />
              <TextStack top={startup.name} bottom={startup.category} look="row" truncate="both" fill />
            </li>
          ))}
        </ul>
        <p className="text-sm text-ink-600">{copy.more}</p>
        {/* Filled while the vote runs: it is the action of that phase; outlined before it opens. */}
        <ButtonLink
          href="/wildcard-voting"
          variant={live ? 'primary' : 'secondary'}
          icon="i-lucide-arrow-right"
          className="self-start"
        >
          {copy.link[stage]}
        </ButtonLink>
      </div>
    </aside>
  )
}

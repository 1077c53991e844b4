import { useLinks, useTimeline } from '../../components/PageContext'
import { PhaseTrack } from '../../components/spotlight/PhaseTrack'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { dayOfMonth, monthAndYear } from '../../data/event'
import { communityUrl } from '../../data/links'
import { spotlightLive } from '../../data/timeline'
import { nextEdition, spotlightBand } from './copy'

/**
 * The Spotlight event in one band: where the edition stands today, the date it leads to on a tile, and the way to
 * /spotlight; once it is over, how it ended and where the next edition is announced.
 */
export function SpotlightBand() {
  const links = useLinks()
  const time = useTimeline()
  const stage = time.spotlight
  const band = spotlightBand[stage]
  const live = spotlightLive(time)
  return (
    <section id="spotlight" aria-labelledby="spotlight-titel" data-phase={stage} className="pb-1 pt-14 sm:pt-20">
      <div className="container-site">
        <div className="card-muted flex flex-col gap-5 sm:flex-row sm:items-start sm:gap-8">
          <p className="hidden h-24 w-28 shrink-0 flex-col items-center justify-center rounded-2xl bg-ink-900 text-white sm:flex">
            <span className="px-2 text-center text-[0.6875rem] font-semibold leading-tight text-ink-100">
              {band.milestone.label}
            </span>
            <time dateTime={band.milestone.date} className="flex flex-col items-center">
              {/* The day large, month and year under it: a year after the event the tile must not read as this
                  November. */}
              <span className="text-2xl font-extrabold">{dayOfMonth(band.milestone.date)}</span>
              <span className="text-xs">{monthAndYear(band.milestone.date)}</span>
            </time>
          </p>
          <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
            <span className={live ? 'badge-green' : 'chip'} data-phase-chip>
              {live ? <span className="live-dot" aria-hidden="true" /> : null}
              {band.chip}
            </span>
            <h2 id="spotlight-titel" className="text-2xl font-bold tracking-tight text-ink-900">
              {band.title}
            </h2>
            <p className="prose max-w-2xl">{band.text}</p>
            {/* Below 1024 px the track stands in the text column (on phones in place of the date tile, which the
                chip and the text state again). */}
            {stage === 'over' ? null : (
              <div className="mt-2 w-full max-w-md rounded-2xl bg-white p-4 ring-1 ring-ink-200 lg:hidden">
                <PhaseTrack stage={stage} live={live} />
              </div>
            )}
            <div className="mt-2 w-full">
              <Actions>
                <ButtonLink href="/spotlight" icon="i-lucide-arrow-right">
                  {band.link}
                </ButtonLink>
                {band.vote ? (
                  <ButtonLink href={band.vote.href} variant="secondary">
                    {band.vote.label}
                  </ButtonLink>
                ) : null}
                {stage === 'over' ? (
                  <ButtonLink href={communityUrl(links, nextEdition.content)} variant="secondary" external>
                    {nextEdition.label}
                  </ButtonLink>
                ) : null}
              </Actions>
            </div>
          </div>
          {/* Where the edition stands, as on /spotlight: its three steps on a wide screen (the band's right third stood
              empty there). */}
          {stage === 'over' ? null : (
            <div className="hidden w-80 shrink-0 self-center rounded-2xl bg-white p-5 ring-1 ring-ink-200 lg:block">
              <PhaseTrack stage={stage} live={live} />
            </div>
          )}
        </div>
      </div>
    </section>
  )
}

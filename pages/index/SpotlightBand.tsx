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
        {/* One grid for every width: on phones the head, the phase track and the buttons stack; from 640 px the date
            tile stands left of them; from 1024 px the track moves into the right column beside the head and buttons. */}
        <div className="card-muted grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-[7rem_minmax(0,1fr)] lg:grid-cols-[7rem_minmax(0,1fr)_20rem]">
          <p
            className={`hidden h-24 w-28 flex-col items-center justify-center rounded-2xl bg-ink-900 text-white sm:flex lg:row-span-2 ${stage === 'over' ? 'sm:row-span-2' : 'sm:row-span-3'}`}
          >
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
          <div className="flex min-w-0 flex-col items-start gap-2 sm:col-start-2">
            <span className={live ? 'badge-green' : 'chip'} data-phase-chip>
              {live ? <span className="live-dot" aria-hidden="true" /> : null}
              {band.chip}
            </span>
            <h2 id="spotlight-titel" className="text-2xl font-bold tracking-tight text-ink-900">
              {band.title}
            </h2>
            <p className="prose max-w-2xl">{band.text}</p>
          </div>
          {/* Where the edition stands, as on /spotlight: its three steps (in place of the date tile on phones). */}
          {stage === 'over' ? null : (
            <div className="w-full max-w-md rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:col-start-2 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-center lg:p-5">
              <PhaseTrack stage={stage} live={live} />
            </div>
          )}
          {/* The band's way on is dark, not the gradient: the page's one filled gradient button is the sign-up. */}
          <div className="min-w-0 sm:col-start-2">
            <Actions>
              <ButtonLink href="/spotlight" variant="dark" icon="i-lucide-arrow-right">
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
      </div>
    </section>
  )
}

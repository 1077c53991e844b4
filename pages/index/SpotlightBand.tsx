import { useLinks, useTimeline } from '../../components/PageContext'
import { PhaseTrack } from '../../components/spotlight/PhaseTrack'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { communityUrl } from '../../data/links'
import { spotlightLive } from '../../data/timeline'
import { nextEdition, spotlightBand } from './copy'

/**
 * The Spotlight event in one band: where the edition stands today, its three steps, and the way to /spotlight; once
 * it is over, how it ended and where the next edition is announced.
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
        {/* One grid for every width: the head, the phase track and the buttons stack; from 1024 px the track stands in
            the right column beside the head and buttons. The date is the text's and the track's (round 22: a date
            tile beside them said it a third time). */}
        <div className="card-muted grid grid-cols-1 gap-x-10 gap-y-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col items-start gap-2">
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
            <div className="w-full max-w-md rounded-2xl bg-white p-4 ring-1 ring-ink-200 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center lg:p-5">
              <PhaseTrack stage={stage} live={live} />
            </div>
          )}
          {/* The band's way on is dark, not the gradient: the page's one filled gradient button is the sign-up. */}
          <div className="min-w-0 lg:col-start-1">
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

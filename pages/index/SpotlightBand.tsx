import { useLinks, useTimeline } from '../../components/PageContext'
import { PhaseTrack } from '../../components/spotlight/PhaseTrack'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { LazyImage } from '../../components/ui/LazyImage'
import { communityUrl } from '../../data/links'
import { spotlightLive } from '../../data/timeline'
import { hero, nextEdition, spotlightBand, voteCandidates } from './copy'

/**
 * The Spotlight event in one band: where the edition stands today, its three steps, and the way to /spotlight; once
 * it is over, how it ended and where the next edition is announced.
 */
/** The chip of a live phase: the hero's linking pill's surface and colours (`hero-label`), without its shadow. */
const liveChip =
  'inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-100'

export function SpotlightBand() {
  const links = useLinks()
  const time = useTimeline()
  const stage = time.spotlight
  const band = spotlightBand[stage]
  const live = spotlightLive(time)
  const heroSays = Boolean(hero.spotlightBadge[stage])
  return (
    <section id="spotlight" aria-labelledby="spotlight-titel" data-phase={stage} className="pb-2 pt-14 sm:pt-20">
      <div className="container-site">
        {/* One grid for every width: the head, the phase track and the buttons stack; from 1024 px the track stands in
            the right column beside the head and buttons. The date is the text's and the track's (round 22: a date
            tile beside them said it a third time). */}
        {/* Flat on the page's white, no card (review 7.5: a tinted card with a glow over the closing panel, the page
            ended in two stacked boxes); the live chip and the vote button carry the moment. */}
        <div
          className="grid grid-cols-1 gap-x-16 gap-y-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
          data-spotlight-flat
        >
          <div className="flex min-w-0 flex-col items-start gap-4 lg:self-end">
            {/* A live phase in the hero pill's colours, white with a pink edge and a pink dot (review 7.3 of session
                30: a green chip here and the hero's pink pill named one running vote in two looks). */}
            {/* Session 32 (review 7.3): while the hero's pill links to the running phase („Wildcard-Voting läuft bis …“),
                it says it; a second „Voting läuft“ here repeated it. The chip only where the hero names the launch. */}
            {heroSays ? null : (
              <span className={live ? liveChip : 'chip'} data-phase-chip={live ? 'live' : ''}>
                {live ? <span className="live-dot live-dot-brand" aria-hidden="true" /> : null}
                {band.chip}
              </span>
            )}
            {/* The page's section heading size (review 7.3: 32 px here against 48 px in every other section). */}
            <h2 id="spotlight-titel" className="h-section">
              {band.title}
            </h2>
            <p className="lead max-w-2xl">{band.text}</p>
          </div>
          {/* Where the edition stands, as on /spotlight: its three steps (in place of the date tile on phones). */}
          {stage === 'voting' ? (
            <VoteModule live={live} />
          ) : stage === 'over' ? null : (
            // The steps as rows filling the right column from the heading to the buttons (review 7.3: a small box
            // floated top right with empty space under it), between hairlines on the page's white, no grey box
            // (review 7.3 of session 30: ~320 px of grey for three one-line rows).
            <div className="flex w-full flex-col lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-stretch">
              <PhaseTrack stage={stage} live={live} look="rows" />
            </div>
          )}
          {/* One primary per surface, the page's gradient on light (round 26: a navy button was a fourth style). While
              the vote runs, the vote leads: it is what a visitor can do today, and it ends first. */}
          <div className="min-w-0 lg:col-start-1 lg:self-start">
            <Actions>
              {band.vote ? (
                <ButtonLink href={band.vote.href} icon="i-lucide-arrow-right">
                  {band.vote.label}
                </ButtonLink>
              ) : null}
              <ButtonLink
                href="/spotlight"
                variant={band.vote ? 'secondary' : 'primary'}
                icon={band.vote ? undefined : 'i-lucide-arrow-right'}
              >
                {band.link}
              </ButtonLink>
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

/**
 * While the vote runs, the band's live module beside its head (review 7.2 of session 31: three one-word rows were the
 * page's blandest block while the vote ran): the edition's three steps as one line, the running one dashed in the
 * live pink (a state, not a fill: the HTML knows no clock), and what the vote is about, a few of its startups with
 * their logos and the way to all of them. The same for every visitor and every minute of the vote: no counts.
 */
function VoteModule({ live }: { live: boolean }) {
  return (
    <div
      className="flex w-full flex-col gap-6 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
      data-vote-module
    >
      {/* The running step's column the widest on phones: „Pitch & Voting“ with its dot ran into „Jury“. */}
      <PhaseTrack
        stage="voting"
        live={live}
        dot="live-dot live-dot-brand"
        columns="grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] gap-3 sm:grid-cols-3"
      />
      <div className="flex flex-col gap-4 border-t border-ink-200 pt-5">
        <div className="flex flex-col gap-1">
          <p className="eyebrow">{voteCandidates.label}</p>
          <h3 className="text-lg font-bold leading-snug text-ink-900">{voteCandidates.title}</h3>
        </div>
        {/* Session 32 (review 7.3): three grey tiles, each a big logo over its name, read as clip-art beside the
            product views. Now the rows of the vote's ranking (/wildcard-voting): the logo small beside the name and
            branch, between hairlines. */}
        <ul className="flex flex-col divide-y divide-ink-100" aria-label={voteCandidates.label}>
          {voteCandidates.startups.map((startup) => (
            <li
              key={startup.id}
              className="flex min-w-0 items-center gap-3 py-2.5 first:pt-0 last:pb-0"
              data-vote-candidate={startup.id}
            >
              <LazyImage src={startup.image} alt="" width={40} height={40} className="h-9 w-9 shrink-0 rounded-xl" />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-semibold text-ink-900">{startup.name}</span>
                <span className="truncate text-[0.8125rem] text-ink-600">{startup.category}</span>
              </span>
            </li>
          ))}
        </ul>
        <a
          href={voteCandidates.href}
          className="inline-flex min-h-6 items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          {voteCandidates.more}
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </a>
      </div>
    </div>
  )
}

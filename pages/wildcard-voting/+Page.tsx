import { Island } from '../../components/islands/Island'
import { useData, usePageContext } from '../../components/PageContext'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { RankingList } from '../../components/voting/RankingList'
import VotingGrid from '../../components/voting/VotingGrid'
import { VotingRule } from '../../components/voting/VotingRule'
import { formatCount, votesLabel } from '../../components/voting/votes'
import { votePrizeWinners, voteRanking } from '../../data/spotlight-results'
import { applicationsOpen, type TimelineState, votingAhead, votingOpen } from '../../data/timeline'
import { SHOWN_TAGS, votingPhase, votingPrizes, votingStartups, votingStatusNote } from '../../data/voting'
import { applyHref, votingGridCopy } from '../../data/voting-grid-copy'
import { rankStartups } from '../../lib/ranking'
import type { Data } from './+data'
import { kickstart, kickstartBonus, ranking, rankingList, voteShare, votingApply, votingApplyClosed } from './copy'
import { Hero } from './Hero'

/**
 * The live counts come from the folder's +data.ts; this visitor's hearts from GET /api/votes/mine after
 * hydration. Once the final is over, the published result of data/spotlight-results.ts replaces them.
 */
function useVoting() {
  const { time } = usePageContext()
  const { counts, open } = useData<Data>()
  const over = time.spotlight === 'over'
  const ranked = over ? voteRanking : rankStartups(votingStartups, counts)
  const [leader] = ranked
  const note = votingStatusNote(
    time.spotlight,
    leader ? { name: leader.startup.name, votes: `${formatCount(leader.votes)}\u00a0Stimmen` } : undefined,
  )
  return { counts, ranked, mine: [], open, note }
}

/** The note above the read-only ranking (when voting ended, that the ranking is provisional, the winner). */
function VotingNote({ note }: { note: string }) {
  return (
    <p
      className="flex items-start gap-3 rounded-2xl bg-white p-4 text-sm font-medium text-ink-800 shadow-soft ring-1 ring-brand-200"
      role="status"
      data-voting-note
    >
      <span className="i-lucide-info mt-0.5 shrink-0 text-base text-brand-700" aria-hidden="true" />
      <span>{note}</span>
    </p>
  )
}

/** The ranking section: the live vote while it is open or ahead, a read-only ranking once it has closed. */
function RankingSection({ time, voting }: { time: TimelineState; voting: ReturnType<typeof useVoting> }) {
  const phase = votingPhase(time.spotlight)
  const copy = ranking[phase]
  if (phase === 'ahead') {
    const { ranked: _ranked, note, ...props } = voting
    return (
      <Section id={ranking.id} tone="muted" copy={copy}>
        <Island
          name="VotingGrid"
          component={VotingGrid}
          props={{
            startups: votingStartups,
            prizes: [...votingPrizes],
            shownTags: SHOWN_TAGS,
            copy: votingGridCopy,
            ...props,
            ...(note ? { note } : {}),
            totalInHero: votingOpen(time),
          }}
          when="visible"
        />
        {/* The rule and the e-mail step, while hearts can still be given. */}
        {/* Beside it the share image for startups in the vote (review 30: the rule card stood half empty, and
            „Share-Bild erstellen“ sat under the call for startups that are not in the vote). */}
        {votingAhead(time) ? (
          <div className="mt-8 grid gap-4 lg:grid-cols-3 lg:gap-6">
            <div className="lg:col-span-2">
              <VotingRule
                open={voting.open}
                {...(time.spotlight === 'upcoming' || time.spotlight === 'kickstart' ? {} : { extra: kickstartBonus })}
              />
            </div>
            <aside
              className="flex flex-col items-start gap-3 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-200 sm:p-8"
              aria-labelledby="share-titel"
              data-vote-share
            >
              <h3 id="share-titel" className="h-card">
                {voteShare.title}
              </h3>
              <p className="text-sm leading-relaxed text-ink-700">{voteShare.text}</p>
              <ButtonLink href={kickstart.href} variant="secondary" icon="i-lucide-image-plus" className="mt-auto">
                {kickstart.button}
              </ButtonLink>
            </aside>
          </div>
        ) : null}
      </Section>
    )
  }
  return (
    <Section id={ranking.id} tone="muted" copy={copy}>
      <div className="flex flex-col gap-8">
        {voting.note ? <VotingNote note={voting.note} /> : null}
        {phase === 'over' ? (
          <div className="flex flex-col gap-4" data-vote-winners>
            <h3 className="h-card">{rankingList.winnersTitle}</h3>
            <ol className="grid gap-4 md:grid-cols-3" aria-label={rankingList.winnersLabel}>
              {votePrizeWinners.map((prize) => (
                <li
                  key={prize.place}
                  className={`flex flex-col gap-2 rounded-3xl p-5 sm:p-6 ${prize.place === 1 ? 'bg-ink-900 text-white' : 'bg-white ring-1 ring-ink-200'}`}
                  data-prize-winner={prize.place}
                  data-startup={prize.entry.startup.id}
                >
                  <p className="inline-flex items-center gap-1 text-sm font-bold uppercase tracking-wide">
                    <span className="i-lucide-trophy text-base" aria-hidden="true" />
                    {prize.label}
                    {prize.place === 1 ? ' · Wildcard' : null}
                  </p>
                  <p className="text-2xl font-extrabold tracking-tight">{prize.entry.startup.name}</p>
                  <p className="flex flex-wrap justify-between gap-2 text-sm font-medium">
                    <span>{votesLabel(prize.entry.votes)}</span>
                    <span className="font-bold">{prize.amount}</span>
                  </p>
                </li>
              ))}
            </ol>
          </div>
        ) : (
          <div className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:p-6">
            <h3 className="h-card">{rankingList.prizesTitle}</h3>
            <p className="prose max-w-2xl">{rankingList.prizesText}</p>
            <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-700">
              {votingPrizes.map((prize) => (
                <span key={prize.place} data-prize={prize.place}>
                  {prize.label}: <strong className="text-ink-900">{prize.amount}</strong>
                </span>
              ))}
            </p>
          </div>
        )}
        <RankingList
          ranked={voting.ranked}
          prizes={votingPrizes}
          label={rankingList.label}
          {...(phase === 'closed' ? { provisional: rankingList.provisional } : {})}
        />
      </div>
    </Section>
  )
}

export default function Page() {
  const time = usePageContext().time
  const voting = useVoting()
  const open = applicationsOpen(time)
  const phase = votingPhase(time.spotlight)
  const closed =
    time.spotlight === 'upcoming'
      ? votingApplyClosed.upcoming
      : phase === 'over'
        ? votingApplyClosed.over
        : votingApplyClosed.closed
  const closedButton =
    phase === 'over' ? votingApplyClosed.overButton : { label: votingApplyClosed.button, href: '/spotlight' }
  return (
    <>
      <Hero ranked={voting.ranked} />
      <RankingSection time={time} voting={voting} />
      {/* The phases are the hero's row; the closing call stands alone (round 24: a steps section repeated the dates),
          light (round 26: a navy panel right above the navy footer ended the page in two dark blocks), flat on the
          white section (review 29b: a grey card right after the grey ranking band read as a stutter). */}
      <Section labelledBy="einreichen-titel">
        <div>
          <section
            className="flex flex-col items-center gap-6 text-center"
            data-closing
            aria-labelledby="einreichen-titel"
          >
            <IconTile icon="i-lucide-video" className="icon-tile h-14 w-14 rounded-2xl text-3xl" />
            <h2 id="einreichen-titel" className="h-section max-w-2xl">
              {open ? votingApply.title : closed.title}
            </h2>
            <p className="lead max-w-xl">{open ? votingApply.text : closed.text}</p>
            <Actions centred>
              {open ? (
                <ButtonLink href={applyHref} icon="i-lucide-arrow-right">
                  {votingApply.button}
                </ButtonLink>
              ) : (
                <ButtonLink href={closedButton.href} icon="i-lucide-arrow-right">
                  {closedButton.label}
                </ButtonLink>
              )}
            </Actions>
          </section>
        </div>
      </Section>
    </>
  )
}

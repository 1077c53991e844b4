import { Island } from '../../components/islands/Island'
import { usePageContext } from '../../components/PageContext'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import VotingGrid from '../../components/voting/VotingGrid'
import { VotingRule } from '../../components/voting/VotingRule'
import { formatCount } from '../../components/voting/votes'
import { applicationsOpen, votingAhead, votingOpen } from '../../data/timeline'
import { SHOWN_TAGS, votingPrizes, votingStartups, votingStatusNote } from '../../data/voting'
import { applyHref, votingGridCopy } from '../../data/voting-grid-copy'
import { rankStartups } from '../../lib/ranking'
import { kickstart, ranking, votingApply, votingApplyClosed, votingSteps } from './copy'
import { Hero } from './Hero'

/** Live counts and this visitor's hearts come from the server per request (server/plugins/votes.ts). */
function useVoting() {
  const { voting, time } = usePageContext()
  const counts = voting?.counts ?? Object.fromEntries(votingStartups.map((s) => [s.id, s.votes]))
  const [leader] = rankStartups(votingStartups, counts)
  const note = votingStatusNote(
    time.spotlight,
    leader ? { name: leader.startup.name, votes: `${formatCount(leader.votes)}\u00a0Stimmen` } : undefined,
  )
  return { counts, mine: voting?.mine ?? [], open: voting?.open ?? votingOpen(time), ...(note ? { note } : {}) }
}

export default function Page() {
  const voting = useVoting()
  const time = usePageContext().time
  const open = applicationsOpen(time)
  const closed = time.spotlight === 'upcoming' ? votingApplyClosed.upcoming : votingApplyClosed.closed
  return (
    <>
      <Hero />
      <Section id={ranking.id} tone="muted" eyebrow={ranking.eyebrow} title={ranking.title} intro={ranking.intro}>
        <Island
          name="VotingGrid"
          component={VotingGrid}
          props={{
            startups: votingStartups,
            prizes: [...votingPrizes],
            shownTags: SHOWN_TAGS,
            copy: votingGridCopy,
            applyOpen: open,
            ...voting,
          }}
          when="visible"
        />
        {/* The rule and the e-mail step, while hearts can still be given. */}
        {votingAhead(time) ? (
          <div className="mt-8">
            <VotingRule open={voting.open} />
          </div>
        ) : null}
      </Section>
      <Section id="ablauf" eyebrow={votingSteps.eyebrow} title={votingSteps.title}>
        <div className="flex flex-col gap-16 sm:gap-20">
          <Steps steps={votingSteps.steps} />
          <section
            className="relative flex flex-col items-center gap-6 overflow-hidden rounded-4xl bg-gradient-ink px-6 py-12 text-center text-white shadow-lift sm:px-12 sm:py-16"
            aria-labelledby="einreichen-titel"
          >
            <IconTile icon="i-lucide-video" className="h-14 w-14 rounded-2xl bg-white/10 text-3xl text-brand-200" />
            <h2 id="einreichen-titel" className="h-section max-w-2xl text-white">
              {open ? votingApply.title : closed.title}
            </h2>
            <p className="max-w-xl text-lg leading-relaxed text-ink-100">{open ? votingApply.text : closed.text}</p>
            <Actions centred>
              {open ? (
                <>
                  <ButtonLink href={applyHref} variant="light" icon="i-lucide-arrow-right">
                    {votingApply.button}
                  </ButtonLink>
                  <ButtonLink href={kickstart.href} variant="outline" icon="i-lucide-image-plus">
                    {votingApply.secondary}
                  </ButtonLink>
                </>
              ) : (
                <ButtonLink href="/spotlight" variant="light" icon="i-lucide-arrow-right">
                  {votingApplyClosed.button}
                </ButtonLink>
              )}
            </Actions>
          </section>
        </div>
      </Section>
    </>
  )
}

import { Island } from '../../components/islands/Island'
import { usePageContext, useTimeline } from '../../components/PageContext'
import { HeroText } from '../../components/sections/PageHero'
import ShareImageTool from '../../components/share-image/ShareImageTool'
import { BackLink } from '../../components/ui/BackLink'
import { Section } from '../../components/ui/Section'
import { shareTemplateVariant, shareToolCopy } from '../../data/share-image'
import { votingPhase } from '../../data/voting'
import { votingEntries } from '../../data/voting-startups'
import { shareOffer, sharePage, sharePost, shareTarget } from './copy'

export default function Page() {
  const stage = useTimeline().spotlight
  const { siteUrl } = usePageContext()
  const copy = sharePage(shareOffer(stage), stage)
  // The template of the phase: inviting to vote, thanking for the votes, or in the past tense.
  const tool = shareToolCopy[shareTemplateVariant(stage)]
  const props = {
    copy: tool,
    post: sharePost(stage, siteUrl),
    target: shareTarget(stage, siteUrl),
    // While votes are ahead, the post can lead straight to the startup's own card in the voting.
    ...(votingPhase(stage) === 'ahead'
      ? {
          entrants: votingEntries
            .map(({ id, name }) => ({ id, name }))
            .sort((a, b) => a.name.localeCompare(b.name, 'de')),
        }
      : {}),
    ...('shareNote' in copy ? { note: copy.shareNote } : {}),
  }
  return (
    <>
      {/* A compact heading, then the tool (its three steps are the page's how-to): its preview is the page's one picture. */}
      <Section
        tone="hero"
        labelledBy="share-titel"
        spacing="pb-16 pt-4 sm:pb-24 sm:pt-6"
        contentClassName="flex flex-col gap-8"
      >
        {/* A tool's heading, smaller than a landing page's (round 27: back link, label, a 60 px two-line h1 and the
            lead took 370 px, the download stood under the fold at 1280 × 800); the lead beside it, in body size. */}
        <div className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-end lg:gap-16">
          <div className="flex flex-col items-start gap-3">
            <BackLink {...copy.back} />
            <HeroText
              id="share-titel"
              icon="i-lucide-megaphone"
              copy={{ eyebrow: copy.eyebrow, title: copy.title }}
              titleClassName="lg:text-5xl"
            />
          </div>
          <p className="text-lg leading-relaxed text-ink-600 lg:text-base">{copy.lead}</p>
        </div>
        <Island name="ShareImageTool" component={ShareImageTool} props={props} when="load" />
      </Section>
    </>
  )
}

import { Island } from '../../components/islands/Island'
import { usePageContext, useTimeline } from '../../components/PageContext'
import { HeroText } from '../../components/sections/PageHero'
import ShareImageTool from '../../components/share-image/ShareImageTool'
import { BackLink } from '../../components/ui/BackLink'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { shareTemplateVariant, shareToolCopy } from '../../data/share-image'
import { shareOffer, sharePage, sharePost } from './copy'
import { ShareExample } from './ShareExample'

export default function Page() {
  const stage = useTimeline().spotlight
  const copy = sharePage(shareOffer(stage))
  const post = sharePost(stage, usePageContext().siteUrl)
  // The template of the phase: inviting to vote, thanking for the votes, or in the past tense.
  const tool = shareToolCopy[shareTemplateVariant(stage)]
  return (
    <>
      <Section
        tone="hero"
        labelledBy="share-titel"
        spacing="pb-16 pt-8 sm:pb-24 sm:pt-12"
        className="overflow-hidden"
        contentClassName="flex flex-col gap-10 sm:gap-12"
      >
        <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_440px]">
          <div className="flex max-w-3xl flex-col items-start gap-6">
            <BackLink {...copy.back} />
            <HeroText id="share-titel" icon="i-lucide-megaphone" copy={copy} leadClassName="" />
            <p className="inline-flex items-center gap-2 text-sm font-medium text-ink-600">
              <span className="i-lucide-shield-check text-lg text-mint-700" aria-hidden="true" />
              {copy.privacy}
            </p>
          </div>
          <ShareExample format={tool.formats[0]} />
        </div>
        <Island name="ShareImageTool" component={ShareImageTool} props={{ copy: tool, post }} when="load" />
      </Section>
      <Section id="teilen" tone="muted" copy={copy.steps}>
        <div className="flex flex-col items-center gap-10">
          <Steps steps={copy.steps.steps} />
          <ButtonLink href={copy.steps.cta.href} variant="secondary" icon={copy.steps.cta.icon}>
            {copy.steps.cta.label}
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}

import { Island } from '../../components/islands/Island'
import { HeroText } from '../../components/sections/PageHero'
import ShareImageTool from '../../components/share-image/ShareImageTool'
import { BackLink } from '../../components/ui/BackLink'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { shareToolCopy } from '../../data/share-image'
import { shareHero, shareSteps } from './copy'

export default function Page() {
  return (
    <>
      <Section
        tone="hero"
        labelledBy="share-titel"
        spacing="pb-16 pt-8 sm:pb-24 sm:pt-12"
        className="overflow-hidden"
        contentClassName="flex flex-col gap-10 sm:gap-12"
      >
        <div className="flex max-w-3xl flex-col items-start gap-6">
          <BackLink {...shareHero.back} />
          <HeroText
            id="share-titel"
            badge={{ icon: 'i-lucide-megaphone', text: shareHero.eyebrow }}
            title={shareHero.title}
            lead={shareHero.lead}
            leadClassName=""
          />
          <p className="inline-flex items-center gap-2 text-sm font-medium text-ink-600">
            <span className="i-lucide-shield-check text-lg text-mint-700" aria-hidden="true" />
            {shareHero.privacy}
          </p>
        </div>
        <Island name="ShareImageTool" component={ShareImageTool} props={{ copy: shareToolCopy }} when="load" />
      </Section>
      <Section id="extra-stimmen" tone="muted" eyebrow={shareSteps.eyebrow} title={shareSteps.title}>
        <div className="flex flex-col items-center gap-10">
          <Steps steps={shareSteps.steps} />
          <ButtonLink href={shareHero.back.href} variant="secondary" icon="i-lucide-heart">
            {shareSteps.back}
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}

import { Island } from '../../components/islands/Island'
import ShareImageTool from '../../components/share-image/ShareImageTool'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { shareToolCopy } from '../../data/share-image'
import { shareHero, shareSteps } from './copy'

export default function Page() {
  return (
    <>
      <section aria-labelledby="share-titel" className="overflow-hidden bg-gradient-hero">
        <div className="container-site flex flex-col gap-10 pb-16 pt-8 sm:gap-12 sm:pb-24 sm:pt-12">
          <div className="flex max-w-3xl flex-col items-start gap-6">
            <a
              href={shareHero.back.href}
              className="inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold text-ink-600 no-underline hover:text-ink-900"
            >
              <span className="i-lucide-arrow-left" aria-hidden="true" />
              {shareHero.back.label}
            </a>
            <p className="hero-label">
              <span className="i-lucide-megaphone" aria-hidden="true" />
              {shareHero.eyebrow}
            </p>
            <h1 id="share-titel" className="h-display">
              {shareHero.title}
            </h1>
            <p className="lead">{shareHero.lead}</p>
            <p className="inline-flex items-center gap-2 text-sm font-medium text-ink-600">
              <span className="i-lucide-shield-check text-lg text-mint-700" aria-hidden="true" />
              {shareHero.privacy}
            </p>
          </div>
          <Island name="ShareImageTool" component={ShareImageTool} props={{ copy: shareToolCopy }} when="load" />
        </div>
      </section>
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

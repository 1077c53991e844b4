import { SignUpForm } from '../../components/forms/SignUpForm'
import { useLinks, useTimeline } from '../../components/PageContext'
import { ShareButtons } from '../../components/sections/ShareButtons'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { communityUrl } from '../../data/links'
import { nextSteps, onboardingStep, referral, thanksHero, thanksLinks } from './copy'

export default function Page() {
  const links = useLinks()
  const { launch } = useTimeline()
  // The one step that needs the visitor now (the confirmation mail) leads the page; the rest follow below.
  const [confirm, ...later] = nextSteps.steps
  const steps = [...later, onboardingStep[launch]]
  return (
    <>
      <section aria-labelledby="danke-titel" className="bg-gradient-hero py-16 sm:py-24">
        <div className="container-site flex flex-col items-center gap-6 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-mint-100 text-3xl text-mint-700">
            <span className="i-lucide-party-popper" aria-hidden="true" />
          </span>
          <h1 id="danke-titel" className="h-display">
            {thanksHero.title}
          </h1>
          <p className="lead max-w-2xl">{thanksHero.lead[launch]}</p>
          <div
            className="flex w-full max-w-xl items-start gap-4 rounded-3xl bg-white p-5 text-left shadow-soft ring-1 ring-ink-200 sm:p-6"
            data-confirm-callout
          >
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-2xl text-brand-700">
              <span className={confirm.icon} aria-hidden="true" />
            </span>
            <span className="flex flex-col gap-1">
              <span className="text-sm font-semibold text-brand-700">{nextSteps.nowLabel}</span>
              <span className="h-card">{confirm.title}</span>
              <span className="text-sm leading-relaxed text-ink-700">{confirm.text}</span>
            </span>
          </div>
          <div className="flex flex-col items-center gap-3">
            <p className="text-sm font-semibold text-ink-700">{thanksHero.shareLabel}</p>
            <ShareButtons text={thanksHero.share[launch]} />
          </div>
        </div>
      </section>
      <section aria-labelledby="naechste-schritte" className="section-y">
        <div className="container-site flex flex-col gap-10">
          <h2 id="naechste-schritte" className="h-section text-center">
            {nextSteps.title}
          </h2>
          <ol className="mx-auto grid max-w-5xl gap-4 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="card flex flex-col gap-4">
                <span className="icon-tile shrink-0">
                  <span className={step.icon} aria-hidden="true" />
                </span>
                <span className="flex flex-col gap-1">
                  <span className="text-sm font-semibold text-brand-700">{`${nextSteps.stepLabel} ${index + 2}`}</span>
                  <span className="h-card">{step.title}</span>
                  <span className="prose">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
          <SignUpForm tag="thank_you" title={referral.title} text={referral.text} className="mx-auto w-full max-w-lg" />
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={communityUrl(links, 'thank_you')} external variant="dark" icon="i-lucide-message-circle">
              {thanksLinks.community}
            </ButtonLink>
            <ButtonLink href="/video-tipps" variant="secondary">
              {thanksLinks.videoTips}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}

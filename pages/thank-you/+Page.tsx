import { SignUpForm } from '../../components/forms/SignUpForm'
import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { ShareButtons } from '../../components/sections/ShareButtons'
import { StatusMark } from '../../components/sections/StatusMark'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { communityUrl } from '../../data/links'
import { referralPrivacyNote } from '../../data/signup'
import { nextSteps, onboardingStep, referral, thanksHero, thanksLinks } from './copy'

export default function Page() {
  const links = useLinks()
  const { launch } = useTimeline()
  // The one step that needs the visitor now (the confirmation mail) leads the page; the rest follow below.
  const [confirm, ...later] = nextSteps.steps
  const steps = [...later, onboardingStep[launch]]
  return (
    <>
      <PageHero
        id="danke-titel"
        mark={<StatusMark icon="i-lucide-party-popper" />}
        title={thanksHero.title}
        lead={thanksHero.lead[launch]}
        spacing="gap-6 pb-4 pt-16 sm:pb-6 sm:pt-24"
      >
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
      </PageHero>
      <Section labelledBy="naechste-schritte" contentClassName="flex max-w-5xl flex-col gap-10">
        <h2 id="naechste-schritte" className="h-section text-center">
          {nextSteps.title}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
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
        <Actions centred>
          <ButtonLink href={communityUrl(links, 'thank_you')} external icon="i-lucide-message-circle">
            {thanksLinks.community}
          </ButtonLink>
          <ButtonLink href="/video-tipps" variant="secondary">
            {thanksLinks.videoTips}
          </ButtonLink>
        </Actions>
      </Section>
      <Section
        tone="muted"
        labelledBy="weitererzaehlen"
        contentClassName="grid max-w-5xl items-center gap-10 lg:grid-cols-2 lg:gap-16"
      >
        <div className="flex flex-col gap-5">
          <h2 id="weitererzaehlen" className="h-section">
            {referral.title}
          </h2>
          <p className="lead">{referral.text}</p>
          <ShareButtons text={thanksHero.share[launch]} />
        </div>
        <SignUpForm
          tag="thank_you"
          title={referral.formTitle}
          text={referral.formText}
          submit={referral.submit}
          privacy={referralPrivacyNote[launch]}
          roleLegend={referral.roleLegend}
        />
      </Section>
    </>
  )
}

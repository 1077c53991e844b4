import { SignUpForm } from '../../components/forms/SignUpForm'
import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { ShareButtons } from '../../components/sections/ShareButtons'
import { StatusMark } from '../../components/sections/StatusMark'
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
  // The community step's and the pitch step's action (the onboarding step has none: we get in touch), both
  // outlined: the page's one gradient button is the invitation form's.
  const actions = [
    {
      link: { href: communityUrl(links, 'thank_you'), external: true, icon: 'i-lucide-message-circle' },
      label: thanksLinks.community,
    },
    { link: { href: '/video-tipps', icon: 'i-lucide-arrow-right' }, label: thanksLinks.videoTips },
  ] as const
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
      <Section id="naechste-schritte" title={nextSteps.title}>
        {/* A numbered line rather than a row of icon cards: each step carries its own action. */}
        <ol className="grid gap-10 md:grid-cols-3">
          {steps.map((step, index) => {
            const action = actions[index]
            return (
              <li key={step.title} className="flex flex-col gap-3">
                <span className="flex items-center gap-3" aria-hidden="true">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-white">
                    {index + 2}
                  </span>
                  <span className="h-px flex-1 bg-ink-200" />
                </span>
                <h3 className="h-card">
                  <span className="sr-only">{`${nextSteps.stepLabel} ${index + 2}: `}</span>
                  {step.title}
                </h3>
                <p className="prose">{step.text}</p>
                {action ? (
                  <ButtonLink {...action.link} variant="secondary" small className="mt-1 self-start">
                    {action.label}
                  </ButtonLink>
                ) : null}
              </li>
            )
          })}
        </ol>
      </Section>
      <Section
        tone="muted"
        labelledBy="weitererzaehlen"
        contentClassName="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
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

import { SignUpForm } from '../../components/forms/SignUpForm'
import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { ShareButtons } from '../../components/sections/ShareButtons'
import { StatusMark } from '../../components/sections/StatusMark'
import { Section } from '../../components/ui/Section'
import { communityUrl } from '../../data/links'
import { referralPrivacyNote } from '../../data/signup'
import { nextSteps, onboardingStep, referral, thanksHero, thanksLinks } from './copy'
import { InboxLinks } from './InboxLinks'
import { NextSteps } from './NextSteps'

export default function Page() {
  const links = useLinks()
  const { launch } = useTimeline()
  // The community step's and the pitch step's action (the confirmation and the onboarding have none: the mail and
  // we get in touch), both outlined: the page's one gradient button is the invitation form's.
  const [confirm, community, pitch] = nextSteps.steps
  const steps = [
    { ...confirm, icon: 'i-lucide-mail', more: <InboxLinks /> },
    {
      ...community,
      action: { href: communityUrl(links, 'thank_you'), external: true, icon: 'i-lucide-message-circle' },
      label: thanksLinks.community,
    },
    { ...pitch, action: { href: '/video-tipps', icon: 'i-lucide-arrow-right' }, label: thanksLinks.videoTips },
    onboardingStep[launch],
  ]
  return (
    <>
      <PageHero
        id="danke-titel"
        mark={<StatusMark icon="i-lucide-party-popper" />}
        title={thanksHero.title}
        lead={thanksHero.lead[launch]}
        spacing="gap-6 pb-14 pt-16 sm:pb-20 sm:pt-24"
      >
        <NextSteps steps={steps} />
      </PageHero>
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

import { nextSteps, shareText } from '../../components/confirmation/copy'
import { InboxLinks } from '../../components/confirmation/InboxLinks'
import { MailPreview } from '../../components/confirmation/MailPreview'
import { NextSteps, useStepsAfterConfirmation } from '../../components/confirmation/NextSteps'
import { NoMailHelp } from '../../components/confirmation/NoMailHelp'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { usePageContext, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { ShareButtons } from '../../components/sections/ShareButtons'
import { StatusMark } from '../../components/sections/StatusMark'
import { Section } from '../../components/ui/Section'
import { referralPrivacyNote } from '../../data/signup'
import { referral, referralSuccess, thanksHero } from './copy'

/**
 * After a sign-up without JavaScript (with it the form thanks in place): the same confirmation pattern as
 * /early-access/bestaetigung — the mail to look for beside the text and the inboxes under it, then the way on
 * and the help when no mail came side by side, then telling others.
 */
export default function Page() {
  const { launch } = useTimeline()
  // The confirmation now, then the steps of the role the sign-up gave (`?als=`), as after the confirmation.
  const steps = [nextSteps.steps[0], ...useStepsAfterConfirmation('thank_you', usePageContext().role)]
  return (
    <>
      <PageHero
        id="danke-titel"
        mark={<StatusMark icon="i-lucide-mail-check" tone="note" />}
        title={thanksHero.title}
        lead={thanksHero.lead[launch]}
        leadClassName="max-w-xl"
        spacing="gap-12 py-14 sm:py-20"
        columns="lg:grid-cols-[1.1fr_1fr]"
        aside={<MailPreview />}
      >
        <InboxLinks />
      </PageHero>
      <Section
        labelledBy="naechste-schritte-titel"
        // A little room above the cards: the section clips what overflows it, and their ring is drawn outside.
        spacing="pb-14 pt-2 sm:pb-20"
        contentClassName="grid items-start gap-6 lg:grid-cols-[1.4fr_1fr]"
      >
        <NextSteps done={[nextSteps.done.signup]} steps={steps} />
        {/* On phones the help first: after the five steps it stood four screens down (round 18). */}
        <NoMailHelp className="max-lg:order-first lg:sticky lg:top-24" />
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
          <ShareButtons text={shareText[launch]} />
        </div>
        <SignUpForm
          tag="thank_you"
          title={referral.formTitle}
          text={referral.formText}
          submit={referral.submit}
          privacy={referralPrivacyNote[launch]}
          roleLegend={referral.roleLegend}
          success={referralSuccess}
          quiet
        />
      </Section>
    </>
  )
}

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
 * /early-access/bestaetigung — the mail to look for beside the text and the inboxes under it (the inbox of the
 * address's mail service first where the sign-up told us, `?postfach=`), then the way on with the help when no mail
 * came and telling others beside it (the help first on phones), then a second sign-up for the team.
 */
export default function Page() {
  const { launch } = useTimeline()
  const { role, mailService } = usePageContext()
  // The confirmation now, then the steps of the role the sign-up gave (`?als=`), as after the confirmation.
  const steps = [nextSteps.steps[0], ...useStepsAfterConfirmation('thank_you', role)]
  return (
    <>
      <PageHero
        id="danke-titel"
        mark={<StatusMark icon="i-lucide-mail-check" tone="note" />}
        title={thanksHero.title}
        lead={thanksHero.lead[launch]}
        leadClassName="max-w-xl"
        spacing="gap-12 py-14 sm:py-20"
        columns="lg:grid-cols-[1.45fr_1fr] lg:items-start"
        aside={<MailPreview />}
      >
        <InboxLinks lead={mailService} />
      </PageHero>
      <Section
        labelledBy="naechste-schritte-titel"
        // A little room above the cards: the section clips what overflows it, and their ring is drawn outside.
        spacing="pb-14 pt-2 sm:pb-20"
        // From 1024 px the steps on the left, the help and telling others stacked beside them (the help alone left a
        // hole of 420 px beside the steps: round 25); on phones the help, the steps, then telling others.
        contentClassName="grid items-start gap-6 lg:grid-cols-[1.4fr_1fr] lg:grid-rows-[auto_1fr]"
      >
        <NoMailHelp className="lg:col-start-2 lg:row-start-1" />
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <NextSteps done={[nextSteps.done.signup]} steps={steps} />
        </div>
        <div className="card-muted flex flex-col gap-4 lg:col-start-2 lg:row-start-2">
          <h2 id="weitererzaehlen" className="h-card">
            {referral.title}
          </h2>
          <p className="text-sm leading-relaxed text-ink-700">{referral.text}</p>
          <ShareButtons text={shareText[launch]} />
        </div>
      </Section>
      <Section tone="muted" label={referral.formTitle} contentClassName="flex justify-center">
        <SignUpForm
          tag="thank_you"
          title={referral.formTitle}
          text={referral.formText}
          submit={referral.submit}
          privacy={referralPrivacyNote[launch]}
          roleLegend={referral.roleLegend}
          success={referralSuccess}
          quiet
          className="w-full max-w-xl"
        />
      </Section>
    </>
  )
}

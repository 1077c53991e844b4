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
 * address's mail service first where the sign-up told us, `?postfach=`), then the help when no mail came, then the way
 * on beside telling others and a second sign-up for the team.
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
        // The help across the width (its three tries side by side from 1024 px), then the steps beside telling others
        // with the team's sign-up under it, the two columns ending level (before: four boxes in three styles, the team
        // form alone in a grey band, the right column 110 px short: round 25).
        contentClassName="grid gap-6 lg:grid-cols-[1.4fr_1fr]"
      >
        <NoMailHelp className="lg:col-span-2" />
        <NextSteps done={[nextSteps.done.signup]} steps={steps} />
        <div className="flex flex-col gap-6">
          <div className="card flex flex-col gap-4">
            <h2 id="weitererzaehlen" className="h-card">
              {referral.title}
            </h2>
            <p className="text-[0.9375rem] leading-relaxed text-ink-700">{referral.text}</p>
            <ShareButtons text={shareText[launch]} />
          </div>
          {/* The team's sign-up: the filled button of its own card (the inboxes above are the page's first task,
              outlined tiles; a screen holds one filled button). */}
          <SignUpForm
            tag="thank_you"
            title={referral.formTitle}
            text={referral.formText}
            submit={referral.submit}
            privacy={referralPrivacyNote[launch]}
            roleLegend={referral.roleLegend}
            success={referralSuccess}
            className="w-full flex-1"
          />
        </div>
      </Section>
    </>
  )
}

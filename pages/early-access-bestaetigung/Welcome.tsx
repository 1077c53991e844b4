import { nextSteps, referralTitle, shareText } from '../../components/confirmation/copy'
import { NextSteps, useStepsAfterConfirmation } from '../../components/confirmation/NextSteps'
import { usePageContext, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { ShareButtons } from '../../components/sections/ShareButtons'
import { StatusMark } from '../../components/sections/StatusMark'

/**
 * A confirmed sign-up: the welcome beside the way on (/thank-you's timeline, with the sign-up and the confirmation
 * now both done and the step of the sign-up's role the one for now: a founder's pitch, an angel's look at the feed, a
 * partner's message to us; its action the page's one filled button), and telling others under the lead (under the
 * steps on phones).
 */
export function Welcome({ copy }: { copy: { title: string; text: string; icon: string } }) {
  const steps = useStepsAfterConfirmation('signup_confirmed', usePageContext().role)
  return (
    <>
      <PageHero
        id="bestaetigung-titel"
        mark={<StatusMark icon={copy.icon} tone="done" status="confirmed" />}
        title={copy.title}
        lead={copy.text}
        leadClassName="max-w-xl"
        spacing="gap-12 py-14 sm:py-20"
        columns="lg:grid-cols-[1fr_1.1fr] lg:items-center"
        aside={<NextSteps done={[nextSteps.done.signup, nextSteps.done.confirmed]} steps={steps} />}
      >
        {/* Beside the steps from 1024 px; on phones under them (before, it pushed the step for now out of the first
          screen). */}
        <div className="hidden lg:block">
          <Share />
        </div>
      </PageHero>
      <div className="container-site -mt-6 pb-14 lg:hidden">
        <Share />
      </div>
    </>
  )
}

/** Telling others: the share buttons under a small heading. */
function Share() {
  const { launch } = useTimeline()
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold text-ink-800">{referralTitle}</h2>
      <ShareButtons text={shareText[launch]} />
    </div>
  )
}

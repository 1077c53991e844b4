import { InboxLinks } from '../../components/confirmation/InboxLinks'
import { MailPreview } from '../../components/confirmation/MailPreview'
import { useData, usePageContext } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { StatusMark } from '../../components/sections/StatusMark'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { confirmButton, requestNewLink, signUpAgain, voterConfirmationCopy } from '../../data/signup'
import type { Data } from './+data'
import { HelpSection } from './HelpSection'
import { Welcome } from './Welcome'

/**
 * Behind a confirmation link (sign-up or vote): GET /api/confirm renders this page with a button that
 * posts to the link (opening the link changes nothing: mail scanners follow links), the POST renders the
 * outcome (confirmed, or an explanation with status 400). Opened directly, it explains itself. Which text
 * it shows comes from +data.ts.
 */
export default function Page() {
  const { confirmation, time } = usePageContext()
  const { status, voter, copy, ok } = useData<Data>()
  if (status === 'ready' && confirmation) {
    return (
      <PageHero
        id="bestaetigung-titel"
        mark={<StatusMark icon={copy.icon} tone="note" status={status} />}
        title={copy.title}
        lead={copy.text}
        leadClassName=""
        spacing="max-w-3xl gap-6 py-16 sm:py-24"
      >
        {/* No action: the form posts to the link itself, so the token stays in the URL and out of the HTML
            (the page is the same for every link and renders once per timeline state). */}
        <form method="post" className="flex justify-center">
          <button type="submit" className="btn-primary" data-confirm-button>
            {confirmButton[confirmation.purpose]}
            <span className="i-lucide-check" aria-hidden="true" />
          </button>
        </form>
      </PageHero>
    )
  }
  if (status === 'confirmed' && !voter) return <Welcome copy={copy} />
  // Without a working sign-up link the page shows the mail to look for beside the text, and the help below.
  const help = !voter && status !== 'confirmed'
  return (
    <>
      <PageHero
        id="bestaetigung-titel"
        mark={<StatusMark icon={copy.icon} tone={ok ? 'done' : 'note'} status={status} />}
        title={copy.title}
        lead={copy.text}
        leadClassName={help ? 'max-w-xl' : ''}
        spacing={help ? 'gap-12 py-14 sm:py-20' : 'max-w-3xl gap-6 py-16 sm:py-24'}
        aside={help ? <MailPreview /> : undefined}
        columns="lg:grid-cols-[1.1fr_1fr]"
      >
        <Actions centred={!help}>
          {voter ? (
            <ButtonLink
              href={status === 'refused' ? voterConfirmationCopy.retry.href : voterConfirmationCopy.action.href}
              icon="i-lucide-arrow-right"
            >
              {status === 'refused' ? voterConfirmationCopy.retry.label : voterConfirmationCopy.action.label}
            </ButtonLink>
          ) : status === 'none' ? (
            // Opened without a link: the mail may already be waiting, so the inboxes come first and a new link is
            // the way out (outlined).
            <div className="flex flex-col items-start gap-6">
              <InboxLinks />
              <ButtonLink href="/early-access#anmelden" variant="secondary" icon="i-lucide-arrow-right">
                {requestNewLink}
              </ButtonLink>
            </div>
          ) : (
            // An expired or unknown link: signing up again is the page's one real action.
            <ButtonLink href="/early-access#anmelden" icon="i-lucide-arrow-right">
              {signUpAgain[time.launch]}
            </ButtonLink>
          )}
        </Actions>
      </PageHero>
      {help ? <HelpSection /> : null}
    </>
  )
}

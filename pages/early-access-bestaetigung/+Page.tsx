import { InboxLinks } from '../../components/confirmation/InboxLinks'
import { MailPreview } from '../../components/confirmation/MailPreview'
import { useData, usePageContext } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { StatusMark } from '../../components/sections/StatusMark'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { confirmButton, noLinkNotice, requestNewLink, signUpAgain, voterConfirmationCopy } from '../../data/signup'
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
  // Opened without a link: first what the page is for and that no link came with it, then the way out.
  const none = status === 'none' && !voter
  return (
    <>
      <PageHero
        id="bestaetigung-titel"
        mark={none ? <NoLinkNotice /> : <StatusMark icon={copy.icon} tone={ok ? 'done' : 'note'} status={status} />}
        title={copy.title}
        lead={copy.text}
        leadClassName={help ? 'max-w-xl' : ''}
        // Wide enough for the headline in two lines at 1280 px (three in a 450 px column: round 25).
        titleClassName={help ? 'lg:text-[3.25rem]' : ''}
        spacing={help ? 'gap-12 pt-14 pb-4 sm:py-20' : 'max-w-3xl gap-6 py-16 sm:py-24'}
        aside={help ? <MailPreview /> : undefined}
        columns="lg:grid-cols-[1.45fr_1fr] lg:items-start"
      >
        {voter ? (
          <Actions centred={!help}>
            <ButtonLink
              href={status === 'refused' ? voterConfirmationCopy.retry.href : voterConfirmationCopy.action.href}
              icon="i-lucide-arrow-right"
            >
              {status === 'refused' ? voterConfirmationCopy.retry.label : voterConfirmationCopy.action.label}
            </ButtonLink>
          </Actions>
        ) : none ? (
          // Opening the mail is the next step the h1 names: the inboxes first, large; a new link for someone who lost
          // theirs (signing up again sends one) after them, outlined (round 27: the filled new-link button stressed the
          // way out over the way on).
          <div className="flex w-full max-w-xl flex-col items-start gap-6">
            <p className="text-[0.9375rem] leading-relaxed text-ink-600" data-no-link-text>
              {noLinkNotice.text}
            </p>
            <InboxLinks large />
            <ButtonLink href="/early-access#anmelden" icon="i-lucide-arrow-right" variant="secondary" small>
              {requestNewLink}
            </ButtonLink>
          </div>
        ) : (
          // An expired or unknown link: signing up again is the page's one real action.
          <Actions centred={!help}>
            <ButtonLink href="/early-access#anmelden" icon="i-lucide-arrow-right">
              {signUpAgain[time.launch]}
            </ButtonLink>
          </Actions>
        )}
      </PageHero>
      {help ? <HelpSection newLinkAbove={none} /> : null}
    </>
  )
}

/**
 * Above the h1 when the page was opened without a link: that no link came with it, as one small neutral pill (a
 * slate box with a broken-link icon above the h1 read as an error and pushed the h1 ~270 px down on phones: round 27).
 * What the page is for follows under the lead.
 */
function NoLinkNotice() {
  return (
    <p
      role="status"
      className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-[0.8125rem] leading-snug text-ink-700 ring-1 ring-ink-200"
      data-confirmation="none"
    >
      <span className="i-lucide-info shrink-0 text-sm text-ink-500" aria-hidden="true" />
      <strong className="font-semibold text-ink-900">{noLinkNotice.title}</strong>
    </p>
  )
}

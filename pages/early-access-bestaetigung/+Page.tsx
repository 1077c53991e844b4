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
        mark={none ? undefined : <StatusMark icon={copy.icon} tone={ok ? 'done' : 'note'} status={status} />}
        title={copy.title}
        lead={copy.text}
        // Beside the mail, the h1, the lead and what follows them share one measure (each wrapped at its own width
        // at 1280 px: round 27); the headline still in two lines there (three in a 450 px column: round 25). The lead
        // fills its lines like the text under it (balanced, as leads are from 640 px, it ended 115 px short).
        leadClassName={help ? `${column} ![text-wrap:pretty]` : ''}
        titleClassName={help ? `lg:text-[3.25rem] ${column}` : ''}
        // On phones the mail ends 56 px above the help's band (16 px looked cut off: round 27).
        spacing={help ? 'gap-12 pt-14 pb-14 sm:py-20' : 'max-w-3xl gap-6 py-16 sm:py-24'}
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
          // Opened without a link: that, and what the page is for, in one quiet line under the lead (a pill above the h1
          // read as an error and a paragraph said it again: round 27). Then opening the mail, the next step the h1 names:
          // the inboxes, a quiet grid of equal tiles; a new link for someone who lost theirs (signing up again sends one)
          // after them as a text link (review 7.3: it and the inboxes were the same outlined pill, every button alike).
          <div className={`flex w-full flex-col items-start gap-6 ${column}`}>
            <NoLinkNotice />
            <InboxLinks large />
            <a
              href="/early-access#anmelden"
              className="prose-link inline-flex min-h-6 items-center gap-1.5"
              data-new-link
            >
              {requestNewLink}
              <span className="i-lucide-arrow-right" aria-hidden="true" />
            </a>
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

/** The measure of the hero's text column beside the mail: h1, lead, the no-link line and the inboxes. */
const column = 'max-w-[35rem]'

/**
 * Under the lead when the page was opened without a link: that no link came with it and what the page does with one,
 * one quiet line with a small info mark (a slate box, then a pill above the h1 read as an error: round 27).
 */
function NoLinkNotice() {
  return (
    <p role="status" className="flex gap-2 text-[0.9375rem] leading-relaxed text-ink-600" data-confirmation="none">
      <span className="i-lucide-info mt-1 shrink-0 text-base text-ink-500" aria-hidden="true" />
      <span>
        <strong className="font-semibold text-ink-800">{`${noLinkNotice.title}:`}</strong>
        {` ${noLinkNotice.text}`}
      </span>
    </p>
  )
}

import type { MailService } from '../../lib/email'
import { inbox } from './copy'

const newTab = <span className="sr-only"> (öffnet in neuem Tab)</span>

/**
 * The common mail services' inboxes under a confirmation's lead: opening the mail is the page's task (each opens a
 * new tab; nothing of theirs loads before). Where the page knows the visitor's service (`lead`, after a sign-up), its
 * inbox is the filled button and the other four an even row under it; otherwise the five are one even row of tiles
 * at every width (wrapping, they left one or two alone).
 */
export function InboxLinks({ lead }: { lead?: MailService }) {
  const first = inbox.apps.find((app) => app.id === lead)
  const rest = first ? inbox.apps.filter((app) => app !== first) : inbox.apps
  return (
    <div className="flex w-full flex-col gap-3" data-inbox-links>
      {first ? (
        <a
          href={first.href}
          target="_blank"
          rel="noopener"
          className="btn-primary self-stretch sm:self-start"
          data-inbox-lead={first.id}
        >
          <span className="i-lucide-inbox text-lg" aria-hidden="true" />
          {`${first.label} öffnen`}
          {newTab}
          <span className="i-lucide-arrow-up-right" aria-hidden="true" />
        </a>
      ) : null}
      <p
        id="postfach-oeffnen"
        className={`flex items-center gap-2 text-sm font-semibold text-ink-800 ${first ? 'mt-3' : ''}`}
      >
        {first ? null : <span className="i-lucide-inbox text-base text-brand-700" aria-hidden="true" />}
        {first ? inbox.others : inbox.label}
      </p>
      <ul
        className={`grid gap-1.5 sm:gap-2 ${rest.length === 5 ? 'grid-cols-5' : 'grid-cols-4'} sm:max-w-xl`}
        aria-labelledby="postfach-oeffnen"
      >
        {rest.map((app) => (
          <li key={app.id} className="grid">
            <a
              href={app.href}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-12 items-center justify-center gap-1 rounded-2xl bg-white px-1 text-[0.8125rem] font-semibold text-ink-900 no-underline shadow-soft ring-1 ring-ink-200 transition-[box-shadow,background-color] sm:text-sm hover:bg-ink-50 hover:ring-ink-300 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-violet-600"
            >
              {app.label}
              {newTab}
              <span className="i-lucide-arrow-up-right shrink-0 text-ink-500 max-sm:hidden" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

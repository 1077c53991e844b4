import type { MailService } from '../../lib/email'
import { inbox } from './copy'

const newTab = <span className="sr-only"> (öffnet in neuem Tab)</span>

/**
 * The common mail services' inboxes under a confirmation's lead: opening the mail is the page's task (each opens a
 * new tab; nothing of theirs loads before). Where the page knows the visitor's service (`lead`, after a sign-up), its
 * inbox is the filled button and the other four an even row under it; otherwise the five are one row from 640 px,
 * on phones three and two (a row of five left 6 px beside each name and no room for the arrows: round 25). Pills like
 * every other button on the page.
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
        className={`grid gap-2 ${rest.length === 5 ? 'grid-cols-6 sm:grid-cols-5' : 'grid-cols-2 sm:grid-cols-4'} sm:max-w-xl`}
        aria-labelledby="postfach-oeffnen"
      >
        {rest.map((app, index) => (
          <li
            key={app.id}
            // Five on phones: three of two sixths, then two of three.
            className={`grid ${rest.length === 5 ? (index < 3 ? 'col-span-2' : 'col-span-3') : ''} sm:col-span-1`}
          >
            <a href={app.href} target="_blank" rel="noopener" className="btn-secondary btn-sm gap-1.5">
              {app.label}
              {newTab}
              <span className="i-lucide-arrow-up-right shrink-0 text-ink-500" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

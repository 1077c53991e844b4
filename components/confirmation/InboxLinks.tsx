import type { MailService } from '../../lib/email'
import { inbox } from './copy'

/** One inbox of the large grid: a light grey tile, ink text, no ring and no shadow (hover a shade darker). */
const quietTile =
  'inline-flex min-h-12 items-center justify-center gap-1 rounded-xl bg-ink-100/70 px-2 text-[0.9375rem] font-semibold text-ink-900 no-underline transition-colors hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-violet-600'

const newTab = <span className="sr-only"> (öffnet in neuem Tab)</span>

/**
 * The common mail services' inboxes under a confirmation's lead: opening the mail is the page's task (each opens a
 * new tab; nothing of theirs loads before). Where the page knows the visitor's service (`lead`, after a sign-up), its
 * inbox is the filled button and the other four an even row under it; otherwise the five are one row from 640 px,
 * on phones three and two (a row of five left 6 px beside each name and no room for the arrows: round 25). Pills like
 * every other button on the page. `large` (/early-access/bestaetigung, where the inboxes are the page's next step): a
 * quiet grid of five equal, lighter buttons under a bold label, grey-filled rounded tiles without a ring (review 7.3:
 * outlined pills like the „Neuen Link anfordern“ under them, every button on the page looked alike), two by two on
 * phones (three and two wrapped unevenly: round 27) with the last one across both, one row of five from 640 px.
 */
export function InboxLinks({ lead, large = false }: { lead?: MailService; large?: boolean }) {
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
        className={`flex items-center gap-2 font-semibold text-ink-800 ${large ? 'text-base' : 'text-sm'} ${first ? 'mt-3' : ''}`}
      >
        {first ? null : (
          <span className={`i-lucide-inbox text-ink-500 ${large ? 'text-lg' : 'text-base'}`} aria-hidden="true" />
        )}
        {first ? inbox.others : inbox.label}
      </p>
      <ul
        className={`grid gap-2 ${large ? 'grid-cols-2 sm:grid-cols-5' : rest.length === 5 ? 'grid-cols-6 sm:grid-cols-5' : 'grid-cols-2 sm:grid-cols-4'} ${large ? '' : 'sm:max-w-xl'}`}
        aria-labelledby="postfach-oeffnen"
      >
        {rest.map((app, index) => (
          <li
            key={app.id}
            // Five on phones: three of two sixths, then two of three; large, two by two and the last across both.
            className={`grid ${large ? (index === 4 ? 'col-span-2' : '') : rest.length === 5 ? (index < 3 ? 'col-span-2' : 'col-span-3') : ''} sm:col-span-1`}
          >
            <a
              href={app.href}
              target="_blank"
              rel="noopener"
              className={large ? quietTile : 'btn-secondary btn-sm gap-1.5'}
              data-inbox-tile={large ? '' : undefined}
            >
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

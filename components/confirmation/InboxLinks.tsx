import { inbox } from './copy'

/**
 * The common mail services' inboxes as outlined links under a confirmation's lead, full-size: opening the mail is the
 * page's task (each opens a new tab; nothing of theirs loads before).
 */
export function InboxLinks() {
  return (
    <div className="flex w-full flex-col gap-3" data-inbox-links>
      <p id="postfach-oeffnen" className="text-sm font-semibold text-ink-800">
        {inbox.label}
      </p>
      {/* Three to a row on phones (five in a wrapping row left „iCloud“ alone), one row from 640 px. */}
      <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap" aria-labelledby="postfach-oeffnen">
        {inbox.apps.map((app) => (
          <li key={app.label} className="grid">
            <a href={app.href} target="_blank" rel="noopener" className="btn-secondary px-4">
              {app.label}
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

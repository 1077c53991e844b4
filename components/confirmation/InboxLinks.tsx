import { inbox } from './copy'

/**
 * The common mail services' inboxes as small outlined links under a confirmation's lead (each opens a new tab;
 * nothing of theirs loads before).
 */
export function InboxLinks() {
  return (
    <div className="flex flex-col gap-3" data-inbox-links>
      <p id="postfach-oeffnen" className="text-sm font-semibold text-ink-800">
        {inbox.label}
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby="postfach-oeffnen">
        {inbox.apps.map((app) => (
          <li key={app.label}>
            <a href={app.href} target="_blank" rel="noopener" className="btn-secondary btn-sm">
              {app.label}
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

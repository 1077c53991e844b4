import { inbox } from './copy'

/**
 * Under the confirmation step: the common mail services' inboxes as small outlined links (each opens a new tab;
 * nothing of theirs loads before), then what to do when no mail came.
 */
export function InboxLinks() {
  return (
    <div className="mt-1 flex flex-col gap-3" data-inbox-links>
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
      <p className="text-sm text-ink-600">
        {inbox.help.before}
        <a className="prose-link" href={inbox.help.href}>
          {inbox.help.link}
        </a>
        {inbox.help.after}
      </p>
    </div>
  )
}

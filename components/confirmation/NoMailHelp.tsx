import { mailto } from '../../data/links'
import { useLinks } from '../PageContext'
import { noMail } from './copy'

type Props = {
  /**
   * Where the page's hero already holds the button to the sign-up (/early-access/bestaetigung): the second try points
   * to it instead of linking the form a second time (round 25).
   */
  heroHasNewLink?: boolean
  className?: string
}

/**
 * What to do when the mail does not arrive, in three tries: one card across the content width, the tries side by side
 * from 1024 px (beside the steps it ended 100 px short of them: round 25).
 */
export function NoMailHelp({ heroHasNewLink = false, className = '' }: Props) {
  const { contact } = useLinks()
  const again = heroHasNewLink ? noMail.againAbove : noMail.again
  return (
    <div className={`card flex flex-col gap-5 ${className}`} data-no-mail-help>
      <h2 className="h-card">{noMail.title}</h2>
      <ul className="grid gap-4 text-[0.9375rem] leading-relaxed text-ink-700 lg:grid-cols-3 lg:gap-8">
        <li className="flex gap-3">
          <span className="i-lucide-inbox mt-0.5 shrink-0 text-lg text-brand-600" aria-hidden="true" />
          <span>
            {noMail.spam.before}
            <span className="font-semibold text-ink-900">{contact.mailSender}</span>
            {noMail.spam.after}
          </span>
        </li>
        <li className="flex gap-3">
          <span className="i-lucide-pencil-line mt-0.5 shrink-0 text-lg text-brand-600" aria-hidden="true" />
          {'href' in again ? (
            <span>
              {again.before}
              <a className="prose-link" href={again.href}>
                {again.link}
              </a>
              {again.after}
            </span>
          ) : (
            <span>{again.text}</span>
          )}
        </li>
        <li className="flex gap-3">
          <span className="i-lucide-mail-question mt-0.5 shrink-0 text-lg text-brand-600" aria-hidden="true" />
          <span>
            {noMail.write.before}
            <a className="prose-link" href={mailto(contact.email, noMail.write.subject)}>
              {contact.email}
            </a>
            .
          </span>
        </li>
      </ul>
    </div>
  )
}

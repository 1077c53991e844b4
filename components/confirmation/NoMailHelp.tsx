import { mailto } from '../../data/links'
import { useLinks } from '../PageContext'
import { noMail } from './copy'

/** The card beside a confirmation's steps: what to do when the mail does not arrive, in three tries. */
export function NoMailHelp({ className = '' }: { className?: string }) {
  const { contact } = useLinks()
  return (
    <div className={`card flex flex-col gap-5 ${className}`} data-no-mail-help>
      <h2 className="h-card">{noMail.title}</h2>
      <ul className="flex flex-col gap-4 text-sm leading-relaxed text-ink-700">
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
          <span>
            {noMail.again.before}
            <a className="prose-link" href={noMail.again.href}>
              {noMail.again.link}
            </a>
            {noMail.again.after}
          </span>
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

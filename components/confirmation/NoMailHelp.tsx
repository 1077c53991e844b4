import { mailto } from '../../data/links'
import { useLinks } from '../PageContext'
import { noMail } from './copy'
import { plainTitle } from './NextSteps'

type Props = {
  /**
   * Where the page's hero already holds the button to the sign-up (/early-access/bestaetigung): the second try points
   * to it instead of linking the form a second time (round 25).
   */
  heroHasNewLink?: boolean
  /** A plain list with dividers under a section-sized heading, no card (beside the steps' card on
   * /early-access/bestaetigung: two cards alike looked like a template, round 27). */
  plain?: boolean
  className?: string
}

/**
 * What to do when the mail does not arrive, in three tries: one card across the content width, the tries side by side
 * from 1024 px (beside the steps it ended 100 px short of them: round 25).
 */
export function NoMailHelp({ heroHasNewLink = false, plain = false, className = '' }: Props) {
  const { contact } = useLinks()
  const again = heroHasNewLink ? noMail.againAbove : noMail.again
  const item = `flex gap-3 ${plain ? 'py-4 last:pb-0' : ''}`
  return (
    <div className={`flex flex-col ${plain ? 'gap-2' : 'card gap-5'} ${className}`} data-no-mail-help>
      <h2 className={plain ? plainTitle : 'h-card'}>{noMail.title}</h2>
      <ul
        className={`text-[0.9375rem] leading-relaxed text-ink-700 ${plain ? 'flex flex-col divide-y divide-ink-200' : 'grid gap-4 lg:grid-cols-3 lg:gap-8'}`}
      >
        <li className={item}>
          <span className="i-lucide-inbox mt-0.5 shrink-0 text-lg text-ink-500" aria-hidden="true" />
          <span>
            {noMail.spam.before}
            <span className="font-semibold text-ink-900">{contact.mailSender}</span>
            {noMail.spam.after}
          </span>
        </li>
        <li className={item}>
          <span className="i-lucide-pencil-line mt-0.5 shrink-0 text-lg text-ink-500" aria-hidden="true" />
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
        <li className={item}>
          <span className="i-lucide-mail-question mt-0.5 shrink-0 text-lg text-ink-500" aria-hidden="true" />
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

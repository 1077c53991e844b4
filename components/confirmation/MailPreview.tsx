import { CONFIRM_LINK_HOURS } from '../../data/retention'
import { confirmButton, confirmMail } from '../../data/signup'
import { site } from '../../data/site'
import { useLinks, useTimeline } from '../PageContext'
import { Logo, LogoMark } from '../ui/Logo'

/**
 * The confirmation mail as it arrives (sender, subject, the button), drawn from the texts the server sends
 * (data/signup.ts), so a visitor who opens this page without a link knows exactly what to look for.
 */
export function MailPreview() {
  const { launch } = useTimeline()
  const { contact } = useLinks()
  const mail = confirmMail[launch]
  return (
    // In a dashed frame with its caption: an exhibit of the mail, not a card of the page to act in.
    <figure className="m-0 flex w-full max-w-md flex-col gap-3 justify-self-center rounded-[2rem] border border-dashed border-ink-300 bg-white/50 p-3 sm:p-4 lg:justify-self-end">
      <figcaption className="flex items-center gap-2 px-1 text-sm font-semibold text-ink-700">
        <span className="i-lucide-eye text-base text-brand-700" aria-hidden="true" />
        So sieht unsere E-Mail aus
        <span className="sr-only">
          : von {site.name} ({contact.mailSender}), Betreff „{mail.subject}“, mit dem Knopf „{confirmButton.signup}“
        </span>
      </figcaption>
      {/* A picture of the mail, not a control: nothing in it reacts to the pointer. */}
      <div
        className="pointer-events-none select-none overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-ink-200"
        aria-hidden="true"
      >
        <div className="flex items-center gap-3 border-b border-ink-100 bg-ink-50 px-5 py-3">
          <span className="i-lucide-inbox text-lg text-ink-600" />
          <span className="text-sm font-semibold text-ink-800">Posteingang</span>
          <span className="ml-auto rounded-full bg-ink-200 px-2 py-0.5 text-xs font-semibold text-ink-800">
            Vorschau
          </span>
        </div>
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex items-start gap-3">
            {/* The sender's avatar is the filled mark, as in the mail's body. */}
            <LogoMark size={40} className="shrink-0 rounded-full" />
            <span className="flex min-w-0 flex-col">
              <span className="flex items-baseline gap-2">
                <span className="font-bold text-ink-900">{site.name}</span>
                <span className="min-w-0 truncate text-xs text-ink-600">{contact.mailSender}</span>
                <span className="ml-auto text-xs text-ink-600">jetzt</span>
              </span>
              <span className="text-sm font-semibold leading-snug text-ink-800">{mail.subject}</span>
            </span>
          </div>
          <div className="flex flex-col gap-4 rounded-2xl bg-ink-50 p-5 text-sm leading-relaxed text-ink-700">
            <Logo />
            <span>
              Hallo,
              <br />
              {mail.intro} Bitte bestätige deine E-Mail-Adresse:
            </span>
            {/* Drawn as a sketch (dashed outline, no fill): a picture of the mail's button, not one to press on this
                page (in the gradient it read as one: round 18; filled pink still did: round 25). */}
            <span className="inline-flex min-h-9 items-center gap-2 self-start rounded-full border border-dashed border-brand-300 px-4 text-sm font-semibold text-brand-700">
              {confirmButton.signup}
              <span className="i-lucide-check" />
            </span>
            <span className="text-xs text-ink-600">Der Link ist {CONFIRM_LINK_HOURS}&nbsp;Stunden gültig.</span>
          </div>
        </div>
      </div>
    </figure>
  )
}

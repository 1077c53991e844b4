import { CONFIRM_LINK_HOURS } from '../../data/retention'
import { confirmButton, confirmMail } from '../../data/signup'
import { site } from '../../data/site'
import { useLinks, useTimeline } from '../PageContext'
import { LogoMark } from '../ui/Logo'

/**
 * The confirmation mail as it arrives (sender, subject, the button), drawn from the texts the server sends
 * (data/signup.ts), so a visitor who opens this page without a link knows exactly what to look for. Below 768 px only
 * the inbox row (sender, its address on a line of its own to search for, the subject): the whole mail in three frames
 * took 560 px of a phone and cut the address (round 25).
 */
export function MailPreview() {
  const { launch } = useTimeline()
  const { contact } = useLinks()
  const mail = confirmMail[launch]
  return (
    // An exhibit of the mail, not a card of the page to act in: its caption outside and the one label it has (a
    // „Posteingang“ bar and a „Vorschau“ badge in the frame labelled it three times: round 27).
    <figure
      className="m-0 flex w-full max-w-md flex-col gap-3 justify-self-center lg:justify-self-end"
      data-mail-preview
    >
      <figcaption className="flex items-center gap-2 text-sm font-semibold text-ink-700">
        <span className="i-lucide-eye text-base text-ink-500" aria-hidden="true" />
        So sieht unsere E-Mail aus
        <span className="sr-only">
          : von {site.name} ({contact.mailSender}), Betreff „{mail.subject}“, mit dem Knopf „{confirmButton.signup}“
        </span>
      </figcaption>
      {/* A picture of the mail, not a control: nothing in it reacts to the pointer. */}
      <div
        className="pointer-events-none select-none overflow-hidden rounded-3xl bg-white ring-1 ring-ink-200"
        aria-hidden="true"
      >
        <div className="flex items-start gap-3 px-4 py-4 sm:px-5 sm:py-5">
          {/* The sender's avatar is the filled mark, as in the mail's body. */}
          <LogoMark size={40} className="shrink-0 rounded-full" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="flex items-baseline gap-2">
              <span className="font-bold text-ink-900">{site.name}</span>
              <span className="ml-auto text-xs text-ink-600">jetzt</span>
            </span>
            {/* The address people search for: whole, on its own line. */}
            <span className="break-all text-sm text-ink-700" data-mail-sender>
              {contact.mailSender}
            </span>
            <span className="mt-1 text-sm font-semibold leading-snug text-ink-900">{mail.subject}</span>
          </span>
        </div>
        {/* The mail's body from 768 px, under the avatar's mark only (the wordmark in it named the sender twice). Its
            button a flat mock-up, part of the picture: a light fill with ink text, no shadow (brand-coloured, people who
            had lost their link tapped it: rounds 18 and 25; solid ink, it looked more clickable than the page's own
            buttons: round 27; dashed, like a wireframe). */}
        <div
          className="mx-5 mb-5 hidden flex-col gap-4 rounded-2xl bg-ink-50 p-5 text-sm leading-relaxed text-ink-700 md:flex"
          data-mail-body
        >
          <span>
            Hallo,
            <br />
            {mail.intro} Bitte bestätige deine E-Mail-Adresse:
          </span>
          <span className="inline-flex min-h-9 items-center gap-2 self-start rounded-full bg-ink-200 px-4 text-sm font-semibold text-ink-800">
            {confirmButton.signup}
            <span className="i-lucide-check" />
          </span>
          <span className="text-sm text-ink-600">Der Link ist {CONFIRM_LINK_HOURS}&nbsp;Stunden gültig.</span>
        </div>
      </div>
    </figure>
  )
}

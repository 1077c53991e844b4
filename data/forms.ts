import type { ExternalLinks } from './links'

/**
 * The external form-builder forms. The ids here are the defaults; an operator sets the ids of the own
 * provider account with FORM_ID_ACCELERATOR, FORM_ID_JURY, FORM_ID_STARTUP_PARTNER and FORM_ID_SCOUTS (the
 * provider's address itself is FORM_PROVIDER_URL). `title` is the frame's (the spec's), `heading` the card's over it
 * (shorter, and not the page's H1 again).
 */
export const forms = {
  accelerator: { id: 'mOnePA', title: 'Bewerbung als Accelerator-Partner', heading: 'Euer Programm', height: 979 },
  jury: { id: 'wOnePJ', title: 'Anmeldung Jury Spotlight', heading: 'Anmeldung Jury Spotlight', height: 769 },
  startupPartner: {
    id: 'nOnePN',
    title: 'Anmeldung Netzwerkpartner Spotlight',
    heading: 'Deine Organisation',
    height: 448,
  },
  scouts: { id: '3OnePS', title: 'Anmeldung Scouts', heading: 'Anmeldung Scouts', height: 769 },
} as const

export type FormKey = keyof typeof forms

export const formEmbedUrl = (links: ExternalLinks, key: FormKey) =>
  `${links.formProvider}/embed/${links.formIds[key]}?alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1`

export const formDirectUrl = (links: ExternalLinks, key: FormKey) => `${links.formProvider}/r/${links.formIds[key]}`

export const formScriptUrl = (links: ExternalLinks) => `${links.formProvider}/widgets/embed.js`

/**
 * Where a sign-up page sends visitors once its round has closed (in place of the form): one way on. Whom to ask
 * stands under it on every sign-up page (a mail and the FAQ), so the notice has no contact button of its own.
 */
export type ClosedSignUp = {
  title: string
  text: string
  action: { href: string; label: string; external?: boolean }
}

/**
 * Copy of a sign-up page around an embedded form (/jury-form, /startup-partner/form, /scouts-form). With
 * `closed` the round is not taking sign-ups (not yet, or no longer): the page says so instead of the form.
 */
export type SignUpFormCopy = {
  form: FormKey
  closed?: ClosedSignUp
  back: { href: string; label: string }
  title: string
  intro: string
  /**
   * What decides a sign-up at a glance (the deadline, the final, what it costs), set as label and value under the
   * intro instead of inside it, each with its icon (a calendar unless given).
   */
  facts?: { label: string; value: string; icon?: string }[]
  points: string[]
  /** The FAQ of the page the form belongs to, for visitors with questions first (beside a mail to our contact). */
  faq?: string
}

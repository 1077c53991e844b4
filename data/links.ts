import { type FormKey, forms } from './forms'
import type { LaunchStage } from './timeline'

/** External addresses the operator configures (see server/config.ts); pages receive them through context. */
export type ExternalLinks = {
  registrationApp: string
  communityChannel: string
  bookingCalendar: string
  formProvider: string
  chatSupport: string
  /** Operator contact: CONTACT_EMAIL, PRESS_EMAIL, CONTACT_PHONE (no phone shown when unset) and MAIL_FROM's address. */
  contact: OperatorContact
  /** Form ids at the form provider (FORM_ID_*). */
  formIds: Record<FormKey, string>
}

export type OperatorContact = {
  email: string
  pressEmail: string
  phone?: string
  /** The address confirmation mails come from (MAIL_FROM without its name): what to search the inbox for. */
  mailSender: string
}

export const defaultLinks: ExternalLinks = {
  registrationApp: 'https://app.onepitch.de',
  communityChannel: 'https://whatsapp.com/channel/0029VbOnePitchNews',
  bookingCalendar: 'https://calendly.com/onepitch/gespraech',
  formProvider: 'https://tally.so',
  chatSupport: 'https://wa.me/message/ONEPITCHSUPPORT',
  contact: { email: 'hallo@onepitch.de', pressEmail: 'presse@onepitch.de', mailSender: 'anmeldung@onepitch.de' },
  formIds: Object.fromEntries(Object.entries(forms).map(([key, form]) => [key, form.id])) as Record<FormKey, string>,
}

export const founderRegistrationUrl = (links: ExternalLinks) => `${links.registrationApp}/register/founder/startup-info`
export const angelRegistrationUrl = (links: ExternalLinks) => `${links.registrationApp}/register/angel`
export const loginUrl = (links: ExternalLinks) => `${links.registrationApp}/login`
const registerUrl = (links: ExternalLinks) => `${links.registrationApp}/register`

/**
 * Where a sign-up button goes: before the launch the one early-access sign-up on this site, after it the
 * app's registration (a new tab; such a button says "registrieren").
 */
export const signUpTarget = (
  links: ExternalLinks,
  launch: LaunchStage,
  /** The app's page for this audience (founders register at their own step). */
  app = registerUrl(links),
): { href: string; external?: true } =>
  launch === 'prelaunch' ? { href: '/early-access' } : { href: app, external: true }

/** Community channel link with the tracking parameters of the spec; `content` names the placement. */
export function communityUrl(links: ExternalLinks, content: string): string {
  const url = new URL(links.communityChannel)
  url.searchParams.set('utm_source', 'website')
  url.searchParams.set('utm_medium', 'whatsapp')
  url.searchParams.set('utm_campaign', 'spotlight_2025')
  url.searchParams.set('utm_content', content)
  return url.toString()
}

export const mailto = (address: string, subject?: string, body?: string) => {
  const params = new URLSearchParams()
  if (subject) params.set('subject', subject)
  if (body) params.set('body', body)
  const query = params.toString().replaceAll('+', '%20')
  return `mailto:${address}${query ? `?${query}` : ''}`
}

/** A tel: link for a phone number as written ("+49 89 1234567"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** "E-Mail: … · Telefon: …" for documents (the phone only when configured). */
export const contactLine = (email: string, phone?: string) =>
  phone ? `E-Mail: ${email} · Telefon: ${phone}` : `E-Mail: ${email}`

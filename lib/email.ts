import MailChecker from 'mailchecker'

/** An address as it is stored and mailed: trimmed, lower-case (the domain is case-insensitive, and so are real mailboxes). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** Providers where `first.last` and `firstlast` are one mailbox, and the domains that are aliases of it. */
const DOTLESS = new Set(['gmail.com'])
const DOMAIN_ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' }

/**
 * The key that makes one mailbox one person: lower-case, without a `+tag` (every large provider delivers
 * `name+anything@` to `name@`), googlemail.com as gmail.com, and without the dots Gmail ignores. Used for
 * uniqueness and limits only; mail goes to the address the visitor typed (normalised).
 */
export function mailboxKey(email: string): string {
  const address = normaliseEmail(email)
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  const domain = DOMAIN_ALIASES[address.slice(at + 1)] ?? address.slice(at + 1)
  let local = address.slice(0, at)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (DOTLESS.has(domain)) local = local.replaceAll('.', '')
  return `${local}@${domain}`
}

/** Whether the address belongs to a throwaway-mail service (mailchecker's maintained list of domains). */
export const isDisposableEmail = (email: string) => !MailChecker.isValid(normaliseEmail(email))

/** The mail services whose inbox a confirmation page links to (components/confirmation/copy.ts names them). */
export const mailServices = ['gmail', 'outlook', 'gmx', 'webde', 'icloud'] as const
export type MailService = (typeof mailServices)[number]

const SERVICE_DOMAINS: Record<string, MailService> = {
  'gmail.com': 'gmail',
  'googlemail.com': 'gmail',
  'outlook.com': 'outlook',
  'outlook.de': 'outlook',
  'hotmail.com': 'outlook',
  'hotmail.de': 'outlook',
  'live.com': 'outlook',
  'live.de': 'outlook',
  'msn.com': 'outlook',
  'gmx.de': 'gmx',
  'gmx.net': 'gmx',
  'gmx.at': 'gmx',
  'gmx.ch': 'gmx',
  'web.de': 'webde',
  'icloud.com': 'icloud',
  'me.com': 'icloud',
  'mac.com': 'icloud',
}

/**
 * The mail service an address belongs to, where it is one the confirmation pages link to: the thanks after a sign-up
 * lead with that inbox. Only the service travels on (one of five words), never the address.
 */
export function mailServiceOf(email: string): MailService | undefined {
  const address = normaliseEmail(email)
  return SERVICE_DOMAINS[address.slice(address.lastIndexOf('@') + 1)]
}

/** A service named in a URL (`?postfach=gmx`), if it is one of ours. */
export const mailServiceNamed = (value: unknown): MailService | undefined => mailServices.find((name) => name === value)

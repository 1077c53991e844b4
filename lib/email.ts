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

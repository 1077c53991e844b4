import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const mac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url')

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))

/** How long a confirmation link stays valid. */
export const CONFIRM_LINK_HOURS = 72

/** A signed, expiring confirmation token for an address: `<payload>.<mac>`, nothing stored server-side. */
export function confirmToken(secret: string, email: string, now: number, hours = CONFIRM_LINK_HOURS): string {
  const payload = Buffer.from(JSON.stringify({ e: email, x: now + hours * 3_600_000 }), 'utf8').toString('base64url')
  return `${payload}.${mac(secret, 'confirm', payload)}`
}

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' }

export function checkConfirmToken(secret: string, token: unknown, now: number): TokenCheck {
  if (typeof token !== 'string' || token.length > 1024) return { ok: false, reason: 'invalid' }
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0 || !sameText(signature, mac(secret, 'confirm', payload))) {
    return { ok: false, reason: 'invalid' }
  }
  try {
    const { e, x } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e: unknown; x: unknown }
    if (typeof e !== 'string' || typeof x !== 'number') return { ok: false, reason: 'invalid' }
    return x < now ? { ok: false, reason: 'expired' } : { ok: true, email: e }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}

/** A new anonymous visitor id and its signed cookie value. */
export function newVoter(secret: string): { id: string; cookie: string } {
  const id = randomBytes(16).toString('base64url')
  return { id, cookie: `${id}.${mac(secret, 'voter', id)}` }
}

/** The visitor id of a signed cookie value, or undefined when it does not verify. */
export function voterFromCookie(secret: string, value: string | undefined): string | undefined {
  if (!value || value.length > 200) return undefined
  const [id, signature, ...rest] = value.split('.')
  if (!id || !signature || rest.length > 0) return undefined
  return sameText(signature, mac(secret, 'voter', id)) ? id : undefined
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const mac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url')

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))

/** The signed cookie value of a voter session id. */
export const voterCookieValue = (secret: string, id: string) => `${id}.${mac(secret, 'voter', id)}`

/** A new browser session id for the vote and its signed cookie value. */
export function newVoter(secret: string): { id: string; cookie: string } {
  const id = randomBytes(16).toString('base64url')
  return { id, cookie: voterCookieValue(secret, id) }
}

/** The visitor id of a signed cookie value, or undefined when it does not verify. */
export function voterFromCookie(secret: string, value: string | undefined): string | undefined {
  if (!value || value.length > 200) return undefined
  const [id, signature, ...rest] = value.split('.')
  if (!id || !signature || rest.length > 0) return undefined
  return sameText(signature, mac(secret, 'voter', id)) ? id : undefined
}

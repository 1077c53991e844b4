import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Everything the server signs (the voter cookie, gate sessions) is one format, `<value>.<signature>`: an
 * HMAC-SHA256 of purpose and value under the site's one signing secret (`DataAccess.secret()`: COOKIE_SECRET,
 * else the random secret kept in the database). The purpose keeps a token of one kind from passing as another.
 */
const signature = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url')

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))

export const signToken = (secret: string, purpose: string, value: string) =>
  `${value}.${signature(secret, purpose, value)}`

/** The value of a token signed for `purpose` under `secret`, or undefined when it does not verify. */
export function verifyToken(secret: string, purpose: string, token: string | undefined): string | undefined {
  if (!token || token.length > 200) return undefined
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return undefined
  const value = token.slice(0, dot)
  return sameText(token.slice(dot + 1), signature(secret, purpose, value)) ? value : undefined
}

/** The signed cookie value of a voter session id. */
export const voterCookieValue = (secret: string, id: string) => signToken(secret, 'voter', id)

/** A new browser session id for the vote and its signed cookie value. */
export function newVoter(secret: string): { id: string; cookie: string } {
  const id = randomBytes(16).toString('base64url')
  return { id, cookie: voterCookieValue(secret, id) }
}

/** The visitor id of a signed cookie value, or undefined when it does not verify. */
export function voterFromCookie(secret: string, value: string | undefined): string | undefined {
  const id = verifyToken(secret, 'voter', value)
  return id && !id.includes('.') ? id : undefined
}

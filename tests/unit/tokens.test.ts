import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createGateSessions } from '../../server/gate-session'
import { signToken, verifyToken, voterCookieValue, voterFromCookie } from '../../server/tokens'

// One signer and one secret for everything the server signs: voter cookies and gate sessions.

const SECRET = 'a-signing-secret-of-at-least-32-characters'

describe('signed tokens', () => {
  it('verify under their secret and purpose only, and not once changed', () => {
    const token = signToken(SECRET, 'voter', 'abc')
    expect(verifyToken(SECRET, 'voter', token)).toBe('abc')
    expect(verifyToken(`${SECRET}!`, 'voter', token)).toBeUndefined()
    expect(verifyToken(SECRET, 'gate', token)).toBeUndefined()
    expect(verifyToken(SECRET, 'voter', token.replace('abc', 'abd'))).toBeUndefined()
    expect(verifyToken(SECRET, 'voter', `${token}x`)).toBeUndefined()
    expect(verifyToken(SECRET, 'voter', 'abc')).toBeUndefined()
    expect(verifyToken(SECRET, 'voter', undefined)).toBeUndefined()
  })

  it('keep the voter cookies issued before (`id.HMAC("voter:" + id)`) valid', () => {
    const old = `abc.${createHmac('sha256', SECRET).update('voter:abc').digest('base64url')}`
    expect(voterCookieValue(SECRET, 'abc')).toBe(old)
    expect(voterFromCookie(SECRET, old)).toBe('abc')
  })
})

describe('gate sessions', () => {
  let now = Date.parse('2025-11-05T12:00:00Z')
  const sessionsWith = (passphrase: string, secret = SECRET) =>
    createGateSessions({
      secret: async () => secret,
      passphrases: { jury: passphrase, scouts: 'Scouts-Passwort-2025' },
      maxAgeMs: 12 * 3_600_000,
      now: () => now,
    })

  it('are signed by the one signer for their gate and passphrase, and end after the maximum age', async () => {
    const sessions = sessionsWith('Jury-Passwort-2025')
    const token = await sessions.issue('jury')
    expect(await sessions.verify('jury', token)).toBe(true)
    expect(await sessions.verify('scouts', token)).toBe(false)
    expect(await sessionsWith('Neues-Jury-Passwort-2026').verify('jury', token)).toBe(false)
    expect(await sessionsWith('Jury-Passwort-2025', `${SECRET}!`).verify('jury', token)).toBe(false)
    expect(await sessions.verify('jury', signToken(SECRET, 'voter', token.slice(0, token.lastIndexOf('.'))))).toBe(
      false,
    )
    now += 12 * 3_600_000 + 1000
    expect(await sessions.verify('jury', token)).toBe(false)
  })
})

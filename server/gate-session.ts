import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Gate session tokens: one per login, `v1.<gate>.<issued-at seconds>.<nonce>.<mac>`. The MAC is keyed by
 * COOKIE_SECRET and the gate's current passphrase, so rotating either ends every session; the server
 * checks the issue time against the maximum age (GATE_SESSION_HOURS), whatever the browser keeps.
 */
export type GateSessions = {
  issue(gate: string): string
  /** Whether `token` is a session of `gate` issued within the maximum age under the current secret and passphrase. */
  verify(gate: string, token: string | undefined): boolean
}

/** A little leeway for clocks of several instances that disagree by a few seconds. */
const FUTURE_SKEW_SECONDS = 60

export function createGateSessions(options: {
  secret: string
  passphrases: Record<string, string | undefined>
  maxAgeMs: number
  now: () => number
}): GateSessions {
  const keys = new Map<string, Buffer>()
  for (const [gate, passphrase] of Object.entries(options.passphrases)) {
    if (passphrase)
      keys.set(gate, createHmac('sha256', options.secret).update(`gate-session\0${gate}\0${passphrase}`).digest())
  }
  const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest()

  return {
    issue(gate) {
      const key = keys.get(gate)
      if (!key) throw new Error(`gate ${gate} has no passphrase`)
      const payload = `v1.${gate}.${Math.floor(options.now() / 1000)}.${randomBytes(12).toString('base64url')}`
      return `${payload}.${mac(key, payload).toString('base64url')}`
    },
    verify(gate, token) {
      const key = keys.get(gate)
      if (!key || !token || token.length > 200) return false
      const parts = token.split('.')
      if (parts.length !== 5) return false
      const [version, tokenGate, issued = '', nonce = '', signature = ''] = parts
      if (version !== 'v1' || tokenGate !== gate || !/^\d{1,12}$/.test(issued) || !/^[\w-]{16}$/.test(nonce)) {
        return false
      }
      const given = Buffer.from(signature, 'base64url')
      const expected = mac(key, parts.slice(0, 4).join('.'))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
      const ageSeconds = options.now() / 1000 - Number(issued)
      return ageSeconds >= -FUTURE_SKEW_SECONDS && ageSeconds <= options.maxAgeMs / 1000
    },
  }
}

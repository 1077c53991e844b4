import { randomBytes } from 'node:crypto'
import { signToken, verifyToken } from './tokens'

/**
 * Gate session tokens: one per login, signed (server/tokens.ts) over `v1.<gate>.<issued-at seconds>.<nonce>`
 * for a purpose that names the gate's current passphrase, so changing the signing secret or the passphrase
 * ends every session; the server checks the issue time against the maximum age (GATE_SESSION_HOURS),
 * whatever the browser keeps.
 */
export type GateSessions = {
  issue(gate: string): Promise<string>
  /** Whether `token` is a session of `gate` issued within the maximum age under the current secret and passphrase. */
  verify(gate: string, token: string | undefined): Promise<boolean>
}

/** A little leeway for clocks of several instances that disagree by a few seconds. */
const FUTURE_SKEW_SECONDS = 60

export function createGateSessions(options: {
  /** The site's signing secret (read only when a token is issued or presented). */
  secret: () => Promise<string>
  passphrases: Record<string, string | undefined>
  maxAgeMs: number
  now: () => number
}): GateSessions {
  const purpose = (gate: string) => {
    const passphrase = options.passphrases[gate]
    return passphrase ? `gate-session\0${gate}\0${passphrase}` : undefined
  }
  return {
    async issue(gate) {
      const forGate = purpose(gate)
      if (!forGate) throw new Error(`gate ${gate} has no passphrase`)
      const value = `v1.${gate}.${Math.floor(options.now() / 1000)}.${randomBytes(12).toString('base64url')}`
      return signToken(await options.secret(), forGate, value)
    },
    async verify(gate, token) {
      const forGate = purpose(gate)
      if (!forGate || !token) return false
      const value = verifyToken(await options.secret(), forGate, token)
      const [version, tokenGate, issued = '', nonce = '', ...rest] = value?.split('.') ?? []
      if (version !== 'v1' || tokenGate !== gate || !/^\d{1,12}$/.test(issued) || !/^[\w-]{16}$/.test(nonce))
        return false
      if (rest.length > 0) return false
      const ageSeconds = options.now() / 1000 - Number(issued)
      return ageSeconds >= -FUTURE_SKEW_SECONDS && ageSeconds <= options.maxAgeMs / 1000
    },
  }
}

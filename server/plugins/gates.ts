import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { type PageRoute, pageRoutes } from '../../data/routes'
import type { GateState } from '../../renderer/types'
import type { ServerContext } from '../context'
import type { PageRenderer } from './pages'

type GateName = NonNullable<PageRoute['gate']>

/** Largest accepted form body: a passphrase field fits many times over. */
export const GATE_BODY_LIMIT = 1024
/** Wrong (or any) attempts per visitor and gate before the gate answers 429. */
export const GATE_ATTEMPTS = { max: 10, timeWindow: '10 minutes' } as const

const bodySchema = z.object({ passphrase: z.string().max(256) }).strict()

/** Case-sensitive, constant-time comparison: both sides are hashed first so not even their length leaks. */
export function passphraseMatches(given: string, expected: string | undefined): boolean {
  if (!expected) return false
  const a = createHash('sha256').update(given, 'utf8').digest()
  const b = createHash('sha256').update(expected, 'utf8').digest()
  return timingSafeEqual(a, b)
}

export const gateCookieName = (gate: GateName) => `op_gate_${gate}`

/**
 * The session cookie's value: bound to the gate and its current passphrase (so changing the passphrase
 * ends every session), keyed by the secret so it reveals nothing about the passphrase.
 */
function gateToken(secret: string, gate: GateName, passphrase: string): string {
  return createHmac('sha256', secret).update(`gate:${gate}:${passphrase}`).digest('base64url')
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))

class RateLimitedError extends Error {
  readonly statusCode = 429
  constructor(readonly retryAfterSeconds: number) {
    super('Zu viele Versuche')
  }
}

function rejectionMessage(error: FastifyError, statusCode: number): string {
  if (statusCode === 413) return `Die Anfrage ist zu groß (höchstens ${GATE_BODY_LIMIT} Bytes).`
  if (statusCode === 415) return 'Erwartet werden Formulardaten (application/x-www-form-urlencoded).'
  return error.message
}

/**
 * Password gates (jury, scouts), enforced here: the gated content is rendered only for a visitor who
 * holds the signed session cookie set after posting the right passphrase. The passphrases come from the
 * environment and never reach the browser.
 */
export async function registerGates({ app, config }: ServerContext, renderer: PageRenderer) {
  const gated = pageRoutes.filter((route): route is PageRoute & { gate: GateName } => route.gate !== undefined)
  const passphrases: Record<GateName, string | undefined> = {
    jury: config.JURY_PASSPHRASE,
    scouts: config.SCOUTS_PASSPHRASE,
  }
  // Without COOKIE_SECRET, sessions last as long as this process (config.ts warns about it at start).
  const secret = config.COOKIE_SECRET ?? randomBytes(32).toString('hex')

  await app.register(async (scope) => {
    // Only form posts: no JSON or text bodies on these routes (they answer 415).
    scope.removeAllContentTypeParsers()
    await scope.register(formbody, { bodyLimit: GATE_BODY_LIMIT })
    await scope.register(cookie, { secret })

    const render = (request: FastifyRequest, reply: FastifyReply, path: string, gate: GateState, statusCode?: number) =>
      renderer.render(request, reply, path, { gate, ...(statusCode ? { statusCode } : {}) })

    scope.setErrorHandler(async (error: FastifyError | RateLimitedError, request, reply) => {
      const path = request.routeOptions.url ?? '/'
      const route = gated.find((r) => r.path === path)
      if (error instanceof RateLimitedError && route) {
        request.log.warn({ gate: route.gate }, 'gate: too many attempts')
        reply.header('retry-after', String(error.retryAfterSeconds))
        return render(request, reply, path, { name: route.gate, unlocked: false, error: 'rate-limited' }, 429)
      }
      const statusCode = 'statusCode' in error && error.statusCode ? error.statusCode : 500
      if (statusCode < 400 || statusCode >= 500) throw error
      request.log.info({ code: (error as FastifyError).code, reason: error.message }, 'gate: request rejected')
      return reply
        .code(statusCode)
        .header('cache-control', 'no-store')
        .send({
          statusCode,
          error:
            statusCode === 413 ? 'Payload Too Large' : statusCode === 415 ? 'Unsupported Media Type' : 'Bad Request',
          message: rejectionMessage(error as FastifyError, statusCode),
        })
    })

    for (const { path, gate } of gated) {
      const cookieName = gateCookieName(gate)
      const cookieOptions = {
        path,
        httpOnly: true,
        sameSite: 'lax' as const,
        secure: config.isProduction,
        signed: true,
      }

      const hasSession = (request: FastifyRequest) => {
        const passphrase = passphrases[gate]
        const raw = request.cookies[cookieName]
        if (!passphrase || !raw) return false
        const { valid, value } = request.unsignCookie(raw)
        return valid && value !== null && sameText(value, gateToken(secret, gate, passphrase))
      }

      scope.get(path, async (request, reply) => {
        const unlocked = hasSession(request)
        // A cookie that does not verify (tampered, old secret or passphrase) is dropped.
        if (!unlocked && request.cookies[cookieName]) reply.clearCookie(cookieName, cookieOptions)
        return render(request, reply, path, { name: gate, unlocked })
      })

      scope.post(
        path,
        {
          bodyLimit: GATE_BODY_LIMIT,
          config: {
            rateLimit: {
              ...GATE_ATTEMPTS,
              errorResponseBuilder: (_request, context) => new RateLimitedError(Math.ceil(context.ttl / 1000)),
            },
          },
        },
        async (request, reply) => {
          const parsed = bodySchema.safeParse(request.body ?? {})
          if (!parsed.success) {
            request.log.info({ gate }, 'gate: malformed form body')
            return reply.code(400).header('cache-control', 'no-store').send({
              statusCode: 400,
              error: 'Bad Request',
              message: 'Erwartet wird genau ein Formularfeld „passphrase“ (höchstens 256 Zeichen).',
            })
          }
          const passphrase = passphrases[gate]
          if (!passphrase || !passphraseMatches(parsed.data.passphrase, passphrase)) {
            request.log.info({ gate }, 'gate: wrong passphrase')
            return render(request, reply, path, { name: gate, unlocked: false, error: 'wrong' }, 401)
          }
          request.log.info({ gate }, 'gate: unlocked')
          reply.setCookie(cookieName, gateToken(secret, gate, passphrase), cookieOptions)
          return reply.header('cache-control', 'private, no-store').redirect(path, 303)
        },
      )
    }
  })
}

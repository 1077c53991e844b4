import { createHash, timingSafeEqual } from 'node:crypto'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { type GateName, type GateState, gateNames, gates } from '../../data/gates'
import type { ServerContext } from '../context'
import type { DataAccess } from '../data'
import { errorBody } from '../error-body'
import { createGateSessions } from '../gate-session'
import type { PageRenderer } from '../page-renderer'
import { clientKey } from '../rate-limits'

/** Largest accepted form body: a passphrase field fits many times over. */
const GATE_BODY_LIMIT = 1024
/** Failed attempts per client address and gate within the window; after them the gate answers 429. */
const GATE_ATTEMPTS = { name: 'gate-failures', points: 10, seconds: 600 }
/**
 * Failed attempts per gate from all clients together within the window. Past it every attempt on that
 * gate is answered only after GATE_SLOWDOWN_MS (served by a timer, the event loop stays free) and one
 * warning is logged per window: guessing from many networks at once stays slow, and a correct passphrase
 * still gets in.
 */
const GATE_BUDGET = { name: 'gate-budget', points: 100, seconds: 600 }
export const GATE_SLOWDOWN_MS = 2000

const bodySchema = z.object({ passphrase: z.string().max(256) }).strict()

/** Case-sensitive, constant-time comparison: both sides are hashed first so not even their length leaks. */
function passphraseMatches(given: string, expected: string | undefined): boolean {
  if (!expected) return false
  const a = createHash('sha256').update(given, 'utf8').digest()
  const b = createHash('sha256').update(expected, 'utf8').digest()
  return timingSafeEqual(a, b)
}

/** Fixed texts: error bodies never echo what the client sent. */
function rejectionMessage(statusCode: number): string {
  if (statusCode === 413) return `Die Anfrage ist zu groß (höchstens ${GATE_BODY_LIMIT} Bytes).`
  if (statusCode === 415) return 'Erwartet werden Formulardaten (application/x-www-form-urlencoded).'
  return 'Die Anfrage ist ungültig: erwartet wird das Passwort-Formular.'
}

/**
 * Password gates (the table in data/gates.ts), enforced here: the gated content is rendered only for a
 * visitor who holds a valid session cookie, set after posting the right passphrase. The passphrases come
 * from the environment and never reach the browser. Only failed attempts count towards the limit, per
 * client address (as TRUST_PROXY resolves it) and gate.
 */
export async function registerGates(
  { app, config, clock, limits, routes }: ServerContext,
  renderer: PageRenderer,
  data: Pick<DataAccess, 'secret'>,
  options: { slowdownMs?: number } = {},
) {
  const passphrases = Object.fromEntries(
    gateNames.map((gate) => [gate, config[gates[gate].passphraseSetting]]),
  ) as Record<GateName, string | undefined>
  const sessions = createGateSessions({
    secret: data.secret,
    passphrases,
    maxAgeMs: config.GATE_SESSION_HOURS * 3_600_000,
    // Session ages go by real time: PREVIEW_AT moves what pages show, never how long a login lasts.
    now: clock.realNow,
  })
  const failures = limits.limiter(GATE_ATTEMPTS)
  const budget = limits.limiter(GATE_BUDGET)
  const slowdownMs = options.slowdownMs ?? GATE_SLOWDOWN_MS
  /** Per gate: the end of the window for which its over-budget warning was logged. */
  const warnedUntil = new Map<GateName, number>()

  await app.register(async (scope) => {
    // Only form posts: no JSON or text bodies on these routes (they answer 415).
    scope.removeAllContentTypeParsers()
    await scope.register(formbody, { bodyLimit: GATE_BODY_LIMIT })
    await scope.register(cookie)

    const render = (request: FastifyRequest, reply: FastifyReply, path: string, gate: GateState, statusCode?: number) =>
      renderer.render(request, reply, path, { gate, ...(statusCode ? { statusCode } : {}) })

    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
      if (statusCode >= 500) throw error
      request.log.info({ code: error.code, reason: error.message }, 'gate: request rejected')
      return reply
        .code(statusCode)
        .header('cache-control', 'no-store')
        .send(errorBody(statusCode, rejectionMessage(statusCode)))
    })

    // The gated pages: each names its gate in its folder's +config.ts (`gate`), so the manifest lists it.
    for (const { path, gate } of routes.pages) {
      if (!gate) continue
      const { cookie: cookieName } = gates[gate]
      // A session cookie (no Max-Age): the browser drops it when it closes; the server ends it after
      // GATE_SESSION_HOURS at the latest.
      const cookieOptions = {
        path,
        httpOnly: true,
        sameSite: 'lax' as const,
        secure: config.isProduction,
      }

      scope.get(path, async (request, reply) => {
        const unlocked = await sessions.verify(gate, request.cookies[cookieName])
        // A cookie that does not verify (tampered, expired, old secret or passphrase) is dropped.
        if (!unlocked && request.cookies[cookieName] !== undefined) reply.clearCookie(cookieName, cookieOptions)
        return render(request, reply, path, { name: gate, unlocked })
      })

      scope.post(path, { bodyLimit: GATE_BODY_LIMIT }, async (request, reply) => {
        const key = `${gate}|${clientKey(request)}`
        const blockedFor = await failures.blockedFor(key)
        if (blockedFor > 0) {
          request.log.info({ gate }, 'gate: too many failed attempts from this network')
          reply.header('retry-after', String(blockedFor))
          return render(request, reply, path, { name: gate, unlocked: false, error: 'rate-limited' }, 429)
        }
        const overBudget = await budget.blockedFor(gate)
        if (overBudget > 0) {
          const now = clock.realNow()
          if ((warnedUntil.get(gate) ?? 0) <= now) {
            warnedUntil.set(gate, now + overBudget * 1000)
            request.log.warn(
              { gate, budget: GATE_BUDGET.points, windowSeconds: GATE_BUDGET.seconds },
              'gate: failed attempts from all clients exceed the budget; answers are slowed down',
            )
          }
          await new Promise((resolve) => setTimeout(resolve, slowdownMs))
        }
        const parsed = bodySchema.safeParse(request.body ?? {})
        if (!parsed.success) {
          request.log.info({ gate }, 'gate: malformed form body')
          return reply
            .code(400)
            .header('cache-control', 'no-store')
            .send(
              errorBody(
                400,
                'Erwartet wird genau ein Formularfeld „passphrase“ (höchstens 256 Zeichen).',
                'passphrase',
              ),
            )
        }
        const passphrase = passphrases[gate]
        if (!passphrase || !passphraseMatches(parsed.data.passphrase, passphrase)) {
          await Promise.all([failures.hit(key), budget.hit(gate)])
          request.log.info({ gate }, 'gate: wrong passphrase')
          return render(request, reply, path, { name: gate, unlocked: false, error: 'wrong' }, 401)
        }
        request.log.info({ gate }, 'gate: unlocked')
        reply.setCookie(cookieName, await sessions.issue(gate), cookieOptions)
        return reply.header('cache-control', 'private, no-store').redirect(path, 303)
      })
    }
  })
}

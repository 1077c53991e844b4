import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ConfirmationState, SignUpRole } from '../../data/signup'
import type { ServerContext } from '../context'
import type { DataAccess } from '../data'
import { type ConfirmationPurpose, peekConfirmation, useConfirmation } from '../db/confirmations'
import type { Queryable } from '../db/database'
import type { PageRenderer } from '../page-renderer'

/** The page behind every confirmation link. */
export const CONFIRMATION_PAGE = '/early-access/bestaetigung'

/**
 * What confirming did: what to do with the answer once the transaction has committed (`after`: set a cookie; the
 * embedded database runs one statement at a time, so nothing outside the transaction may wait inside it), and the
 * role of a confirmed sign-up (the page then shows that role's next steps).
 */
type ConfirmationOutcome = { after?: (reply: FastifyReply) => Promise<void>; role?: SignUpRole }

/** What confirming does for each kind of link, inside the transaction that uses the token. */
export type ConfirmationHandlers = Record<
  ConfirmationPurpose,
  (tx: Queryable, subject: string, now: Date) => Promise<ConfirmationOutcome>
>

/** Fastify logs the URL of every request: the token in a link's query stays out of the log. */
const redacted = (request: FastifyRequest) => ({ method: request.method, url: request.url.split('?')[0] })

/**
 * Confirmation links with opaque, single-use tokens (server/db/confirmations.ts). GET (and HEAD) only
 * shows a page with a button – mail scanners and link previews open links – and POST confirms: the
 * token is used and the purpose's handler runs in one transaction.
 */
export async function registerConfirmations(
  { app, clock }: ServerContext,
  renderer: PageRenderer,
  data: DataAccess,
  handlers: ConfirmationHandlers,
) {
  const show = (request: FastifyRequest, reply: FastifyReply, confirmation: ConfirmationState, role?: SignUpRole) =>
    renderer.render(request, reply, CONFIRMATION_PAGE, {
      confirmation,
      ...(role ? { role } : {}),
      ...(confirmation.status === 'ready' || confirmation.status === 'confirmed' ? {} : { statusCode: 400 }),
    })

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 1024 })
    // A voter's link sets the voter cookie of the browser that confirms.
    await scope.register(cookie)
    const routeOptions = { logSerializers: { req: redacted } }

    const open = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = (request.query as Record<string, unknown>).token
      const db = await data.db()
      const state = await peekConfirmation(db, token, new Date(clock.realNow()))
      request.log.info({ state: state.status }, 'confirmation link opened')
      if (state.status === 'valid' && state.purpose)
        return show(request, reply, { purpose: state.purpose, status: 'ready' })
      return show(request, reply, {
        purpose: state.purpose ?? 'signup',
        status: state.status === 'used' ? 'confirmed' : state.status === 'expired' ? 'expired' : 'invalid',
      })
    }
    scope.get('/api/confirm', routeOptions, open)
    // Links mailed before confirmation links were generic.
    scope.get('/api/early-access/confirm', routeOptions, open)

    const confirm = async (request: FastifyRequest, reply: FastifyReply) => {
      // The page's button posts to the link it was opened from: the token is in the query (a body may carry it too).
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
      const token = body.token ?? (request.query as Record<string, unknown>).token
      const now = new Date(clock.realNow())
      const db = await data.db()
      const { check: result, outcome } = await db.transaction(async (tx) => {
        const check = await useConfirmation(tx, token, now)
        const done = check.ok && !check.alreadyUsed ? await handlers[check.purpose](tx, check.subject, now) : {}
        return { check, outcome: done }
      })
      await outcome.after?.(reply)
      request.log.info(
        { ok: result.ok, ...(result.ok ? { purpose: result.purpose } : { reason: result.reason }) },
        'confirmation',
      )
      if (result.ok) return show(request, reply, { purpose: result.purpose, status: 'confirmed' }, outcome.role)
      return show(request, reply, { purpose: 'signup', status: result.reason })
    }
    scope.post('/api/confirm', routeOptions, confirm)
    scope.post('/api/early-access/confirm', routeOptions, confirm)
  })
}

import formbody from '@fastify/formbody'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  consentVersions,
  type SignUpField,
  signUpMessages,
  signUpRoleOf,
  signUpSchema,
  signUpTags,
} from '../../data/signup'
import { mailServiceNamed, mailServiceOf } from '../../lib/email'
import type { RouteTable } from '../../lib/routes'
import type { ServerContext } from '../context'
import type { DataAccess } from '../data'
import { addSignUp } from '../db/signups'
import { errorBody } from '../error-body'
import type { MailSender } from '../mail-sender'
import type { PageRenderer } from '../page-renderer'
import { limitRequests } from '../rate-limits'
import { queueSignUpConfirmation } from '../signup-confirmation'

/** Sign-ups per client address before the endpoint answers 429. */
const SIGN_UP_LIMIT = { name: 'sign-up', points: 10, seconds: 600 }
const SIGN_UP_BODY_LIMIT = 2048
/** Where a sign-up form without a (valid) page of origin is shown again. */
const DEFAULT_FORM_PAGE = '/early-access'
/** The thanks after a sign-up without JavaScript (with it, the form thanks in place). */
const THANK_YOU = '/thank-you'

/** JSON for fetch from the enhancer (it sends accept: application/json); HTML form posts get pages. */
export const wantsJson = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes('application/json') ||
  String(request.headers['content-type'] ?? '').startsWith('application/json')

/** The page the form was on, if it is a public page of ours (never a gate, never another host). */
function formPage(routes: RouteTable, from: unknown): string {
  if (typeof from !== 'string') return DEFAULT_FORM_PAGE
  const route = routes.findPage(from)
  return route && !route.gate ? route.path : DEFAULT_FORM_PAGE
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 254) : '')

/**
 * Early-access sign-up with double opt-in: POST stores the address as pending and queues a mail with a
 * confirmation link (server/plugins/confirmations.ts confirms it). The same address twice is one row and
 * the same answer.
 */
export async function registerEarlyAccess(
  { app, config, clock, limits, routes }: ServerContext,
  renderer: PageRenderer,
  data: DataAccess,
  mail: { sender: MailSender; hourlyBudget: number },
) {
  let budgetWarnedAt = Number.NEGATIVE_INFINITY
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: SIGN_UP_BODY_LIMIT })

    const reject = (
      request: FastifyRequest,
      reply: FastifyReply,
      body: Record<string, unknown>,
      field: SignUpField,
      message: string,
    ) => {
      reply.header('cache-control', 'no-store')
      if (wantsJson(request)) return reply.code(400).send(errorBody(400, message, field))
      // Without JavaScript: the same page again, with the message at the field and the visitor's input kept.
      const tag = signUpTags.find((t) => t === body.tag) ?? 'early_access_hero'
      return renderer.render(request, reply, formPage(routes, body.from), {
        statusCode: 400,
        signUp: { tag, error: { field, message }, values: { email: text(body.email), role: text(body.role) } },
      })
    }

    scope.post(
      '/api/early-access',
      {
        bodyLimit: SIGN_UP_BODY_LIMIT,
        preHandler: limitRequests(limits.limiter(SIGN_UP_LIMIT), signUpMessages.rateLimited),
      },
      async (request, reply) => {
        const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
        const parsed = signUpSchema.safeParse(body)
        if (!parsed.success) {
          // One message: the first field in the form's order.
          const order: SignUpField[] = ['email', 'role', 'tag']
          const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
          const field = order.find((name) => fields.has(name)) ?? 'email'
          const message = parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? signUpMessages.email
          request.log.info({ field }, 'early access: rejected input')
          return reject(request, reply, body, field, message)
        }
        const { email, role, tag, website } = parsed.data
        // The honeypot: people never see it; a bot that fills it gets the normal answer and nothing is stored.
        if (website) {
          request.log.info('early access: honeypot filled, ignored')
        } else {
          const now = new Date(clock.realNow())
          // The privacy note and the mail of the launch stage the site shows (PREVIEW_AT applied).
          const stage = clock.state().state.launch
          const db = await data.db()
          // The sign-up and its mail are stored together; the relay is never waited for, so the answer is
          // the same, and as fast, for a new, a pending and a confirmed address.
          const result = await db.transaction(async (tx) => {
            const stored = await addSignUp(tx, { email, role, tag, consentVersion: consentVersions[stage] })
            if (!stored.pending) return { ...stored, mail: 'none' as const }
            const outcome = await queueSignUpConfirmation(tx, stored.email, {
              now,
              siteUrl: config.SITE_URL,
              hourlyBudget: mail.hourlyBudget,
              stage,
            })
            return { ...stored, mail: outcome }
          })
          if (result.mail === 'queued') mail.sender.wake()
          if (result.mail === 'over-budget' && clock.realNow() - budgetWarnedAt > 3_600_000) {
            budgetWarnedAt = clock.realNow()
            request.log.warn(
              { budget: mail.hourlyBudget },
              'hourly mail budget spent: confirmation mails are not queued',
            )
          }
          request.log.info({ tag, role, created: result.created, mail: result.mail }, 'early access: sign-up')
        }
        reply.header('cache-control', 'no-store')
        if (wantsJson(request)) return reply.code(202).send({ ok: true })
        // The thanks name the next steps of the role given and lead with the inbox of the address's mail service
        // where it is one of the five they link to (the service, never the address; a honeypot's answer looks the same).
        const service = mailServiceOf(email)
        return reply.redirect(`${THANK_YOU}?als=${role}${service ? `&postfach=${service}` : ''}`, 303)
      },
    )

    // The thanks after a sign-up without JavaScript: with a known role (`?als=angel`) its steps, otherwise (opened
    // directly, an unknown role) the steps for everyone; with a known mail service (`&postfach=gmx`) its inbox first.
    scope.get(THANK_YOU, (request, reply) => {
      const query = request.query as Record<string, unknown>
      const role = signUpRoleOf(query.als)
      const mailService = mailServiceNamed(query.postfach)
      return renderer.render(request, reply, THANK_YOU, {
        ...(role ? { role } : {}),
        ...(mailService ? { mailService } : {}),
      })
    })
  })
}

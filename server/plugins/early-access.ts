import formbody from '@fastify/formbody'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  CONSENT_VERSION,
  confirmMail,
  type SignUpField,
  signUpMessages,
  signUpSchema,
  signUpTags,
} from '../../data/signup'
import { findPageRoute } from '../../pages/routes'
import type { ServerContext } from '../context'
import type { DataAccess } from '../data'
import { addSignUp, confirmSignUp } from '../db/signups'
import type { Mailer } from '../mail'
import type { PageRenderer } from '../page-renderer'
import { limitRequests } from '../rate-limits'
import { CONFIRM_LINK_HOURS, checkConfirmToken, confirmToken } from '../tokens'

/** Sign-ups per client address before the endpoint answers 429. */
const SIGN_UP_LIMIT = { name: 'sign-up', points: 10, seconds: 600 }
export const SIGN_UP_BODY_LIMIT = 2048
/** Where a sign-up form without a (valid) page of origin is shown again. */
const DEFAULT_FORM_PAGE = '/early-access'
export const CONFIRMATION_PAGE = '/early-access/bestaetigung'

/** JSON for fetch from the enhancer (it sends accept: application/json); HTML form posts get pages. */
export const wantsJson = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes('application/json') ||
  String(request.headers['content-type'] ?? '').startsWith('application/json')

/** The page the form was on, if it is a public page of ours (never a gate, never another host). */
function formPage(from: unknown): string {
  if (typeof from !== 'string') return DEFAULT_FORM_PAGE
  const route = findPageRoute(from)
  return route && !route.gate ? route.path : DEFAULT_FORM_PAGE
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 254) : '')

/**
 * Early-access sign-up with double opt-in: POST stores the address as pending and mails a signed,
 * expiring link; GET …/confirm confirms it. The same address twice is one row and the same answer.
 */
export async function registerEarlyAccess(
  { app, config, clock, limits }: ServerContext,
  renderer: PageRenderer,
  data: DataAccess,
  mailer: Mailer,
) {
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
      if (wantsJson(request)) return reply.code(400).send({ error: 'invalid', field, message })
      // Without JavaScript: the same page again, with the message at the field and the visitor's input kept.
      const tag = signUpTags.find((t) => t === body.tag) ?? 'early_access_hero'
      return renderer.render(request, reply, formPage(body.from), {
        statusCode: 400,
        signUp: { tag, error: { field, message }, values: { email: text(body.email), role: text(body.role) } },
      })
    }

    scope.post(
      '/api/early-access',
      {
        bodyLimit: SIGN_UP_BODY_LIMIT,
        preHandler: limitRequests(limits.limiter(SIGN_UP_LIMIT), (retryAfter) => ({
          statusCode: 429,
          error: 'rate-limited',
          message: signUpMessages.rateLimited,
          retryAfter,
        })),
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
          const db = await data.db()
          const result = await addSignUp(db, { email, role, tag, consentVersion: CONSENT_VERSION })
          if (result.pending) {
            const token = confirmToken(await data.secret(), email.toLowerCase(), clock.now())
            const link = `${config.SITE_URL}/api/early-access/confirm?token=${token}`
            try {
              await mailer.send({
                to: email,
                subject: confirmMail.subject,
                text: confirmMail.text(link, CONFIRM_LINK_HOURS),
              })
            } catch (error) {
              request.log.error({ err: error }, 'early access: confirmation mail failed')
            }
          }
          request.log.info({ tag, role, created: result.created }, 'early access: sign-up')
        }
        reply.header('cache-control', 'no-store')
        if (wantsJson(request)) return reply.code(202).send({ ok: true })
        return reply.redirect('/thank-you', 303)
      },
    )

    scope.get('/api/early-access/confirm', async (request, reply) => {
      const token = (request.query as Record<string, unknown>).token
      const check = checkConfirmToken(await data.secret(), token, clock.now())
      let status: 'confirmed' | 'expired' | 'invalid' = check.ok ? 'confirmed' : check.reason
      // An address erased in the meantime is not brought back.
      if (check.ok && !(await confirmSignUp(await data.db(), check.email))) status = 'invalid'
      request.log.info({ status }, 'early access: confirmation link')
      return renderer.render(request, reply, CONFIRMATION_PAGE, {
        confirmation: status,
        ...(status === 'confirmed' ? {} : { statusCode: 400 }),
      })
    })
  })
}

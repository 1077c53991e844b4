import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { CONFIRM_LINK_HOURS } from '../../data/retention'
import { votingOpen } from '../../data/timeline'
import { votingClosedMessage, votingStartups } from '../../data/voting'
import { voterMail, votingRule } from '../../data/voting-rule'
import { isDisposableEmail, mailboxKey, normaliseEmail } from '../../lib/email'
import { shownCounts } from '../../lib/ranking'
import type { ServerContext } from '../context'
import type { DataAccess } from '../data'
import { createConfirmation } from '../db/confirmations'
import type { Queryable } from '../db/database'
import { queueMail } from '../db/outbox'
import {
  castPendingVote,
  castVote,
  claimMailbox,
  heartsOf,
  verifySession,
  voteCount,
  voteCounts,
  voterSession,
} from '../db/votes'
import { errorBody } from '../error-body'
import type { MailSender } from '../mail-sender'
import type { PageRenderer } from '../page-renderer'
import { limitRequests } from '../rate-limits'
import { newVoter, voterCookieValue, voterFromCookie } from '../tokens'
import { auditOf, auditSalt } from '../vote-audit'
import { CONFIRMATION_PAGE } from './confirmations'
import { wantsJson } from './early-access'

const VOTING_PAGE = '/wildcard-voting'
const VOTER_COOKIE = 'op_voter'
/** Hearts per client network and minute (generous: shared networks at events). */
const VOTE_LIMIT = { name: 'votes', points: 120, seconds: 60 }
/** Voter addresses per client network and ten minutes. */
const VOTER_LIMIT = { name: 'voter-addresses', points: 10, seconds: 600 }
/** How long an instance reuses the counts it read: the page shows counts at most this old. */
const COUNTS_TTL_MS = 2000

const ids = new Set(votingStartups.map((startup) => startup.id))

const bodySchema = z.object({ intent: z.enum(['add', 'remove', 'toggle']).default('toggle') })
const emailSchema = z
  .string({ error: votingRule.messages.email })
  .trim()
  .max(254, { error: votingRule.messages.email })
  .pipe(z.email({ error: votingRule.messages.email }))
  .refine((email) => !isDisposableEmail(email), { error: votingRule.messages.disposable })

/**
 * Counts as shown (lib/ranking.ts), read at most every COUNTS_TTL_MS per instance with one query in
 * flight; an instance's own votes update its copy at once. When the database fails, the last counts
 * stay on the page. The page reads them through `pageContext.services.votes` (pages/wildcard-voting/+data.ts).
 */
export class VoteTally {
  #fromDb: Record<string, number> = {}
  #readAt = Number.NEGATIVE_INFINITY
  #reading: Promise<Record<string, number>> | undefined
  /** The last read failed: an outage is under way (reported once, when it starts). */
  #failing = false

  constructor(
    private readonly read: () => Promise<Record<string, number>>,
    private readonly now: () => number,
    /** Called when an outage starts: once per outage, not once per request. */
    private readonly onOutage: (error: unknown) => void,
  ) {}

  async counts(): Promise<Record<string, number>> {
    if (this.now() - this.#readAt < COUNTS_TTL_MS) return shownCounts(votingStartups, this.#fromDb)
    this.#reading ??= this.read()
      .then((fromDb) => {
        this.#fromDb = fromDb
        this.#readAt = this.now()
        this.#failing = false
        return fromDb
      })
      .catch((error: unknown) => {
        if (!this.#failing) this.onOutage(error)
        this.#failing = true
        // Try again after the usual interval, showing what was read last meanwhile.
        this.#readAt = this.now()
        return this.#fromDb
      })
      .finally(() => {
        this.#reading = undefined
      })
    return shownCounts(votingStartups, await this.#reading)
  }

  /** Read again on the next request: a voter's confirmation just made their waiting hearts count. */
  stale(): void {
    this.#readAt = Number.NEGATIVE_INFINITY
  }

  /** The database count of one startup, just read after a vote. */
  update(id: string, fromDb: number): Record<string, number> {
    this.#fromDb = { ...this.#fromDb, [id]: fromDb }
    return shownCounts(votingStartups, this.#fromDb)
  }
}

/** The vote counts of this instance: given to the page renderer (services.votes) and to registerVotes. */
export function createVoteTally({ app, clock }: ServerContext, data: DataAccess): VoteTally {
  return new VoteTally(
    async () => voteCounts(await data.db()),
    clock.realNow,
    (error) => app.log.error({ err: error }, 'vote counts unavailable: showing the last counts'),
  )
}

/**
 * The wildcard vote. A heart counts only from a verified person: the first heart of a browser waits
 * (pending) until its owner confirms an e-mail address with the link we mail; from then on that
 * browser's hearts count at once. One vote per mailbox and startup. Each vote keeps salted hashes of
 * network and browser for the audit. The ranking page is the same for everyone (its +data.ts reads the
 * tally's counts; the page is cached briefly); a visitor's own hearts come from GET /api/votes/mine.
 */
export async function registerVotes(
  { app, config, clock, limits }: ServerContext,
  renderer: PageRenderer,
  data: DataAccess,
  mail: { sender: MailSender; hourlyBudget: number },
  tally: VoteTally,
) {
  let salt: Promise<string> | undefined
  const audit = async (db: Queryable, request: FastifyRequest) => {
    salt ??= auditSalt(db).catch((error: unknown) => {
      salt = undefined
      throw error
    })
    return auditOf(await salt, request.ip, request.headers['user-agent'])
  }
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
    maxAge: 60 * 60 * 24 * 60,
  }

  await app.register(async (scope) => {
    await scope.register(cookie)
    await scope.register(formbody, { bodyLimit: 512 })

    const sessionOf = async (request: FastifyRequest, reply: FastifyReply, create: boolean) => {
      const secret = await data.secret()
      const id = voterFromCookie(secret, request.cookies[VOTER_COOKIE])
      if (id || !create) return id
      const fresh = newVoter(secret)
      reply.setCookie(VOTER_COOKIE, fresh.cookie, cookieOptions)
      return fresh.id
    }

    const closed = (request: FastifyRequest, reply: FastifyReply) => {
      const message = votingClosedMessage(clock.state().state.spotlight)
      reply.header('cache-control', 'no-store')
      if (wantsJson(request)) return reply.code(409).send(errorBody(409, message))
      return renderer.render(request, reply, VOTING_PAGE, { statusCode: 409 })
    }

    scope.get('/api/votes/mine', async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const id = await sessionOf(request, reply, false)
      if (!id) return { verified: false, needsEmail: true, mine: [], pending: [] }
      const db = await data.db()
      const session = await voterSession(db, id)
      // With the counts: the shared page may be up to COUNTS_TTL_MS old, and a heart that just started to count
      // (its owner confirmed the address) must not stand pressed beside a count without it.
      return {
        verified: session.verified,
        needsEmail: !session.mailbox,
        ...(await heartsOf(db, session)),
        counts: await tally.counts(),
      }
    })

    scope.post<{ Params: { startupId: string } }>(
      '/api/votes/:startupId',
      { bodyLimit: 256, preHandler: limitRequests(limits.limiter(VOTE_LIMIT)) },
      async (request, reply) => {
        const { startupId } = request.params
        reply.header('cache-control', 'no-store')
        if (!ids.has(startupId)) {
          return reply.code(404).send(errorBody(404, 'Dieses Startup nimmt nicht am Wildcard-Voting teil.'))
        }
        const parsed = bodySchema.safeParse(request.body ?? {})
        if (!parsed.success) {
          return reply.code(400).send(errorBody(400, 'Erwartet wird „add“, „remove“ oder „toggle“.', 'intent'))
        }
        if (!votingOpen(clock.state().state)) return closed(request, reply)

        const id = (await sessionOf(request, reply, true)) as string
        const db = await data.db()
        const trail = await audit(db, request)
        const { session, voted } = await db.transaction(async (tx) => {
          const current = await voterSession(tx, id)
          const cast = current.verified && current.mailbox ? castVote : castPendingVote
          const key = current.verified && current.mailbox ? current.mailbox : id
          return { session: current, voted: await cast(tx, startupId, key, parsed.data.intent, trail) }
        })
        const counts = tally.update(startupId, await voteCount(db, startupId))
        const pending = !session.verified
        request.log.info({ startupId, voted, pending }, 'vote')
        if (wantsJson(request)) {
          return reply.code(pending ? 202 : 200).send({
            ok: true,
            startupId,
            voted,
            pending,
            needsEmail: !session.mailbox,
            votes: counts[startupId],
            counts,
          })
        }
        return reply.redirect(pending ? `${VOTING_PAGE}#${votingRule.id}` : `${VOTING_PAGE}#startup-${startupId}`, 303)
      },
    )

    scope.post(
      '/api/voters',
      { bodyLimit: 512, preHandler: limitRequests(limits.limiter(VOTER_LIMIT)) },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
        const parsed = emailSchema.safeParse(body.email)
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? votingRule.messages.email
          if (wantsJson(request)) return reply.code(400).send(errorBody(400, message, 'email'))
          return renderer.render(request, reply, CONFIRMATION_PAGE, {
            confirmation: { purpose: 'voter', status: 'refused' },
            statusCode: 400,
          })
        }
        if (!votingOpen(clock.state().state)) return closed(request, reply)
        const email = normaliseEmail(parsed.data)
        const id = (await sessionOf(request, reply, true)) as string
        const now = new Date(clock.realNow())
        const db = await data.db()
        // The same answer whatever happens (queued, limited, already a voter): nothing tells who votes here.
        const outcome = await db.transaction(async (tx) => {
          await claimMailbox(tx, id, mailboxKey(email), email)
          const token = await createConfirmation(
            tx,
            'voter',
            id,
            new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000),
          )
          const queued = await queueMail(
            tx,
            {
              kind: 'voter-confirmation',
              to: email,
              mailbox: mailboxKey(email),
              subject: voterMail.subject,
              text: voterMail.text(`${config.SITE_URL}/api/confirm?token=${token}`),
            },
            now,
            mail.hourlyBudget,
          )
          if (queued !== 'queued') await tx.query('delete from confirmations where token = $1', [token])
          return queued
        })
        if (outcome === 'queued') mail.sender.wake()
        request.log.info({ mail: outcome }, 'voter address')
        if (wantsJson(request)) return reply.code(202).send({ ok: true })
        return renderer.render(request, reply, CONFIRMATION_PAGE, {
          confirmation: { purpose: 'voter', status: 'sent' },
        })
      },
    )
  })

  /** The confirmation link of a voter: the browser that asked is verified, its hearts count, and the browser that clicked votes as the same person. */
  return async (tx: Queryable, sessionId: string, now: Date) => {
    const mailbox = await verifySession(tx, sessionId, now)
    if (!mailbox) return {}
    return {
      after: async (reply: FastifyReply) => {
        tally.stale()
        reply.setCookie(VOTER_COOKIE, voterCookieValue(await data.secret(), sessionId), cookieOptions)
      },
    }
  }
}

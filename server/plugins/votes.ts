import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { votingOpen } from '../../data/timeline'
import { votingClosedMessage, votingStartups } from '../../data/voting'
import type { ServerContext } from '../context'
import type { DataAccess } from '../data'
import { castVote, voteCount, voteCounts, votesOf } from '../db/votes'
import type { PageRenderer } from '../page-renderer'
import { limitRequests } from '../rate-limits'
import { newVoter, voterFromCookie } from '../tokens'
import { wantsJson } from './early-access'
import { errorBody } from './errors'

export const VOTING_PAGE = '/wildcard-voting'
export const VOTER_COOKIE = 'op_voter'
/** Toggles per client address and minute before the endpoint answers 429 (generous: shared networks at events). */
const VOTE_LIMIT = { name: 'votes', points: 120, seconds: 60 }
/** How long an instance reuses the counts it read: the page shows counts at most this old. */
export const COUNTS_TTL_MS = 2000

const ids = new Set(votingStartups.map((startup) => startup.id))
const baseCounts = Object.fromEntries(votingStartups.map((startup) => [startup.id, startup.votes]))

const bodySchema = z.object({ intent: z.enum(['add', 'remove', 'toggle']).default('toggle') })

/**
 * Counts as shown: the base count of data/voting.ts plus the visitors' votes and the team's credits from
 * the database. Read at most every COUNTS_TTL_MS per instance (one query in flight at a time); an
 * instance's own votes update its copy at once.
 */
export class VoteTally {
  #counts: Record<string, number> | undefined
  #readAt = 0
  #reading: Promise<Record<string, number>> | undefined

  constructor(
    private readonly read: () => Promise<Record<string, number>>,
    private readonly now: () => number = Date.now,
  ) {}

  async counts(): Promise<Record<string, number>> {
    if (this.#counts && this.now() - this.#readAt < COUNTS_TTL_MS) return this.#counts
    this.#reading ??= this.read()
      .then((fromDb) => {
        this.#counts = Object.fromEntries(
          Object.entries(baseCounts).map(([id, base]) => [id, Math.max(0, base + (fromDb[id] ?? 0))]),
        )
        this.#readAt = this.now()
        return this.#counts
      })
      .finally(() => {
        this.#reading = undefined
      })
    return this.#reading
  }

  /** The database count of one startup, just read after a vote. */
  update(id: string, fromDb: number): Record<string, number> {
    const count = Math.max(0, (baseCounts[id] ?? 0) + fromDb)
    this.#counts = { ...(this.#counts ?? baseCounts), [id]: count }
    return this.#counts
  }
}

/**
 * The wildcard vote: POST /api/votes/:startupId toggles (or sets, with `intent`) the visitor's vote.
 * A visitor is an anonymous id in a signed cookie; the database allows one vote per visitor and startup.
 * Votes count only in the voting phase of the timeline (409 otherwise). The voting page is rendered per
 * request with the live counts and the visitor's own hearts.
 */
export async function registerVotes(
  { app, config, clock, limits }: ServerContext,
  renderer: PageRenderer,
  data: DataAccess,
) {
  const limit = limitRequests(limits.limiter(VOTE_LIMIT), () => errorBody(429))
  const tally = new VoteTally(async () => voteCounts(await data.db()))
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
    maxAge: 60 * 60 * 24 * 60,
  }

  // Page routes live outside this plugin's cookie parser: read the one cookie from the header.
  const voterOf = async (request: FastifyRequest) => {
    const match = /(?:^|;\s*)op_voter=([^;]*)/.exec(request.headers.cookie ?? '')
    return match?.[1] ? voterFromCookie(await data.secret(), decodeURIComponent(match[1])) : undefined
  }

  // The page (and its alias, which renders the same path) with this visitor's state.
  renderer.dynamic.set(VOTING_PAGE, async (request) => {
    const voter = await voterOf(request)
    const [counts, mine] = await Promise.all([tally.counts(), voter ? votesOf(await data.db(), voter) : []])
    return { voting: { counts, mine, open: votingOpen(clock.state().state) } }
  })

  await app.register(async (scope) => {
    await scope.register(cookie)
    await scope.register(formbody, { bodyLimit: 256 })

    const closed = (request: FastifyRequest, reply: FastifyReply) => {
      const message = votingClosedMessage(clock.state().state.spotlight)
      reply.header('cache-control', 'no-store')
      if (wantsJson(request)) return reply.code(409).send({ error: 'voting-closed', message })
      return renderer.render(request, reply, VOTING_PAGE, { statusCode: 409 })
    }

    scope.post<{ Params: { startupId: string } }>(
      '/api/votes/:startupId',
      { bodyLimit: 256, preHandler: limit },
      async (request, reply) => {
        const { startupId } = request.params
        if (!ids.has(startupId)) {
          return reply
            .code(404)
            .header('cache-control', 'no-store')
            .send({ error: 'unknown-startup', message: 'Dieses Startup nimmt nicht am Wildcard-Voting teil.' })
        }
        const parsed = bodySchema.safeParse(request.body ?? {})
        if (!parsed.success) {
          return reply
            .code(400)
            .header('cache-control', 'no-store')
            .send({ error: 'invalid', field: 'intent', message: 'Erwartet wird „add“, „remove“ oder „toggle“.' })
        }
        if (!votingOpen(clock.state().state)) return closed(request, reply)

        const secret = await data.secret()
        let voter = voterFromCookie(secret, request.cookies[VOTER_COOKIE])
        if (!voter) {
          const fresh = newVoter(secret)
          voter = fresh.id
          reply.setCookie(VOTER_COOKIE, fresh.cookie, cookieOptions)
        }
        const db = await data.db()
        const voted = await castVote(db, startupId, voter, parsed.data.intent)
        const counts = tally.update(startupId, await voteCount(db, startupId))
        request.log.info({ startupId, voted }, 'vote')
        reply.header('cache-control', 'no-store')
        if (wantsJson(request)) return reply.send({ ok: true, startupId, voted, votes: counts[startupId], counts })
        return reply.redirect(`${VOTING_PAGE}#startup-${startupId}`, 303)
      },
    )
  })
}

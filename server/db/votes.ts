import type { Queryable } from './database'

/**
 * Counted votes per startup id: the totals kept with every change plus the team's credits. Reading the
 * ranking costs two small reads, however many votes are stored.
 */
export async function voteCounts(db: Queryable): Promise<Record<string, number>> {
  const rows = await db.query<{ startup_id: string; n: number }>(
    `select startup_id, sum(n)::integer as n from (
       select startup_id, votes as n from vote_totals
       union all
       select startup_id, sum(amount) as n from vote_credits group by startup_id
     ) as parts group by startup_id`,
  )
  return Object.fromEntries(rows.map((row) => [row.startup_id, Number(row.n)]))
}

/** The count of one startup (totals plus credits). */
export async function voteCount(db: Queryable, startupId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select (coalesce((select votes from vote_totals where startup_id = $1), 0)
           + coalesce((select sum(amount) from vote_credits where startup_id = $1), 0))::integer as n`,
    [startupId],
  )
  return Number(row?.n ?? 0)
}

const addToTotal = (tx: Queryable, startupId: string, delta: number) =>
  tx.query(
    `insert into vote_totals (startup_id, votes) values ($1, $2)
     on conflict (startup_id) do update set votes = vote_totals.votes + excluded.votes`,
    [startupId, delta],
  )

export type Intent = 'add' | 'remove' | 'toggle'
export type Audit = { netHash: string; uaHash: string }

/**
 * Sets or toggles a verified person's vote, and its startup's total in the same transaction. The primary
 * key (startup, mailbox) makes a second vote impossible, also under concurrency. Returns whether the vote
 * stands now.
 */
export async function castVote(
  tx: Queryable,
  startupId: string,
  mailbox: string,
  intent: Intent,
  audit: Audit,
): Promise<boolean> {
  if (intent !== 'add') {
    const removed = await tx.query('delete from votes where startup_id = $1 and mailbox = $2 returning voided_at', [
      startupId,
      mailbox,
    ])
    if (removed.length > 0) {
      // A voided vote no longer counted: taking it back changes no total.
      if ((removed[0] as { voided_at: unknown }).voided_at === null) await addToTotal(tx, startupId, -1)
      return false
    }
    if (intent === 'remove') return false
  }
  const inserted = await tx.query(
    `insert into votes (startup_id, mailbox, net_hash, ua_hash) values ($1, $2, $3, $4)
     on conflict do nothing returning startup_id`,
    [startupId, mailbox, audit.netHash, audit.uaHash],
  )
  if (inserted.length > 0) await addToTotal(tx, startupId, 1)
  return true
}

/** Sets or toggles a heart of a browser that has not confirmed its address: it counts once it does. */
export async function castPendingVote(
  tx: Queryable,
  startupId: string,
  sessionId: string,
  intent: Intent,
  audit: Audit,
): Promise<boolean> {
  if (intent !== 'add') {
    const removed = await tx.query(
      'delete from pending_votes where startup_id = $1 and session_id = $2 returning startup_id',
      [startupId, sessionId],
    )
    if (removed.length > 0 || intent === 'remove') return false
  }
  await tx.query(
    `insert into pending_votes (session_id, startup_id, net_hash, ua_hash) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [sessionId, startupId, audit.netHash, audit.uaHash],
  )
  return true
}

export type VoterSession = { id: string; mailbox: string | null; verified: boolean }

/** The browser's session, created on its first heart. */
export async function voterSession(db: Queryable, id: string): Promise<VoterSession> {
  await db.query('insert into voter_sessions (id) values ($1) on conflict do nothing', [id])
  const [row] = await db.query<{ mailbox: string | null; verified_at: Date | string | null }>(
    'select mailbox, verified_at from voter_sessions where id = $1',
    [id],
  )
  return { id, mailbox: row?.mailbox ?? null, verified: Boolean(row?.verified_at) && Boolean(row?.mailbox) }
}

/** A browser names its address: the voter row exists once per mailbox, the browser waits for the link. */
export async function claimMailbox(tx: Queryable, sessionId: string, mailbox: string, email: string): Promise<void> {
  await tx.query('insert into voters (mailbox, email) values ($1, $2) on conflict (mailbox) do nothing', [
    mailbox,
    email,
  ])
  await tx.query(
    `insert into voter_sessions (id, mailbox) values ($1, $2)
     on conflict (id) do update set mailbox = excluded.mailbox, verified_at = null
     where voter_sessions.mailbox is distinct from excluded.mailbox`,
    [sessionId, mailbox],
  )
}

/**
 * The confirmation link of a browser was used: the browser is verified for its mailbox, and its pending
 * hearts become counted votes (one per person and startup; totals in the same transaction).
 */
export async function verifySession(tx: Queryable, sessionId: string, now: Date): Promise<string | undefined> {
  const [session] = await tx.query<{ mailbox: string | null }>(
    'update voter_sessions set verified_at = coalesce(verified_at, $2) where id = $1 returning mailbox',
    [sessionId, now],
  )
  const mailbox = session?.mailbox
  if (!mailbox) return undefined
  await tx.query('update voters set verified_at = coalesce(verified_at, $2) where mailbox = $1', [mailbox, now])
  const moved = await tx.query<{ startup_id: string }>(
    `insert into votes (startup_id, mailbox, created_at, net_hash, ua_hash)
       select startup_id, $2, created_at, net_hash, ua_hash from pending_votes where session_id = $1
     on conflict do nothing returning startup_id`,
    [sessionId, mailbox],
  )
  for (const { startup_id } of moved) await addToTotal(tx, startup_id, 1)
  await tx.query('delete from pending_votes where session_id = $1', [sessionId])
  return mailbox
}

/** What a browser sees as its own: counted votes of its verified mailbox, and its pending hearts. */
export async function heartsOf(db: Queryable, session: VoterSession): Promise<{ mine: string[]; pending: string[] }> {
  const [counted, pending] = await Promise.all([
    session.verified && session.mailbox
      ? db.query<{ startup_id: string }>('select startup_id from votes where mailbox = $1 and voided_at is null', [
          session.mailbox,
        ])
      : Promise.resolve([]),
    db.query<{ startup_id: string }>('select startup_id from pending_votes where session_id = $1', [session.id]),
  ])
  return { mine: counted.map((row) => row.startup_id), pending: pending.map((row) => row.startup_id) }
}

/** Credits (or, negative, withdraws) votes by hand, with the reason kept beside them. */
export async function creditVotes(db: Queryable, startupId: string, amount: number, reason: string): Promise<void> {
  await db.query('insert into vote_credits (startup_id, amount, reason) values ($1, $2, $3)', [
    startupId,
    amount,
    reason,
  ])
}

export async function listCredits(
  db: Queryable,
): Promise<{ startupId: string; amount: number; reason: string; createdAt: Date }[]> {
  const rows = await db.query<{ startup_id: string; amount: number; reason: string; created_at: Date | string }>(
    'select startup_id, amount, reason, created_at from vote_credits order by id',
  )
  return rows.map((row) => ({
    startupId: row.startup_id,
    amount: row.amount,
    reason: row.reason,
    createdAt: new Date(row.created_at),
  }))
}

export type SuspiciousNetwork = { netHash: string; votes: number; voters: number; first: Date; last: Date }
export type SuspiciousDomain = { domain: string; voters: number; votes: number }

/**
 * Where stuffing would show: networks from which many verified people voted within `windowMinutes`, and
 * mail domains with many voters. A place to look, not a verdict (an office or a university looks alike).
 */
export async function suspiciousVotes(
  db: Queryable,
  options: { minVoters: number; minDomainVoters: number },
): Promise<{ networks: SuspiciousNetwork[]; domains: SuspiciousDomain[] }> {
  const networks = await db.query<{
    net_hash: string
    votes: number
    voters: number
    first: Date | string
    last: Date | string
  }>(
    `select net_hash, count(*)::integer as votes, count(distinct mailbox)::integer as voters,
            min(created_at) as first, max(created_at) as last
       from votes where voided_at is null and net_hash is not null
      group by net_hash having count(distinct mailbox) >= $1 order by voters desc limit 50`,
    [options.minVoters],
  )
  const domains = await db.query<{ domain: string; voters: number; votes: number }>(
    `select split_part(v.mailbox, '@', 2) as domain, count(distinct v.mailbox)::integer as voters,
            count(*)::integer as votes
       from votes v where v.voided_at is null
      group by 1 having count(distinct v.mailbox) >= $1 order by voters desc limit 50`,
    [options.minDomainVoters],
  )
  return {
    networks: networks.map((row) => ({
      netHash: row.net_hash,
      votes: row.votes,
      voters: row.voters,
      first: new Date(row.first),
      last: new Date(row.last),
    })),
    domains,
  }
}

export type VoidTarget = { network: string } | { domain: string } | { mailbox: string }

/** Voids the matching counted votes with a reason (kept, no longer counted; totals in the same transaction). */
export async function voidVotes(tx: Queryable, target: VoidTarget, reason: string, now: Date): Promise<number> {
  const [column, value] =
    'network' in target
      ? ['net_hash = $1', target.network]
      : 'domain' in target
        ? ["split_part(mailbox, '@', 2) = $1", target.domain.toLowerCase()]
        : ['mailbox = $1', target.mailbox]
  const voided = await tx.query<{ startup_id: string }>(
    `update votes set voided_at = $2, void_reason = $3 where voided_at is null and ${column} returning startup_id`,
    [value, now, reason],
  )
  for (const { startup_id } of voided) await addToTotal(tx, startup_id, -1)
  return voided.length
}

export async function listVoided(
  db: Queryable,
): Promise<{ startupId: string; mailbox: string; voidedAt: Date; reason: string }[]> {
  const rows = await db.query<{ startup_id: string; mailbox: string; voided_at: Date | string; void_reason: string }>(
    'select startup_id, mailbox, voided_at, void_reason from votes where voided_at is not null order by voided_at',
  )
  return rows.map((row) => ({
    startupId: row.startup_id,
    mailbox: row.mailbox,
    voidedAt: new Date(row.voided_at),
    reason: row.void_reason,
  }))
}

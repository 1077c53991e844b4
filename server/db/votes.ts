import type { Queryable } from './database'

/** Counts per startup id from the database: the visitors' votes plus the credits of the team. */
export async function voteCounts(db: Queryable): Promise<Record<string, number>> {
  const rows = await db.query<{ startup_id: string; n: number }>(
    `select startup_id, sum(n)::integer as n from (
       select startup_id, count(*) as n from votes group by startup_id
       union all
       select startup_id, sum(amount) as n from vote_credits group by startup_id
     ) as parts group by startup_id`,
  )
  return Object.fromEntries(rows.map((row) => [row.startup_id, Number(row.n)]))
}

/** The count of one startup (votes plus credits). */
export async function voteCount(db: Queryable, startupId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select ((select count(*) from votes where startup_id = $1)
           + coalesce((select sum(amount) from vote_credits where startup_id = $1), 0))::integer as n`,
    [startupId],
  )
  return Number(row?.n ?? 0)
}

/** The startups this visitor has voted for. */
export async function votesOf(db: Queryable, voterId: string): Promise<string[]> {
  const rows = await db.query<{ startup_id: string }>('select startup_id from votes where voter_id = $1', [voterId])
  return rows.map((row) => row.startup_id)
}

export type Intent = 'add' | 'remove' | 'toggle'

/**
 * Sets or toggles one visitor's vote. The primary key (startup, voter) makes a double vote impossible,
 * also under concurrency: a second insert does nothing. Returns whether the visitor's vote stands now.
 */
export async function castVote(db: Queryable, startupId: string, voterId: string, intent: Intent): Promise<boolean> {
  if (intent !== 'add') {
    const removed = await db.query('delete from votes where startup_id = $1 and voter_id = $2 returning voter_id', [
      startupId,
      voterId,
    ])
    if (removed.length > 0 || intent === 'remove') return false
  }
  await db.query('insert into votes (startup_id, voter_id) values ($1, $2) on conflict do nothing', [
    startupId,
    voterId,
  ])
  return true
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

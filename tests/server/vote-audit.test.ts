import { describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/database'
import {
  castVote,
  claimMailbox,
  listVoided,
  suspiciousVotes,
  verifySession,
  voidVotes,
  voteCounts,
} from '../../server/db/votes'
import { unconfirmedVoters, voteAudit } from '../../server/retention'
import { auditOf } from '../../server/vote-audit'
import { databaseStores, type Kind } from '../support/stores'

// Audit and remedy: a burst of verified votes from one network shows up, can be voided with a reason (the
// totals follow in the same transaction), and the audit data goes when its period is over.

const stores = databaseStores()

async function open(kind: Kind): Promise<Database> {
  const store = await stores.newStore(kind)
  return openDatabase({ dataDir: store.DATA_DIR ?? 'unused', databaseUrl: store.DATABASE_URL })
}

/** A verified voter from `ip` who voted for `startupId`. */
async function voter(db: Database, email: string, ip: string, startupId: string) {
  const session = `s-${email}`
  await db.transaction(async (tx) => {
    await claimMailbox(tx, session, email, email)
    await verifySession(tx, session, new Date())
    await castVote(tx, startupId, email, 'add', auditOf('salz', ip, 'Mozilla/5.0 Skript'))
  })
}

describe.each<Kind>(['pglite', 'postgres'])('vote audit on %s', (kind) => {
  it('lists a burst from one /24 and a domain with many voters, voids them with a reason, and the totals follow', async () => {
    const db = await open(kind)
    try {
      for (let i = 0; i < 6; i++) await voter(db, `bot${i}@wegwerf.example`, `203.0.113.${i + 1}`, 'spurwerk')
      await voter(db, 'echt@example.org', '198.51.100.7', 'spurwerk')
      expect((await voteCounts(db)).spurwerk).toBe(7)

      const { networks, domains } = await suspiciousVotes(db, { minVoters: 5, minDomainVoters: 5 })
      expect(networks).toHaveLength(1)
      expect(networks[0]).toMatchObject({ voters: 6, votes: 6 })
      expect(domains).toEqual([{ domain: 'wegwerf.example', voters: 6, votes: 6 }])

      const voided = await db.transaction((tx) =>
        voidVotes(tx, { network: networks[0]?.netHash ?? '' }, 'Serie aus einem Netz', new Date()),
      )
      expect(voided).toBe(6)
      expect((await voteCounts(db)).spurwerk).toBe(1)
      expect((await listVoided(db)).map((row) => row.reason)).toEqual(Array(6).fill('Serie aus einem Netz'))
      // Voiding twice changes nothing.
      expect(await db.transaction((tx) => voidVotes(tx, { domain: 'WEGWERF.example' }, 'nochmal', new Date()))).toBe(0)
      expect((await voteCounts(db)).spurwerk).toBe(1)
    } finally {
      await db.close()
    }
  })

  it('deletes the audit hashes after the audit period and unconfirmed voters after theirs', async () => {
    const db = await open(kind)
    try {
      await voter(db, 'bleibt@example.org', '198.51.100.8', 'kliniqo')
      await claimMailbox(db, 'unbestaetigt', 'weg@example.org', 'weg@example.org')
      expect(await voteAudit.run(db, new Date('2025-11-25T12:00:00+01:00'))).toBe(0)
      expect(await voteAudit.run(db, new Date('2026-01-01T12:00:00+01:00'))).toBe(1)
      const [row] = await db.query<{ net_hash: string | null }>('select net_hash from votes')
      expect(row?.net_hash).toBeNull()
      expect(await unconfirmedVoters.run(db, new Date(Date.now() + 8 * 86_400_000))).toBe(1)
      expect((await voteCounts(db)).kliniqo).toBe(1)
    } finally {
      await db.close()
    }
  })
})

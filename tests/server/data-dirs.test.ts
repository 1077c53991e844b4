import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freshDataDir, removeDataDir } from '../../scripts/lib/data-dir'
import { openDatabase } from '../../server/db/database'
import { buildTestApp } from '../support/app'

// Test apps keep their database in memory; the tests whose subject is the folder get a throwaway one
// (~40 MB each). Those must not pile up: a day of runs once filled the disk with the folders of killed workers.

describe('test databases', () => {
  it('are in memory unless a test names a folder: nothing is written to disk', async () => {
    // Opened before the probe, as the server does at start: /readyz gives an opening database two seconds,
    // which a cold PGlite on a busy machine can take (it answered 503 beside a parallel build).
    const { app, config } = await buildTestApp({}, { openDatabase: true })
    expect(config.DATA_DIR).toBe('memory://')
    const answer = await app.inject({ method: 'GET', url: '/readyz' })
    expect(answer.statusCode).toBe(200)
    await app.close()
  })

  it('throwaway folders hold an initialised database, and those of ended processes go with the next one made', async () => {
    // A folder named after a process id that cannot exist (above the kernel's maximum).
    const orphan = mkdtempSync(join(tmpdir(), 'onepitch-data-999999999-'))
    const dir = await freshDataDir()
    expect(existsSync(orphan), 'folder of an ended process').toBe(false)
    expect(dir).toContain(`onepitch-data-${process.pid}-`)
    expect(existsSync(join(dir, 'pglite', 'PG_VERSION'))).toBe(true)
    removeDataDir(dir)
    expect(existsSync(dir)).toBe(false)
  })
})

describe('the embedded database', () => {
  // Its settings as Postgres reports them, in memory (the template's copy) and in a folder: 16 MB of shared
  // buffers and ten connection slots (server/db/database.ts says why), not Postgres's 128 MB and 100.
  it.each(['memory://', 'folder'])('runs with small shared buffers and few connection slots (%s)', async (kind) => {
    const dataDir = kind === 'folder' ? await freshDataDir() : kind
    const db = await openDatabase({ dataDir })
    try {
      const [row] = await db.query<{ buffers: string; slots: string; tables: string }>(
        "select current_setting('shared_buffers') as buffers, current_setting('max_connections') as slots, (select count(*) from signups)::text as tables",
      )
      expect(row).toEqual({ buffers: '16MB', slots: '10', tables: '0' })
    } finally {
      await db.close()
      if (kind === 'folder') removeDataDir(dataDir)
    }
  })
})

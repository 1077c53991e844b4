import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freshDataDir, removeDataDir } from '../../scripts/lib/data-dir'
import { freePort } from '../../scripts/lib/serve-build'
import { lockDataFolder } from '../../server/db/data-lock'
import { openDatabase } from '../../server/db/database'
import { startServer } from '../load/server-process'
import { testEnv } from '../support/app'

// Acknowledged votes and sign-ups are never lost in silence: a second server on the same folder is refused
// from any container or PID namespace, and a folder that lost its database is refused instead of being
// initialised again.

const folders: string[] = []
afterAll(() => {
  for (const dir of folders) removeDataDir(dir)
})
const folder = async () => {
  const dir = await freshDataDir()
  folders.push(dir)
  return dir
}

/** Runs the built server in a new PID namespace (where it is PID 1, as in a container) until it exits. */
function secondServerInNewPidNamespace(dataDir: string, port: number) {
  const entry = join(resolve(process.env.DIST_DIR ?? 'dist'), 'app/index.mjs')
  const child = spawn('unshare', ['--pid', '--fork', '--mount-proc', process.execPath, entry], {
    env: { ...process.env, ...testEnv, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  return new Promise<{ code: number | null; output: string }>((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      done({ code, output })
    })
  })
}

describe('one server per data folder', () => {
  it('refuses a second server in another PID namespace (PID 1, like a second container), and the first keeps serving', async () => {
    const dataDir = await folder()
    const first = await startServer({ DATA_DIR: dataDir })
    try {
      const second = await secondServerInNewPidNamespace(dataDir, await freePort())
      expect(second.code).not.toBe(0)
      expect(second.output).toContain(`The data folder ${dataDir} is in use by`)
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
      const vote = await fetch(`${first.url}/api/votes/voltaro`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{"intent":"add"}',
      })
      expect(vote.status).toBe(202)
    } finally {
      first.child.kill('SIGTERM')
      await first.exited
    }
  }, 120_000)

  it('takes over the lock of a server of this host that died, and refuses a fresh lock of another host', async () => {
    const dataDir = await folder()
    const lock = join(dataDir, 'onepitch.lock')
    const base = { bootId: 'x', pidNs: 'y', startedAt: 1 }
    writeFileSync(lock, JSON.stringify({ ...base, host: 'anderer-container', pid: 1, heartbeat: Date.now() }))
    expect(() => lockDataFolder(dataDir)).toThrow(/is in use by anderer-container \(pid 1/)
    // The same lock, no longer refreshed for longer than it may be: its owner is gone.
    const warnings: string[] = []
    writeFileSync(lock, JSON.stringify({ ...base, host: 'anderer-container', pid: 1, heartbeat: Date.now() - 60_000 }))
    const release = lockDataFolder(dataDir, { warn: (message) => warnings.push(message) })
    expect(warnings[0]).toMatch(/taking over the lock .* is gone/)
    release()
  })
})

describe('a data folder that lost its database', () => {
  it('is refused when it holds files but no PG_VERSION (an interrupted copy)', async () => {
    const dataDir = await folder()
    rmSync(join(dataDir, 'pglite'), { recursive: true, force: true })
    mkdirSync(join(dataDir, 'pglite'))
    writeFileSync(join(dataDir, 'pglite', 'postgresql.conf'), '# half a copy\n')
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The data folder ${join(dataDir, 'pglite')} holds files but no PG_VERSION`,
    )
  })

  it('is refused once initialised when the database is gone or lost its tables, instead of starting empty', async () => {
    const dataDir = await folder()
    const db = await openDatabase({ dataDir })
    await db.exec('drop table schema_migrations')
    await db.close()
    await expect(openDatabase({ dataDir })).rejects.toThrow(/has lost its tables \(no schema_migrations\)/)
    rmSync(join(dataDir, 'pglite'), { recursive: true, force: true })
    await expect(openDatabase({ dataDir })).rejects.toThrow(/held the site's database, but .* is missing or empty/)
  })
})

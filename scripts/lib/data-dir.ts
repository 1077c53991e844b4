// A fresh, throwaway data folder for a server started by tests, the build or the benchmark. The embedded
// database (PGlite) takes seconds to initialise on a busy machine, so one initialised copy is kept in the
// system's temp folder and each server gets a copy of it.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const pgliteVersion = (
  JSON.parse(readFileSync(resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }
).version
const template = join(tmpdir(), `onepitch-pglite-template-${pgliteVersion}`)

async function ensureTemplate(): Promise<string> {
  if (existsSync(join(template, 'PG_VERSION'))) return template
  const { PGlite } = await import('@electric-sql/pglite')
  const building = mkdtempSync(`${template}-building-`)
  const db = await PGlite.create(building)
  await db.close()
  try {
    renameSync(building, template)
  } catch {
    // another process finished first: use its copy
    rmSync(building, { recursive: true, force: true })
  }
  return template
}

const PREFIX = 'onepitch-data-'

/** Whether a process is still running (signal 0 only checks that it exists). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the data folders of processes that have ended. Each folder is named after the process that made
 * it; a test worker that is killed (a timeout, an interrupted run) never runs its exit handler, and at
 * ~40 MB a folder, leftovers of a day's runs once filled the disk.
 */
function sweepOrphans(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^onepitch-data-(\d+)-/.exec(name)?.[1])
    if (pid && !alive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true })
  }
}

/** The folders freshDataDir made and nobody has removed yet: removed when this process exits. */
const leftAtExit = new Set<string>()

function removeLeftAtExit(): void {
  for (const dir of leftAtExit) removeDataDir(dir)
}

/** Removes a folder made by freshDataDir (after the server or app using it has closed). */
export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
  leftAtExit.delete(dir)
}

/** A new folder for DATA_DIR holding an initialised, empty embedded database; removed when this process exits. */
export async function freshDataDir(): Promise<string> {
  const source = await ensureTemplate()
  sweepOrphans()
  const dir = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`))
  cpSync(source, join(dir, 'pglite'), { recursive: true })
  // One exit handler for all of them: a test worker makes dozens, and a handler each went over Node's limit of
  // ten listeners (a warning of a leak in every server run).
  if (!process.listeners('exit').includes(removeLeftAtExit)) process.once('exit', removeLeftAtExit)
  leftAtExit.add(dir)
  return dir
}

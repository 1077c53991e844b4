// A fresh, throwaway data folder for a server started by tests, the build or the benchmark. The embedded
// database (PGlite) takes seconds to initialise on a busy machine, so one initialised copy is kept in the
// system's temp folder and each server gets a copy of it.
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
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

/** A new folder for DATA_DIR holding an initialised, empty embedded database; removed when this process exits. */
export async function freshDataDir(): Promise<string> {
  const source = await ensureTemplate()
  const dir = mkdtempSync(join(tmpdir(), 'onepitch-data-'))
  cpSync(source, join(dir, 'pglite'), { recursive: true })
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

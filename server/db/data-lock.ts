import { randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, openSync, readFileSync, readlinkSync, renameSync, rmSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/**
 * One server per data folder, across containers: PGlite is one process's database, and a second writer
 * corrupts it. A PID alone cannot tell (node is PID 1 in every container), so the lock names the host, the
 * kernel's boot id, the PID namespace, the PID and the process start, and its owner refreshes it every few
 * seconds. A lock refreshed within STALE_MS belongs to a live server wherever it runs; only a lock of this
 * very host and PID namespace whose process is gone may be taken over at once.
 */
type Owner = { host: string; bootId: string; pidNs: string; pid: number; startedAt: number; heartbeat: number }

const HEARTBEAT_MS = 5_000
const STALE_MS = 30_000

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8').trim()
  } catch {
    return ''
  }
}
const pidNamespace = () => {
  try {
    return readlinkSync('/proc/self/ns/pid')
  } catch {
    return ''
  }
}

const me = (): Owner => ({
  host: hostname(),
  bootId: read('/proc/sys/kernel/random/boot_id'),
  pidNs: pidNamespace(),
  pid: process.pid,
  startedAt: Math.round(Date.now() - process.uptime() * 1000),
  heartbeat: Date.now(),
})

const running = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

class DataFolderInUse extends Error {}

function describeOwner(owner: Owner, now: number) {
  return `${owner.host} (pid ${owner.pid}, running since ${new Date(owner.startedAt).toISOString()}, lock refreshed ${Math.max(0, Math.round((now - owner.heartbeat) / 1000))} s ago)`
}

/** Writes `body` to `path` and flushes it to disk; `flag` 'wx' fails when the file exists. */
function writeDurably(path: string, body: string, flag: 'w' | 'wx') {
  const fd = openSync(path, flag)
  try {
    writeSync(fd, body)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/**
 * Writes `owner` to `file`: created exclusively (failing when it exists), or replaced atomically through a
 * temporary file, so a reader never sees half a lock.
 */
function writeOwner(file: string, owner: Owner, exclusive: boolean) {
  const body = `${JSON.stringify(owner)}\n`
  if (exclusive) return writeDurably(file, body, 'wx')
  const temp = `${file}.${randomBytes(4).toString('hex')}`
  writeDurably(temp, body, 'w')
  renameSync(temp, file)
}

/**
 * Takes the data folder's lock or throws DataFolderInUse naming the server that holds it. Returns the
 * release function; `onLost` is called when another process took the lock over (this one must stop
 * writing). `warn` hears about a stale lock that was taken over.
 */
export function lockDataFolder(
  dir: string,
  options: {
    warn?: (message: string) => void
    onLost?: (message: string) => void
    now?: () => number
    /** What the refusal tells the operator to do (a second server and a restore need different advice). */
    advice?: string
  } = {},
): () => void {
  const now = options.now ?? Date.now
  const file = join(dir, 'onepitch.lock')
  const self = me()
  const current = read(file)
  if (current) {
    let owner: Owner | undefined
    try {
      owner = JSON.parse(current) as Owner
    } catch {
      // A lock of an older version (a bare pid) or a torn write: judged by its age below.
    }
    const local = owner && owner.host === self.host && owner.bootId === self.bootId && owner.pidNs === self.pidNs
    const gone = local && owner && owner.pid !== self.pid && !running(owner.pid)
    const fresh = owner && now() - owner.heartbeat < STALE_MS
    if (owner && fresh && !gone) {
      throw new DataFolderInUse(
        `The data folder ${dir} is in use by ${describeOwner(owner, now())}. ${options.advice ?? `One server per data folder: stop the other server (or wait ${Math.ceil(STALE_MS / 1000)} s after it died), or use DATABASE_URL for several instances.`}`,
      )
    }
    options.warn?.(
      `taking over the lock of ${dir}: ${owner ? `its owner ${describeOwner(owner, now())} is gone` : 'unreadable lock file'}`,
    )
    rmSync(file, { force: true })
  }
  try {
    writeOwner(file, { ...self, heartbeat: now() }, true)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new DataFolderInUse(`The data folder ${dir} was locked by another server starting at the same moment.`)
    throw error
  }
  const beat = setInterval(() => {
    const holder = read(file)
    let owner: Owner | undefined
    try {
      owner = JSON.parse(holder) as Owner
    } catch {}
    if (!owner || owner.pid !== self.pid || owner.startedAt !== self.startedAt || owner.host !== self.host) {
      clearInterval(beat)
      options.onLost?.(`the lock of ${dir} was taken over by ${owner ? describeOwner(owner, now()) : 'nobody'}`)
      return
    }
    writeOwner(file, { ...self, heartbeat: now() }, false)
  }, HEARTBEAT_MS)
  beat.unref()
  return () => {
    clearInterval(beat)
    const holder = read(file)
    if (holder.includes(`"pid":${self.pid},`) && holder.includes(`"startedAt":${self.startedAt},`))
      rmSync(file, { force: true })
  }
}

import { type AdminSettings, runAdminCommand } from './admin-commands'
import { type AdminSocket, listenForAdmin } from './admin-socket'
import { type Database, openDatabase, signingSecret } from './db/database'

/**
 * The database of this instance, opened on first use (or at start by server/index.ts, so a bad
 * DATABASE_URL stops the process before it listens), with the secret that signs links and cookies.
 */
export type DataAccess = {
  db(): Promise<Database>
  /** COOKIE_SECRET, or the random secret kept in the database (stable across restarts and instances). */
  secret(): Promise<string>
  close(): Promise<void>
}

export function createDataAccess(options: {
  dataDir: string
  databaseUrl?: string
  cookieSecret?: string
  log?: { info?(message: string): void; warn(message: string): void; error(message: string): void }
  /**
   * Given: while an embedded database in a real folder is open, operator commands reach it through the
   * folder's admin socket (server/admin-socket.ts), since no second process may open the folder.
   */
  admin?: AdminSettings
}): DataAccess {
  let opening: Promise<Database> | undefined
  let secret: Promise<string> | undefined
  let adminSocket: AdminSocket | undefined
  const { admin, log } = options
  const open = async () => {
    const database = await openDatabase(options)
    if (admin && log && database.kind === 'pglite' && !options.dataDir.startsWith('memory://'))
      adminSocket = await listenForAdmin({
        dataDir: options.dataDir,
        run: (args, output) => runAdminCommand(database, args, output, admin),
        log,
      })
    return database
  }
  const db = () => {
    opening ??= open().catch((error: unknown) => {
      opening = undefined
      throw error
    })
    return opening
  }
  return {
    db,
    secret() {
      // A configured secret needs no database: gate sessions keep working while it is away.
      if (options.cookieSecret) return Promise.resolve(options.cookieSecret)
      secret ??= db()
        .then((database) => signingSecret(database, options.cookieSecret))
        .catch((error: unknown) => {
          secret = undefined
          throw error
        })
      return secret
    },
    async close() {
      const pending = opening
      opening = undefined
      secret = undefined
      const database = await pending?.catch(() => undefined)
      // Commands running through the socket finish before the database they use closes.
      await adminSocket?.close()
      adminSocket = undefined
      await database?.close()
    },
  }
}

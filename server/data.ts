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
  log?: { warn(message: string): void; error(message: string): void }
}): DataAccess {
  let opening: Promise<Database> | undefined
  let secret: Promise<string> | undefined
  const db = () => {
    opening ??= openDatabase(options).catch((error: unknown) => {
      opening = undefined
      throw error
    })
    return opening
  }
  return {
    db,
    secret() {
      secret ??= db()
        .then((database) => signingSecret(database, options.cookieSecret))
        .catch((error: unknown) => {
          secret = undefined
          throw error
        })
      return secret
    },
    async close() {
      const open = opening
      opening = undefined
      secret = undefined
      if (open) await (await open.catch(() => undefined))?.close()
    },
  }
}

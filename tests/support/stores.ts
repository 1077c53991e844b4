import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, inject } from 'vitest'
import { freshDataDir } from '../../scripts/lib/data-dir'
import { openDatabase, type Queryable } from '../../server/db/database'
import { listOutbox } from '../../server/db/outbox'
import { listSignUps } from '../../server/db/signups'
import { buildTestApp, FORM } from './app'
import { databasesOn, type TestDatabases } from './postgres'
import { startSmtp } from './smtp'

// Sign-ups and votes run the same tests on both databases: the embedded default (PGlite) and a real
// Postgres server, with confirmation mails going to a real local SMTP server.

export type Kind = 'pglite' | 'postgres'

/** The voting phase of the Spotlight: the moment the tests' apps stand at unless a test moves them. */
export const VOTING = '2025-11-05T12:00:00+01:00'
export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }

/**
 * Sends the early-access sign-up as the page's script does (JSON), a startup from the home page's hero unless
 * the test says otherwise, so a test names only what it is about.
 */
export const postSignUp = (
  app: FastifyInstance,
  fields: { email: string; role?: string; tag?: string },
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/early-access',
    headers: JSON_HEADERS,
    payload: { role: 'startup', tag: 'lp1_hero', ...fields },
    ...(remoteAddress ? { remoteAddress } : {}),
  })

/**
 * Databases for the file on the server project's one Postgres (tests/server/global-setup.ts), dropped after
 * the file. A test that stops or pauses its server must start its own with `startPostgres`.
 */
export function sharedPostgres() {
  let databases: TestDatabases
  beforeAll(() => {
    const url = inject('postgresUrl')
    if (!url) throw new Error('no test Postgres: run this file in the server project (vitest.config.ts)')
    databases = databasesOn(url)
  })
  afterAll(() => databases?.dropDatabases(), 60_000)
  return {
    createDatabase: (name: string) => databases.createDatabase(name),
  }
}

/** Starts the SMTP server for the file and takes the shared test Postgres; `appWith` builds an app on a store. */
export function databaseStores() {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  const postgres = sharedPostgres()
  beforeAll(async () => {
    smtp = await startSmtp()
  }, 60_000)
  afterAll(async () => {
    await smtp?.close()
  }, 60_000)
  return {
    get smtp() {
      return smtp
    },
    postgres,
    /** A place for one test's data: a data folder, or a new database on the test Postgres. */
    async newStore(kind: Kind): Promise<Record<string, string>> {
      if (kind === 'postgres') return { DATABASE_URL: await postgres.createDatabase('t') }
      return { DATA_DIR: await freshDataDir() }
    },
    /** What a store holds once its app has closed: the sign-ups, the mails in the outbox. */
    signUps: (store: Record<string, string>) => readStore(store, listSignUps),
    mails: (store: Record<string, string>) => readStore(store, listOutbox),
    async appWith(
      store: Record<string, string>,
      env: Record<string, string> = {},
      options: Parameters<typeof buildTestApp>[1] = {},
    ) {
      return (await buildTestApp({ ...store, SMTP_URL: smtp.url, PREVIEW_AT: VOTING, ...env }, options)).app
    },
  }
}

/**
 * Follows a confirmation link as a person does: opens it (a page with a button, nothing confirmed yet),
 * then presses the button: the form has no action, so the browser posts it to the link itself. Returns
 * both answers.
 */
export async function confirmByLink(app: FastifyInstance, link: string, headers: Record<string, string> = {}) {
  const url = link.replace(/^https?:\/\/[^/]+/, '')
  const opened = await app.inject({ method: 'GET', url, headers })
  const button = /<form(?![^>]*action=)[^>]*method="post"[^>]*>\s*<button type="submit"[^>]*data-confirm-button/.test(
    opened.body,
  )
  const pressed = button
    ? await app.inject({ method: 'POST', url, headers: { ...FORM, ...headers }, payload: '' })
    : undefined
  return { opened, pressed }
}

/** Reads from a store directly (the embedded database only after its server closed: one process per folder). */
async function readStore<T>(store: Record<string, string>, read: (db: Queryable) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir: store.DATA_DIR ?? 'unused', databaseUrl: store.DATABASE_URL })
  try {
    return await read(db)
  } finally {
    await db.close()
  }
}

import type { TestProject } from 'vitest/node'
import { startPostgres } from '../support/postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the server project's one test Postgres, as its superuser (tests/support/stores.ts). */
    postgresUrl: string
  }
}

/**
 * Starts one Postgres server for all server test files: each file used to start its own (initdb and a server,
 * some 1.5 s of CPU each), and the files make their own databases on it. A file that stops or pauses the
 * server (database-outage.test.ts) still starts a private one, as that would break the files beside it.
 */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.adminUrl)
  return () => postgres.stop()
}

import { defineConfig } from 'vitest/config'
import LongestFirst from './tests/sequencer'

// Three projects: pure logic (unit), the real Fastify app over HTTP (server), a real browser (e2e).
export default defineConfig({
  test: {
    // Two files at a time even on two cores (Vitest's default there is one): a server test spends much of its
    // time waiting on a database, a mail relay or a child process.
    maxWorkers: 2,
    // Known long files first, also in a fresh clone without Vitest's timings (tests/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // One Postgres server for all files, each with its own databases on it.
          globalSetup: ['tests/server/global-setup.ts'],
          // Generous: a test that builds three apps in turn (three databases, three renders) took over 20 s in a
          // run beside a build and a browser suite; a timeout here is a wait, not a speed check.
          testTimeout: 60_000,
          // Each file builds its app with its own embedded database: slow to start on a busy machine (session 29: a
          // seeded embedded database and its app took over 60 s to start at a load of 30 on 2 cores, and 74 s for the
          // whole file alone at that load).
          hookTimeout: 120_000,
          // A worker keeps the modules it imported from file to file (Fastify, Vike's server runtime, PGlite):
          // each file builds its own app from them, and re-importing cost ~80 s of the phase's CPU.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Generous: a route's visit waits for its page to fall quiet, which takes long on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // expect.poll waits up to 10 s for the page to get there (1 s by default): a transition or an observer's
          // callback can take longer than a second on a machine under load. Only a failing poll waits that long.
          expect: { poll: { timeout: 10_000 } },
          // Three files at a time in `npm test` (--maxWorkers=3, scripts/test.mjs), each worker with its own
          // Chromium, against the one production server; a worker keeps its imports (Playwright, axe) from file
          // to file: nothing in these files is mocked or kept in module state between files, and each import
          // cost seconds per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'load',
          include: ['tests/load/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})

import { resolve } from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import request from 'supertest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type BuildOptions, buildApp } from '../../server/app'
import { type Clock, createClock } from '../../server/clock'
import { loadConfig } from '../../server/config'
import testEnvJson from './test-env.json'

export const distDir = resolve(process.env.DIST_DIR ?? 'dist')

/**
 * The environment of the test server; `npm test` also builds with it (see scripts/test.mjs). Its moment
 * (PREVIEW_AT) is mid-event: applications and voting open, before the launch, so every feature is live;
 * phase tests start servers at other moments.
 */
export const testEnv: Record<string, string> & { JURY_PASSPHRASE: string; SCOUTS_PASSPHRASE: string } = testEnvJson

/**
 * The environment of every production server the browser tests start: load shedding off. The browser suite
 * shares two cores with Chromium and the runner, and beside a build a starved event loop answered page loads
 * and stylesheets with 503 (load shedding has its own tests, and the load tests keep production thresholds).
 */
export const browserServerEnv = { ...testEnv, LOAD_SHEDDING_DELAY_MS: '0' }

/** The content type of an HTML form post. */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

export type LogLine = { level: number; msg: string; [key: string]: unknown }

/** The real app over the real production build, with its pino output captured for assertions. */
export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  options: Omit<BuildOptions, 'config' | 'logger'> = {},
) {
  const logs: LogLine[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line))
      done()
    },
  })
  // Each app gets its own database in memory unless the test names a folder (or a Postgres server): only
  // the tests whose subject is the folder (persistence, locks, the admin socket) touch the disk.
  const dataDir = env.DATA_DIR ?? (env.DATABASE_URL ? undefined : 'memory://')
  const { config } = loadConfig({ ...testEnv, ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env })
  // Load shedding is off in-process unless a test asks for it: a busy test machine must not turn into 503s.
  // The load tests run the real server with the production thresholds.
  const pressure = options.pressure ?? { maxEventLoopDelay: 0, sampleInterval: 1000, retryAfter: 10 }
  const app: FastifyInstance = await buildApp({
    config,
    logger: pino({ level: 'info' }, sink),
    distDir,
    ...options,
    pressure,
  })
  await app.ready()
  return { app, logs, config }
}

/** Builds an app with `env` for one test, hands it to `use`, and closes it afterwards (also when `use` fails). */
export async function withTestApp<T>(
  env: Record<string, string | undefined>,
  use: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const { app } = await buildTestApp(env)
  try {
    return await use(app)
  } finally {
    await app.close()
  }
}

/**
 * An app clock that starts at `at` and runs on like the real one, and that the test moves forward: a test
 * that crosses a boundary (a phase, a cache's lifetime, an hourly limit) jumps instead of sleeping.
 */
export function movableClock(at: string): { clock: Clock; advance(ms: number): void } {
  let shift = 0
  return {
    clock: createClock(at, () => Date.now() + shift),
    advance(ms) {
      shift += ms
    },
  }
}

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

/**
 * One app for the tests of a file (or a describe block): built before its first test, closed after its
 * last. `app` and `logs` are read inside tests; `get` is a GET through `inject`.
 */
export function sharedTestApp(
  env: Record<string, string | undefined> = {},
  options: Omit<BuildOptions, 'config' | 'logger'> = {},
) {
  let built: TestApp | undefined
  beforeAll(async () => {
    built = await buildTestApp(env, options)
  })
  afterAll(async () => {
    await built?.app.close()
  })
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll: use it inside a test')
    return built
  }
  return {
    get app() {
      return current().app
    },
    get logs() {
      return current().logs
    },
    get: (url: string, headers: Record<string, string> = {}) => current().app.inject({ method: 'GET', url, headers }),
  }
}

/**
 * One app for a file whose tests read pages at several moments of the timeline: its clock stands at the moment a
 * request asks for (`getAt`), so the file opens one database instead of one per moment (each costs about a second
 * of CPU). Renders are cached per timeline state, so every moment gets its own page.
 */
export function appAcrossTime() {
  let instant = Date.now()
  const shared = sharedTestApp({}, { clock: createClock(undefined, () => instant) })
  return {
    /** The app itself (to unlock a gated page for `getAt`). */
    get app() {
      return shared.app
    },
    getAt(at: string, url: string, headers: Record<string, string> = {}) {
      instant = Date.parse(at)
      return shared.get(url, headers)
    },
  }
}

/** `start` builds an app for one test (with its own settings); the app is closed after that test. */
export function appPerTest() {
  let current: FastifyInstance | undefined
  afterEach(async () => {
    await current?.close()
    current = undefined
  })
  return async function start(
    env: Record<string, string | undefined> = {},
    options: Parameters<typeof buildTestApp>[1] = {},
  ) {
    const built = await buildTestApp(env, options)
    current = built.app
    return built
  }
}

/** A real HTTP request through the server socket (supertest), shaped like an inject response. */
export async function getOverSocket(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await request(app.server)
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done(null, Buffer.concat(chunks)))
    })
  const body = Buffer.isBuffer(response.body) ? response.body.toString('utf8') : response.text
  return {
    statusCode: response.status,
    headers: response.headers as Record<string, string>,
    body,
    json: () => JSON.parse(body),
  }
}

/** Logs into a gated page with the test passphrase and returns the session cookie ("name=value"). */
export async function unlockCookie(app: FastifyInstance, path: string, gate: 'jury' | 'scouts'): Promise<string> {
  const passphrase = gate === 'jury' ? testEnv.JURY_PASSPHRASE : testEnv.SCOUTS_PASSPHRASE
  const login = await app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams({ passphrase }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: '10.7.7.7',
  })
  if (login.statusCode !== 303) throw new Error(`login to ${path} answered ${login.statusCode}`)
  return String(login.headers['set-cookie']).split(';')[0] ?? ''
}

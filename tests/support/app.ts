import { resolve } from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'

export const distDir = resolve(process.env.DIST_DIR ?? 'dist')

export const testEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  SITE_URL: 'https://onepitch.test',
  JURY_PASSPHRASE: 'Jury-Test-Passwort-2025',
  SCOUTS_PASSPHRASE: 'Scouts-Test-Passwort-2025',
  COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789',
}

export type LogLine = { level: number; msg: string; [key: string]: unknown }

/** The real app over the real production build, with its pino output captured for assertions. */
export async function buildTestApp(env: Record<string, string | undefined> = {}) {
  const logs: LogLine[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line))
      done()
    },
  })
  const { config } = loadConfig({ ...testEnv, ...env })
  const app: FastifyInstance = await buildApp({ config, logger: pino({ level: 'info' }, sink), distDir })
  await app.ready()
  return { app, logs, config }
}

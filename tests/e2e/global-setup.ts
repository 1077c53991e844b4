import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freshDataDir, removeDataDir } from '../../scripts/lib/data-dir'
import { freePort, waitForHealth } from '../../scripts/lib/serve-build'
import { browserServerEnv } from '../support/app'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    serverLog: string
  }
}

/** Starts the production server (plain node on the built bundle) once for all browser tests. */
export default async function setup(project: TestProject) {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist')
  const entry = join(distDir, 'app/index.mjs')
  if (!existsSync(entry)) throw new Error(`No production build at ${entry}: run "npm run build" first`)
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  mkdirSync('test-results', { recursive: true })
  const serverLog = resolve(`test-results/server-${port}.log`)
  const log = createWriteStream(serverLog)
  const dataDir = await freshDataDir()
  const server: ChildProcess = spawn(process.execPath, [entry], {
    // Loopback is the trusted proxy: a test that needs its own client address sends X-Forwarded-For.
    env: {
      ...process.env,
      ...browserServerEnv,
      SITE_URL: baseURL,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.pipe(log)
  server.stderr?.pipe(log)
  try {
    await waitForHealth(baseURL, server)
  } catch (error) {
    throw new Error(`${(error as Error).message}, see ${serverLog}`)
  }
  project.provide('baseURL', baseURL)
  project.provide('serverLog', serverLog)
  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    removeDataDir(dataDir)
  }
}

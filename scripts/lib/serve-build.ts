// Starts the production build (plain node) on a free loopback port; used by the size and bench scripts.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { freshDataDir, removeDataDir } from './data-dir'

export const distDir = resolve(process.env.DIST_DIR ?? 'dist')

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? done(port) : fail(new Error('no free port'))))
    })
  })

/**
 * Waits until the server answers /healthz; fails when it exits first or takes longer than 120 s (it opens its
 * database first; over 60 s on a machine busy with several builds and browsers).
 */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`production server at ${url} did not start`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export async function serveBuild(env: Record<string, string> = {}) {
  const entry = join(distDir, 'app/index.mjs')
  if (!existsSync(entry)) throw new Error(`No build at ${entry}: run "npm run build" first`)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // Its own throwaway database unless the caller names one.
  const dataDir = env.DATA_DIR ?? (await freshDataDir())
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
      // The site is where it is served: a browser's form posts carry this origin, and the server accepts
      // state-changing requests only from SITE_URL.
      SITE_URL: url,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForHealth(url, child)
  return {
    url,
    child,
    stop: () =>
      stopChild(child, () => {
        if (!env.DATA_DIR) removeDataDir(dataDir)
      }),
  }
}

/**
 * Ends `child` with SIGTERM; resolves once it has exited and `cleanUp` (removing what it used) has run. A cleanup
 * that fails (Chromium's helper processes still writing into its profile folder) is reported, not thrown: it must
 * not stop the caller from ending its other children (a crash here left a benchmark's server running).
 */
export function stopChild(child: ChildProcess, cleanUp: () => void): Promise<void> {
  return new Promise<void>((done) => {
    child.once('exit', () => {
      try {
        cleanUp()
      } catch (error) {
        console.warn(`cleanup after process ${child.pid}: ${error instanceof Error ? error.message : error}`)
      }
      done()
    })
    child.kill('SIGTERM')
  })
}

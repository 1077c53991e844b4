// The operator commands as an operator runs them in the container: the built CLI (`node dist/app/admin.mjs`)
// in a real process, its output and exit code read from the process.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect } from 'vitest'
import { distDir } from './app'

const run = promisify(execFile)

export type AdminRun = { code: number; stdout: string; stderr: string }

/** Runs the admin CLI with `args` on the store in `env` (DATA_DIR, or DATABASE_URL for a Postgres server). */
export async function runAdmin(env: Record<string, string>, ...args: string[]): Promise<AdminRun> {
  const cli = join(distDir, 'app/admin.mjs')
  if (!existsSync(cli)) throw new Error(`No production build at ${cli}: run "npm run build" first`)
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      timeout: 60_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

/**
 * Checks that a run ended with exit code `code` and that its `stream` holds each of `expected` (a text it
 * contains or a pattern it matches). A wrong exit code fails with the run's stderr as the message.
 */
export function expectOutput(
  run: AdminRun,
  code: number,
  stream: 'stdout' | 'stderr',
  ...expected: (string | RegExp)[]
): void {
  expect(run.code, run.stderr).toBe(code)
  for (const part of expected) {
    if (typeof part === 'string') expect(run[stream]).toContain(part)
    else expect(run[stream]).toMatch(part)
  }
}

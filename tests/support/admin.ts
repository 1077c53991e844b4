// The operator commands (`npm run admin -- …`) as an operator runs them: a real process, its output and exit
// code read from the process.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

export type AdminRun = { code: number; stdout: string; stderr: string }

/** Runs scripts/admin.ts with `args` on the store in `env` (DATA_DIR, or DATABASE_URL for a Postgres server). */
export async function runAdmin(env: Record<string, string>, ...args: string[]): Promise<AdminRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      timeout: 60_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

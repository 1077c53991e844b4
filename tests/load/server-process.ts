import { type ChildProcess, spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { freshDataDir, removeDataDir } from '../../scripts/lib/data-dir'
import { freePort, waitForHealth } from '../../scripts/lib/serve-build'
import { testEnv } from '../support/app'

export type RunningServer = {
  url: string
  port: number
  child: ChildProcess
  logs: Record<string, unknown>[]
  /** Everything the server printed so far, stdout and stderr together. */
  output: () => string
  exited: Promise<number | null>
}

/** The production server as operators run it: plain node on the bundled build, JSON logs on stdout. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = env.DATA_DIR ?? (await freshDataDir())
  const child = spawn(process.execPath, [join(resolve(process.env.DIST_DIR ?? 'dist'), 'app/index.mjs')], {
    env: {
      ...process.env,
      ...testEnv,
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: Record<string, unknown>[] = []
  let buffer = ''
  let printed = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString()
    buffer += chunk.toString()
    const lines = buffer.split('\n')
    buffer = lines.pop() ?? ''
    for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line))
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString()
  })
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      if (!env.DATA_DIR) removeDataDir(dataDir)
      done(code)
    }),
  )
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, child)
  return { url, port, child, logs, output: () => printed, exited }
}

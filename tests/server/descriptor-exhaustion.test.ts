import { spawn } from 'node:child_process'
import { connect, type Socket } from 'node:net'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freshDataDir, removeDataDir } from '../../scripts/lib/data-dir'
import { freePort, waitForHealth } from '../../scripts/lib/serve-build'
import { testEnv } from '../support/app'

// Thousands of idle connections against a process with few file descriptors: the server closes what it
// cannot take instead of running out, never exits, and serves again once the flood is gone.

let dataDir = ''
afterAll(() => removeDataDir(dataDir))

const open = (port: number) =>
  new Promise<Socket | undefined>((done) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => done(socket))
    socket.once('error', () => done(undefined))
    socket.setTimeout(5_000, () => done(undefined))
  })

describe('descriptor exhaustion', () => {
  it('2 000 idle connections under `ulimit -n 256` neither crash the server nor keep it from serving afterwards', async () => {
    dataDir = await freshDataDir()
    const port = await freePort()
    const entry = join(resolve(process.env.DIST_DIR ?? 'dist'), 'app/index.mjs')
    const child = spawn('bash', ['-c', `ulimit -n 256 && exec "${process.execPath}" "${entry}"`], {
      env: { ...process.env, ...testEnv, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    let exitCode: number | null | undefined
    child.once('exit', (code) => (exitCode = code))
    const url = `http://127.0.0.1:${port}`
    await waitForHealth(url, child)

    const sockets: Socket[] = []
    for (let i = 0; i < 2000; i++) {
      const socket = await open(port)
      if (socket) {
        socket.on('error', () => {})
        sockets.push(socket)
      }
    }
    // The cap (limit − 128) holds: the rest were closed by the server, not left to take its descriptors.
    await new Promise((wait) => setTimeout(wait, 500))
    const alive = sockets.filter((socket) => !socket.destroyed && !socket.readableEnded)
    expect(alive.length).toBeLessThanOrEqual(256)
    for (const socket of sockets) socket.destroy()
    await waitForHealth(url, child, 30_000)
    expect(exitCode).toBeUndefined()
    expect((await fetch(`${url}/impressum`)).status).toBe(200)
    const warnings = output.split('\n').filter((line) => line.includes('connection limit reached'))
    expect(warnings.length).toBeGreaterThanOrEqual(1)
    expect(warnings.length).toBeLessThanOrEqual(2)
    child.kill('SIGTERM')
    await new Promise((done) => child.once('exit', done))
  }, 120_000)
})

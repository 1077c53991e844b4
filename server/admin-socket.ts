// Operator commands while the site runs on the embedded database. PGlite is one process's database and the
// server holds its folder's lock, so `npm run admin` cannot open it; instead the server listens on a Unix
// socket in the data folder (mode 0600: only its own user) and runs the command on its own open database.
// Protocol, one JSON object a line: the server greets ({"hello":…}), the client sends {"args":[…]}, the server
// streams {"out"}, {"err"}, {"stdout"} and file chunks ({"file","data"} … {"file","done"}) and ends with
// {"exit":code}. Files are written by the client, and only those it named in its arguments.
import { chmodSync, existsSync, rmSync } from 'node:fs'
import { createConnection, createServer, type Socket } from 'node:net'
import { join, resolve } from 'node:path'
import type { AdminOutput } from './admin-commands'

/** Linux keeps a Unix socket's path in 108 bytes, the last one the closing NUL. */
const MAX_PATH_BYTES = 107
/** Raw bytes per file chunk (64 KB as base64). */
const CHUNK_BYTES = 48 * 1024
const MAX_REQUEST_BYTES = 64 * 1024
/** A client that connected but sends no command is dropped after this long. */
const REQUEST_TIMEOUT_MS = 10_000

type Message = {
  hello?: { pid: number }
  out?: string
  err?: string
  stdout?: string
  file?: string
  data?: string
  done?: boolean
  exit?: number
}

const socketPath = (dataDir: string) => join(resolve(dataDir), 'admin.sock')
const fits = (path: string) => Buffer.byteLength(path) <= MAX_PATH_BYTES
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Names the command in the log without its arguments (e-mail addresses never reach the log). */
const commandName = (args: string[]) => (args[0] === 'votes' ? `votes ${args[1] ?? ''}`.trim() : (args[0] ?? ''))

function parseRequest(line: string): string[] | undefined {
  try {
    const request = JSON.parse(line) as { args?: unknown }
    const args = request.args
    return Array.isArray(args) && args.every((arg) => typeof arg === 'string') ? args : undefined
  } catch {
    return undefined
  }
}

export type AdminSocket = { close(): Promise<void> }

/**
 * Listens on DATA_DIR/admin.sock and runs each client's command with `run`. Never fails the caller: when
 * the socket cannot be made (path too long, a read-only folder) it logs one warning and returns undefined,
 * and admin commands then need the server stopped, as before.
 */
export async function listenForAdmin(options: {
  dataDir: string
  run(args: string[], output: AdminOutput): Promise<number>
  log: { info?(message: string): void; warn(message: string): void }
}): Promise<AdminSocket | undefined> {
  const path = socketPath(options.dataDir)
  if (!fits(path)) {
    options.log.warn(
      `no admin socket: ${path} is longer than a Unix socket path may be (${MAX_PATH_BYTES} bytes); use a shorter DATA_DIR to run admin commands while the server runs`,
    )
    return undefined
  }
  // This server holds the folder's lock: a socket file there is the leftover of a server that died.
  rmSync(path, { force: true })
  const idle = new Set<Socket>()
  const running = new Set<Promise<void>>()
  const server = createServer((socket) => {
    const send = (message: Message) => {
      if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`)
    }
    const output: AdminOutput = {
      out: (line) => send({ out: line }),
      err: (line) => send({ err: line }),
      stdout: (text) => send({ stdout: text }),
      file(file, data) {
        for (let at = 0; at < data.byteLength; at += CHUNK_BYTES)
          send({
            file,
            data: Buffer.from(data.buffer, data.byteOffset + at, Math.min(CHUNK_BYTES, data.byteLength - at)).toString(
              'base64',
            ),
          })
        send({ file, done: true })
      },
    }
    idle.add(socket)
    socket.setEncoding('utf8')
    socket.on('error', () => {})
    socket.on('close', () => idle.delete(socket))
    const timer = setTimeout(() => socket.destroy(), REQUEST_TIMEOUT_MS)
    let request = ''
    const onData = (chunk: string) => {
      request += chunk
      const end = request.indexOf('\n')
      if (end < 0) {
        if (request.length > MAX_REQUEST_BYTES) socket.destroy()
        return
      }
      socket.off('data', onData)
      clearTimeout(timer)
      idle.delete(socket)
      const args = parseRequest(request.slice(0, end))
      const work = (async () => {
        if (!args) {
          output.err('admin: the request is not {"args":[…]}')
          send({ exit: 2 })
        } else {
          options.log.info?.(`admin command through the socket: ${commandName(args)}`)
          let code = 1
          try {
            code = await options.run(args, output)
          } catch (error) {
            output.err(`admin: ${errorText(error)}`)
          }
          send({ exit: code })
        }
        socket.end()
      })()
      running.add(work)
      void work.finally(() => running.delete(work))
    }
    socket.on('data', onData)
    send({ hello: { pid: process.pid } })
  })
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail)
      server.listen(path, () => {
        server.off('error', fail)
        done()
      })
    })
    // A failed accept (no descriptors left) is emitted here: it must not take the site down.
    server.on('error', (error) => options.log.warn(`admin socket: ${errorText(error)}`))
    // Only the server's own user may run commands (with the usual umask nobody else could connect even
    // before this line: connecting needs write permission on the socket file).
    chmodSync(path, 0o600)
  } catch (error) {
    server.close()
    options.log.warn(
      `no admin socket at ${path} (${errorText(error)}): admin commands need the server stopped while this server runs`,
    )
    return undefined
  }
  return {
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()))
      // Commands already running finish (the database closes after them); clients still silent are dropped.
      for (const socket of idle) socket.destroy()
      await Promise.all(running)
      await closed
      rmSync(path, { force: true })
    },
  }
}

/** The answer of runThroughAdminSocket: the command's exit code, or why no server ran it. */
type SocketRun = { ran: true; code: number } | { ran: false; note?: string }

/**
 * The CLI's side: when a server holds `dataDir` (its lock file is there) and answers on the socket, it runs
 * `args` there, printing to `output` and writing named files with `output.file`. A socket that refuses or
 * stays silent for `timeoutMs` (a server that died, a frozen one) answers { ran: false } with a note, so the
 * CLI falls back to opening the folder itself instead of hanging.
 */
export function runThroughAdminSocket(
  dataDir: string,
  args: string[],
  output: AdminOutput,
  timeoutMs = 5_000,
): Promise<SocketRun> {
  const path = socketPath(dataDir)
  if (!fits(path) || !existsSync(join(resolve(dataDir), 'onepitch.lock')) || !existsSync(path))
    return Promise.resolve({ ran: false })
  return new Promise((settle) => {
    const socket = createConnection(path)
    let greeted = false
    let finished = false
    let buffer = ''
    const files = new Map<string, Buffer[]>()
    const finish = (result: SocketRun) => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      socket.destroy()
      settle(result)
    }
    const fail = (line: string) => {
      if (finished) return
      output.err(`admin: ${line}`)
      finish({ ran: true, code: 1 })
    }
    const timer = setTimeout(
      () =>
        finish({ ran: false, note: `the server's admin socket ${path} did not answer within ${timeoutMs / 1000} s` }),
      timeoutMs,
    )
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (greeted) fail(`lost the connection to the server: ${error.message}`)
      else finish({ ran: false, note: `no server answers on ${path} (${error.code ?? error.message})` })
    })
    socket.on('close', () => {
      if (greeted) fail('the server closed the connection before the command finished')
      else finish({ ran: false, note: `the server's admin socket ${path} closed without answering` })
    })
    const handle = (message: Message) => {
      if (message.hello) {
        greeted = true
        clearTimeout(timer)
        socket.write(`${JSON.stringify({ args })}\n`)
      } else if (!greeted) fail('the admin socket answered before greeting')
      else if (typeof message.out === 'string') output.out(message.out)
      else if (typeof message.err === 'string') output.err(message.err)
      else if (typeof message.stdout === 'string') output.stdout(message.stdout)
      else if (typeof message.file === 'string') {
        // The server may write only the files the operator named, never a path of its choosing.
        if (!args.slice(1).includes(message.file)) return fail(`the server sent a file not asked for: ${message.file}`)
        const chunks = files.get(message.file) ?? []
        files.set(message.file, chunks)
        if (typeof message.data === 'string') chunks.push(Buffer.from(message.data, 'base64'))
        if (message.done) {
          files.delete(message.file)
          try {
            output.file(message.file, Buffer.concat(chunks))
          } catch (error) {
            fail(errorText(error))
          }
        }
      } else if (typeof message.exit === 'number') finish({ ran: true, code: message.exit })
    }
    // A decoder joins characters split between two chunks.
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\n'); end >= 0 && !finished; end = buffer.indexOf('\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 1)
        let message: Message
        try {
          message = JSON.parse(line) as Message
        } catch {
          fail('the admin socket sent something that is not an admin answer')
          return
        }
        handle(message)
      }
    })
  })
}

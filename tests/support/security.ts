import { connect } from 'node:net'
import { beforeAll, expect } from 'vitest'
import { STATIC_SECURITY_HEADERS } from '../../server/plugins/security'
import { sharedTestApp } from './app'

// What the security tests share: a browser's Accept header, fresh client addresses, the header check, raw HTTP.

export const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

/** A fresh client address per call: the not-found limit is per client. */
export function clientAddresses() {
  let clientNumber = 0
  return () => {
    clientNumber++
    return `10.20.${Math.floor(clientNumber / 250) % 250}.${clientNumber % 250}`
  }
}

export function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
    expect(headers[name], `${label}: ${name}`).toBe(value)
  expect(String(headers['content-security-policy']), `${label}: CSP`).toContain("default-src 'self'")
  expect(String(headers['content-security-policy']), `${label}: CSP`).toContain("frame-ancestors 'none'")
}

/** One raw HTTP/1.1 exchange with the server at `origin`, for request targets and headers that fetch and inject cannot send. */
function rawRequest(origin: string, requestLine: string, headers = 'Host: onepitch.test\r\nAccept: text/html\r\n') {
  const { port } = new URL(origin)
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`${requestLine}\r\n${headers}Connection: close\r\n\r\n`),
    )
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const data = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = data.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const parsed: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, body: rest.join('\r\n\r\n') })
    })
  })
}

/**
 * One app for a file's tests that also listens on a local port, so a test can send what inject cannot
 * (`raw`: odd request lines and headers) and still use `app.inject` and the `logs` of the same server.
 */
export function listeningTestApp() {
  const shared = sharedTestApp()
  let origin = ''
  beforeAll(async () => {
    origin = await shared.app.listen({ port: 0, host: '127.0.0.1' })
  })
  return {
    get app() {
      return shared.app
    },
    get logs() {
      return shared.logs
    },
    raw: (requestLine: string, headers?: string) => rawRequest(origin, requestLine, headers),
  }
}

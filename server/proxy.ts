import { randomUUID } from 'node:crypto'
import proxyAddr from '@fastify/proxy-addr'
import type { Config } from './config'

type TrustProxy = Config['TRUST_PROXY']

/**
 * Fastify's trustProxy. A hop count becomes a function, because Fastify itself fails closed on a bare
 * number: with n trusted hops the client is the n-th address from the right, counting the socket peer as
 * hop 0. (A hop count cannot check who the peer is: use addresses when the server is also reachable
 * without the proxy.)
 */
export function trustProxyOption(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value
  return (_address, hop) => hop < value
}

/**
 * Whether the socket peer is a proxy TRUST_PROXY names (so its forwarded headers may be believed). Names
 * (`loopback`, `linklocal`, `uniquelocal`), addresses and CIDR ranges are proxy-addr's, as Fastify reads them.
 */
function peerTrust(value: TrustProxy): (address: string | undefined) => boolean {
  if (typeof value === 'boolean') return () => value
  if (typeof value === 'number') return () => true
  const trust = proxyAddr.compile(value)
  return (address) => address !== undefined && trust(address, 0)
}

const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/

/**
 * The request id: the X-Request-Id a trusted proxy forwarded when it is a plain token (8–64 characters of
 * letters, digits, `.`, `_`, `:`, `-`), else a fresh UUID. Clients talking to us directly never choose it.
 */
export function requestIdGenerator(value: TrustProxy) {
  const trusted = peerTrust(value)
  return (raw: { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } }) => {
    const header = raw.headers['x-request-id']
    if (typeof header === 'string' && REQUEST_ID.test(header) && trusted(raw.socket?.remoteAddress)) return header
    return randomUUID()
  }
}

/**
 * With TRUST_PROXY unset a proxy in front makes every visitor look like the proxy: limits then count them
 * all as one client. When a forwarded request shows up, say so once, naming the setting to change.
 */
export function warnOnForwardedRequests(value: TrustProxy, log: { warn(message: string): void }) {
  let warned = value !== false
  return async (request: { headers: Record<string, unknown> }) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return
    warned = true
    log.warn(
      'a request arrived through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: rate limits and gate lockouts count every visitor behind it as one client; set TRUST_PROXY to the number of proxies or their addresses',
    )
  }
}

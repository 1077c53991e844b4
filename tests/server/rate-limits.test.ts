import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { databaseStores, JSON_HEADERS, VOTING } from '../support/stores'

// Limits count per client network, not per address: one IPv6 connection owns a whole /64, so rotating
// addresses inside it buys nothing. With DATABASE_URL the counters live in Postgres, so a second instance
// behind the load balancer does not double the allowance.

const stores = databaseStores()

const report = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/client-events',
    headers: JSON_HEADERS,
    payload: { type: 'image-error' },
    remoteAddress,
  })

const statuses = async (count: number, request: (i: number) => Promise<{ statusCode: number }>) => {
  const result: number[] = []
  for (let i = 0; i < count; i++) result.push((await request(i)).statusCode)
  return result
}

describe('rate limits', () => {
  it('count 1 000 addresses of one IPv6 /64 as one client, and another /64 apart, logging refusals sampled', async () => {
    const { buildTestApp } = await import('../support/app')
    const { app, logs } = await buildTestApp({ ...(await stores.newStore('pglite')), PREVIEW_AT: VOTING })
    const codes = await statuses(1000, (i) => report(app, `2001:db8:7:7::${i.toString(16)}`))
    expect(codes.filter((code) => code === 204)).toHaveLength(30)
    expect(codes.slice(30).every((code) => code === 429)).toBe(true)
    expect((await report(app, '2001:db8:7:8::1')).statusCode).toBe(204)
    // 970 refusals, a handful of log lines (one a second), each with its count.
    const lines = logs.filter((line) => line.msg === 'rate limited')
    expect(lines.length).toBeGreaterThanOrEqual(1)
    expect(lines.length).toBeLessThan(20)
    // IPv4-mapped IPv6 is the IPv4 client.
    expect(await statuses(30, () => report(app, '10.20.30.40'))).not.toContain(429)
    const mapped = await report(app, '::ffff:10.20.30.40')
    expect(mapped.statusCode).toBe(429)
    expect(Number(mapped.headers['retry-after'])).toBeGreaterThan(0)
    await app.close()
  })

  it('are shared by two instances on one Postgres', async () => {
    const store = await stores.newStore('postgres')
    const [a, b] = await Promise.all([stores.appWith(store), stores.appWith(store)])
    const codes = await statuses(40, (i) => report(i % 2 === 0 ? a : b, '10.3.3.3'))
    expect(codes.filter((code) => code === 204)).toHaveLength(30)
    expect(codes.slice(30).every((code) => code === 429)).toBe(true)
    await Promise.all([a.close(), b.close()])
  })
})

import { STATUS_CODES } from 'node:http'
import { describe, expect, it } from 'vitest'
import { buildTestApp, FORM, sharedTestApp } from '../support/app'

// Every JSON answer with a 4xx or 5xx status has one body, whichever part of the server refused: the status,
// its name, a German message, and the form field when the message belongs to one.

const testApp = sharedTestApp()
const JSON_ACCEPT = { accept: 'application/json' }

function expectErrorBody(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  what: string,
) {
  expect(String(response.headers['content-type']), what).toContain('application/json')
  const body = JSON.parse(response.body) as Record<string, unknown>
  expect(
    Object.keys(body).filter((key) => !['statusCode', 'error', 'message', 'field'].includes(key)),
    what,
  ).toEqual([])
  expect(body.statusCode, what).toBe(response.statusCode)
  expect(body.error, what).toBe(STATUS_CODES[response.statusCode])
  expect(typeof body.message === 'string' && body.message.length > 0, what).toBe(true)
  return body
}

describe('JSON error answers', () => {
  it('have one shape from routing, limits, forms, votes, gates, client events and avatars', async () => {
    const { app } = testApp
    const post = (url: string, payload: string, contentType: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...JSON_ACCEPT, ...headers } })
    const answers = {
      'unknown path': await app.inject({ method: 'GET', url: '/gibt-es-nicht', headers: JSON_ACCEPT }),
      'wrong method': await app.inject({ method: 'DELETE', url: '/impressum', headers: JSON_ACCEPT }),
      'target too long': await app.inject({ method: 'GET', url: `/${'a'.repeat(3000)}`, headers: JSON_ACCEPT }),
      'cross-site post': await post('/api/votes/saatlux', '{}', 'application/json', { 'sec-fetch-site': 'cross-site' }),
      'unknown startup': await post('/api/votes/gibt-es-nicht', '{}', 'application/json'),
      'bad vote intent': await post('/api/votes/saatlux', '{"intent":"mehr"}', 'application/json'),
      'bad sign-up': await post('/api/early-access', '{"email":"kaputt","role":"startup"}', 'application/json'),
      'client event not JSON': await post('/api/client-events', 'kein json', 'text/plain'),
      'bad client event': await post('/api/client-events', '{"type":1}', 'application/json'),
      'gate body too large': await post('/scouts', `passphrase=${'x'.repeat(5000)}`, FORM['content-type']),
      'bad avatar size': await app.inject({ method: 'GET', url: '/api/avatar?name=A&size=-1' }),
    }
    const statuses = Object.fromEntries(Object.entries(answers).map(([what, answer]) => [what, answer.statusCode]))
    expect(statuses).toEqual({
      'unknown path': 404,
      'wrong method': 405,
      'target too long': 414,
      'cross-site post': 403,
      'unknown startup': 404,
      'bad vote intent': 400,
      'bad sign-up': 400,
      'client event not JSON': 400,
      'bad client event': 400,
      'gate body too large': 413,
      'bad avatar size': 400,
    })
    for (const [what, answer] of Object.entries(answers)) expectErrorBody(answer, what)
    expect(JSON.parse(answers['bad sign-up'].body).field).toBe('email')
    expect(JSON.parse(answers['bad vote intent'].body).field).toBe('intent')
  })

  it('have the same shape past a rate limit and while load is shed', async () => {
    const limited = []
    for (let i = 0; i < 31; i++)
      limited.push(
        await testApp.app.inject({
          method: 'POST',
          url: '/api/client-events',
          payload: { type: 'video-load-error' },
          remoteAddress: '10.4.4.4',
        }),
      )
    expect(limited.at(-1)?.statusCode).toBe(429)
    const last = limited.at(-1)
    if (last) expectErrorBody(last, 'rate limit')

    const { app: shedding } = await buildTestApp(
      {},
      { pressure: { maxEventLoopDelay: 30, sampleInterval: 1000, retryAfter: 7, delay: () => 500 } },
    )
    try {
      const shed = await shedding.inject({ method: 'GET', url: '/impressum', headers: JSON_ACCEPT })
      expect(shed.statusCode).toBe(503)
      expectErrorBody(shed, 'shed')
    } finally {
      await shedding.close()
    }
  })
})

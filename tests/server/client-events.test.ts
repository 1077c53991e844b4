import { describe, expect, it } from 'vitest'
import { sharedTestApp } from '../support/app'

// Browser reports (a demo video that failed): validated, logged, limited; over a real socket.

const testApp = sharedTestApp()

describe('client events', () => {
  const post = (payload: string, contentType = 'application/json', ip = '10.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/client-events',
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: ip,
    })

  it('accepts a valid JSON report with 204 and logs it', async () => {
    const response = await post(
      JSON.stringify({ type: 'video-load-error', startupId: 'fristwerk', message: 'MEDIA_ERR_SRC_NOT_SUPPORTED' }),
    )
    expect(response.statusCode).toBe(204)
    expect(testApp.logs.some((line) => line.msg === 'client event: video-load-error')).toBe(true)
  })

  it('accepts sendBeacon’s text/plain body', async () => {
    const response = await post(
      JSON.stringify({ type: 'video-play-error', startupId: 'wattlinie' }),
      'text/plain;charset=UTF-8',
    )
    expect(response.statusCode).toBe(204)
  })

  it('rejects invalid reports with 400 and a JSON error', async () => {
    for (const body of [
      JSON.stringify({ type: 'nope' }),
      JSON.stringify({ type: 'video-load-error', extra: 1 }),
      '{broken',
    ]) {
      const response = await post(body)
      expect(response.statusCode, body).toBe(400)
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    }
  })

  it('never echoes or logs the keys a client made up', async () => {
    const secret = 'injected-key-<script>'
    const response = await post(JSON.stringify({ type: 'image-error', [secret]: 'x' }), 'application/json', '10.0.0.19')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^Erwartet wird ein Ereignis/)
    expect(response.body).not.toContain('injected-key')
    expect(JSON.stringify(testApp.logs)).not.toContain('injected-key')
  })

  it('rejects oversized bodies with 413 and a JSON error', async () => {
    const response = await post(
      JSON.stringify({ type: 'video-load-error', message: 'x'.repeat(5000) }),
      'application/json',
      '10.0.0.2',
    )
    expect(response.statusCode).toBe(413)
    expect(response.json().statusCode).toBe(413)
  })

  it('rejects unknown content types with 415', async () => {
    const response = await post('a=b', 'application/x-www-form-urlencoded', '10.0.0.3')
    expect(response.statusCode).toBe(415)
  })

  it('rate-limits a client with 429 and a JSON error', async () => {
    const body = JSON.stringify({ type: 'image-error' })
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) statuses.push((await post(body, 'application/json', '10.0.0.9')).statusCode)
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true)
    const limited = await post(body, 'application/json', '10.0.0.9')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().statusCode).toBe(429)
  })
})

import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { gateScreen } from '../../data/gates'
import { signUpMessages } from '../../data/signup'
import { RenderSlots } from '../../server/render-slots'
import { FORM, sharedTestApp, testEnv } from '../support/app'
import { VOTING } from '../support/stores'

// A crowd of requests for pages that cannot come from the cache (a form answer showing the visitor's own
// input) renders a few at a time; what does not fit in the short waiting line gets 503 at once, and
// pages from the cache (the imprint, locked gate screens, confirmation outcomes) never wait behind it.
const SLOTS = { active: 2, waiting: 4 }

/**
 * Render slots that hold every render until `count` requests have asked for a slot: the crowd is all there
 * before the first render ends, however fast this machine renders (a warm process rendered the error page
 * before the next request arrived, and nothing was ever refused).
 */
class CrowdSlots extends RenderSlots {
  #expected = 0
  #arrived = 0
  #gate: Promise<void> = Promise.resolve()
  #open = () => {}

  holdUntil(count: number) {
    this.#expected = count
    this.#arrived = 0
    this.#gate = new Promise((open) => {
      this.#open = open
    })
  }

  override run<T>(work: () => Promise<T>): Promise<T> {
    this.#arrived += 1
    if (this.#arrived === this.#expected) this.#open()
    const gate = this.#gate
    return super.run(async () => {
      await gate
      return work()
    })
  }
}

const slots = new CrowdSlots(SLOTS)
const testApp = sharedTestApp({ PREVIEW_AT: VOTING }, { renderSlots: slots })

/** A different /24 for each request: the flood comes from many networks, past every per-network limit. */
const network = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.7`

/** Fires every request at once and records the order in which the answers arrived. */
async function together(requests: { label: string; send: () => Promise<LightMyRequestResponse> }[]) {
  let arrived = 0
  return Promise.all(
    requests.map(async ({ label, send }) => {
      const response = await send()
      return { label, response, order: arrived++ }
    }),
  )
}

describe('a flood of per-visitor pages', () => {
  it('is refused past the render slots with 503 + Retry-After, while cached pages answer at once', async () => {
    const { app, logs } = testApp
    const imprint = await app.inject({ method: 'GET', url: '/impressum' })
    expect(imprint.statusCode).toBe(200)
    slots.holdUntil(120)
    const answers = await together([
      ...Array.from({ length: 120 }, (_, i) => ({
        label: 'form answer',
        send: () =>
          app.inject({
            method: 'POST',
            url: '/api/early-access',
            headers: { ...FORM, accept: 'text/html', origin: testEnv.SITE_URL },
            payload: new URLSearchParams({
              email: `kein-at-zeichen-${i}`,
              role: 'startup',
              tag: 'early_access_hero',
            }).toString(),
            remoteAddress: network(i),
          }),
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        label: 'imprint',
        send: () => app.inject({ method: 'GET', url: '/impressum', remoteAddress: network(1000 + i) }),
      })),
    ])
    const forms = answers.filter((answer) => answer.label === 'form answer')
    const rendered = forms.filter(({ response }) => response.statusCode === 400)
    const refused = forms.filter(({ response }) => response.statusCode === 503)
    expect(rendered.length + refused.length).toBe(forms.length)
    expect(rendered.length).toBeGreaterThanOrEqual(SLOTS.active + SLOTS.waiting)
    expect(refused.length).toBeGreaterThan(0)
    for (const { response } of rendered) expect(response.body).toContain(signUpMessages.email)
    for (const { response } of refused) {
      expect(response.headers['retry-after']).toBe('2')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).toContain('Der Server ist gerade ausgelastet')
    }
    // The imprint came from the cache: every copy is the one kept, and none waited for the renders.
    const imprints = answers.filter((answer) => answer.label === 'imprint')
    for (const { response } of imprints) {
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(imprint.body)
    }
    const lastRender = Math.max(...rendered.map((answer) => answer.order))
    expect(Math.max(...imprints.map((answer) => answer.order))).toBeLessThan(lastRender)
    // Refusals are sampled: one line for the burst, with its count.
    const lines = logs.filter((line) => line.msg === 'renders: every slot taken, requests refused')
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.length).toBeLessThan(refused.length)
  })

  it('renders a locked gate screen and a wrong-passphrase answer once for a crowd, not once each', async () => {
    const { app } = testApp
    const answers = await together([
      ...Array.from({ length: 40 }, (_, i) => ({
        label: 'locked',
        send: () => app.inject({ method: 'GET', url: '/jury-spotlight', remoteAddress: network(2000 + i) }),
      })),
      ...Array.from({ length: 30 }, (_, i) => ({
        label: 'wrong',
        send: () =>
          app.inject({
            method: 'POST',
            url: '/jury-spotlight',
            headers: { ...FORM, origin: testEnv.SITE_URL },
            payload: 'passphrase=falsch-geraten-1234',
            remoteAddress: network(3000 + i),
          }),
      })),
      ...Array.from({ length: 30 }, (_, i) => ({
        label: 'confirmation',
        send: () =>
          app.inject({ method: 'GET', url: `/api/confirm?token=erfunden-${i}`, remoteAddress: network(4000 + i) }),
      })),
    ])
    // 100 requests with 2 slots and 4 places to wait: only single flight per variant answers them all.
    for (const { label, response } of answers) {
      const expected = label === 'locked' ? 200 : label === 'wrong' ? 401 : 400
      expect(response.statusCode, label).toBe(expected)
      expect(response.headers['cache-control'], label).toBe('private, no-store')
    }
    // Each variant was rendered by one request; every other one got that copy.
    for (const label of ['locked', 'wrong', 'confirmation']) {
      const timings = answers
        .filter((answer) => answer.label === label)
        .map(({ response }) => response.headers['server-timing'])
      expect(timings.filter((timing) => String(timing).startsWith('render')).length, label).toBeLessThanOrEqual(1)
    }
    const locked = answers.filter((answer) => answer.label === 'locked')
    expect(new Set(locked.map(({ response }) => response.body)).size).toBe(1)
    expect(locked[0]?.response.body).toContain(gateScreen.title)
    const wrong = answers.filter((answer) => answer.label === 'wrong')
    expect(new Set(wrong.map(({ response }) => response.body)).size).toBe(1)
    expect(wrong[0]?.response.body).toContain(gateScreen.errors.wrong)
    // No token of a link is in a shared page.
    for (const { response } of answers.filter((answer) => answer.label === 'confirmation'))
      expect(response.body).not.toContain('erfunden-')
  })
})

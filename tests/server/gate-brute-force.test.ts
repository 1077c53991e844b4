import { describe, expect, it } from 'vitest'
import { GATE_SLOWDOWN_MS } from '../../server/plugins/gates'
import { appPerTest, FORM } from '../support/app'
import { form, jury, post, WRONG } from '../support/gates'

// Guessing from many networks at once: each network has its own limit, and all failures on a gate together
// have a budget. Past it, answers slow down and the operator is warned once; the right passphrase still works.

const start = appPerTest()
const address = (i: number) => `10.${Math.floor(i / 250)}.${i % 250}.1`

describe('a gate under brute force from 200 networks', () => {
  it('slows every answer once 100 failures are spent, warns once, and still lets the right passphrase in', async () => {
    const { app, logs } = await start()
    for (let i = 0; i < 100; i++) {
      const response = await post(app, jury.path, form(`falsch-${i}`), FORM, address(i))
      expect(response.statusCode).toBe(401)
    }
    const warnings = () => logs.filter((line) => line.level === 40 && line.msg.includes('exceed the budget'))
    expect(warnings()).toHaveLength(0)

    const started = performance.now()
    const [slowed, again] = await Promise.all([
      post(app, jury.path, form('falsch-100'), FORM, address(100)),
      post(app, jury.path, form('falsch-101'), FORM, address(101)),
    ])
    // A lower bound only: a busy machine can make it later, never earlier.
    expect(performance.now() - started).toBeGreaterThanOrEqual(GATE_SLOWDOWN_MS - 50)
    expect([slowed.statusCode, again.statusCode]).toEqual([401, 401])
    expect(slowed.body).toContain(WRONG)
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toMatchObject({ gate: 'jury', budget: 100 })

    const juror = await post(app, jury.path, form(jury.passphrase), FORM, address(150))
    expect(juror.statusCode).toBe(303)
    expect(String(juror.headers['set-cookie'])).toMatch(/^op_gate_jury=/)
    expect(warnings()).toHaveLength(1)
  })

  it('warns once when requests arrive through a proxy while TRUST_PROXY is unset', async () => {
    const { app, logs } = await start({ TRUST_PROXY: 'false' })
    for (const ip of ['198.51.100.1', '198.51.100.2'])
      await app.inject({ method: 'GET', url: '/impressum', headers: { 'x-forwarded-for': ip } })
    const lines = logs.filter((line) => line.level === 40 && line.msg.includes('TRUST_PROXY is not set'))
    expect(lines).toHaveLength(1)
  })
})

import { describe, expect, it } from 'vitest'
import { appPerTest, FORM } from '../support/app'
import { form, scouts } from '../support/gates'

// The failed-passphrase limit counts the real client behind a proxy, as TRUST_PROXY says.

const start = appPerTest()

describe('behind a load balancer (real sockets, simulated proxy)', () => {
  /** Posts like a balancer would forward them: the client's X-Forwarded-For plus the address it saw. */
  async function burst(env: Record<string, string>, passphrases: string[], forwardedFor: (index: number) => string) {
    const { app } = await start(env)
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    return Promise.all(
      passphrases.map(async (passphrase, index) => {
        const response = await fetch(`${origin}${scouts.path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { ...FORM, 'x-forwarded-for': forwardedFor(index) },
          body: form(passphrase),
        })
        await response.arrayBuffer()
        return response.status
      }),
    )
  }
  const rotating = (index: number) => `198.51.100.${index + 1}, 203.0.113.7`
  const wrong = Array.from({ length: 15 }, (_, index) => `falsch-${index}`)

  it.each(['1', '127.0.0.1', 'loopback'])(
    'TRUST_PROXY=%s: a rotating left-most X-Forwarded-For does not escape the limit',
    async (trustProxy) => {
      const statuses = await burst({ TRUST_PROXY: trustProxy }, wrong, rotating)
      expect(statuses.filter((status) => status === 401)).toHaveLength(10)
      expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    },
  )

  it('TRUST_PROXY=1: twelve successful logins in a row from one address never get 429', async () => {
    const statuses = await burst(
      { TRUST_PROXY: '1' },
      Array.from({ length: 12 }, () => scouts.passphrase),
      () => '203.0.113.7',
    )
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 303))
  })

  it('TRUST_PROXY=false: visitors behind the balancer share one address, and their logins still never lock it', async () => {
    const statuses = await burst(
      { TRUST_PROXY: 'false' },
      Array.from({ length: 12 }, () => scouts.passphrase),
      rotating,
    )
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 303))
  })

  it('TRUST_PROXY=true (every hop trusted, so clients pick their address) stops a production start', async () => {
    await expect(start({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY: true trusts every X-Forwarded-For entry/)
  })

  it('a client that talks to the server directly cannot choose its address with X-Forwarded-For (list form)', async () => {
    const statuses = await burst({ TRUST_PROXY: '10.0.0.0/8' }, wrong, rotating)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
  })
})

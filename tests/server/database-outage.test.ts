import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { buildTestApp, FORM, movableClock } from '../support/app'
import { startPostgres } from '../support/postgres'
import { postSignUp, VOTING } from '../support/stores'

// The database server goes away while the site runs: browsers get a German page instead of raw JSON,
// readiness says so (liveness does not), and the ranking keeps its last counts; once it is back, the site
// recovers by itself: ready again, and a sign-up is stored.

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

describe('a Postgres outage', () => {
  it('answers form posts with the German error page, /readyz 503 while /healthz stays up, keeps the ranking, and recovers', async () => {
    const postgres = await startPostgres()
    const url = await postgres.createDatabase('outage')
    const time = movableClock(VOTING)
    const { app, logs } = await buildTestApp({ DATABASE_URL: url }, { clock: time.clock })
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' })
    const before = await app.inject({ method: 'GET', url: '/wildcard-voting' })
    expect(before.statusCode).toBe(200)
    await postgres.pause()

    const form = await app.inject({
      method: 'POST',
      url: '/api/early-access',
      headers: { ...FORM, accept: 'text/html' },
      payload: 'email=ausfall%40example.org&role=startup&tag=lp1_hero',
    })
    expect(form.statusCode).toBe(500)
    expect(form.headers['content-type']).toContain('text/html')
    expect(form.body).toContain('<h1>Gerade hakt es bei uns</h1>')
    expect(form.body).toContain('<a class="button" href="/">Zur Startseite</a>')
    const json = await postSignUp(app, { email: 'ausfall@example.org' })
    expect(json.statusCode).toBe(500)
    expect(json.json()).toMatchObject({ statusCode: 500, message: 'Interner Serverfehler' })

    const ready = await app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ status: 'unavailable' })
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    // The counts read before the outage stay on the page (read again at most every 2 s, failing quietly).
    time.advance(2001)
    const during = await app.inject({ method: 'GET', url: '/wildcard-voting' })
    expect(during.statusCode).toBe(200)
    expect(during.body).toContain('data-votes="412"')
    expect(logs.filter((line) => line.msg.startsWith('vote counts unavailable'))).toHaveLength(1)
    // The next failed read of the same outage stays quiet: one line per outage, not one per read.
    time.advance(2001)
    expect((await app.inject({ method: 'GET', url: '/wildcard-voting' })).body).toContain('data-votes="412"')
    expect(logs.filter((line) => line.msg.startsWith('vote counts unavailable'))).toHaveLength(1)

    // The database comes back: no restart of the site is needed.
    await postgres.resume()
    let readyAgain = await app.inject({ method: 'GET', url: '/readyz' })
    for (let tries = 0; readyAgain.statusCode !== 200 && tries < 50; tries++) {
      await new Promise((wait) => setTimeout(wait, 200))
      readyAgain = await app.inject({ method: 'GET', url: '/readyz' })
    }
    expect(readyAgain.json()).toEqual({ status: 'ready' })
    const stored = await postSignUp(app, { email: 'zurueck@example.org' })
    expect(stored.statusCode).toBeLessThan(300)
    await app.close()
    const { rows } = await query(url, 'select email from signups')
    expect(rows.map((row) => row.email)).toEqual(['zurueck@example.org'])
    await postgres.stop()
  }, 120_000)
})

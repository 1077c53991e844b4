import { createServer, type Server } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/serve-build'
import { createClock } from '../../server/clock'
import { openDatabase } from '../../server/db/database'
import { oldMails, unconfirmedSignUps } from '../../server/retention'
import { confirmLink, startSmtp } from '../support/smtp'
import { confirmByLink, databaseStores, type Kind, postSignUp, VOTING } from '../support/stores'

// Confirmation mail leaves through the outbox: the answer never waits for the relay, a failing relay loses
// nothing, and nobody can turn the form into a mail cannon against someone's inbox.

const stores = databaseStores()

const signUp = (app: FastifyInstance, email: string, remoteAddress = '10.6.0.1') =>
  postSignUp(app, { email }, remoteAddress)

/** A clock whose real time the test moves (retries are due minutes later). */
function movableClock() {
  let shift = 0
  return { clock: createClock(VOTING, () => Date.now() + shift), advance: (ms: number) => (shift += ms) }
}

const until = async (condition: () => Promise<boolean> | boolean, what: string) => {
  const deadline = Date.now() + 15_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.each<Kind>(['pglite', 'postgres'])('the mail outbox on %s', (kind) => {
  it('keeps mail while the relay is down, warns once a minute with the queue length, and sends it once the relay is back', async () => {
    const port = await freePort()
    const { clock, advance } = movableClock()
    const store = await stores.newStore(kind)
    const { buildTestApp } = await import('../support/app')
    const { app, logs } = await buildTestApp(
      { ...store, SMTP_URL: `smtp://127.0.0.1:${port}`, PREVIEW_AT: VOTING },
      { clock, mailPollMs: 50 },
    )
    const answer = await signUp(app, `relay.${kind}@example.org`)
    expect(answer.statusCode).toBe(202)
    const failures = () => logs.filter((line) => line.msg === 'mail failed, will retry')
    await until(() => failures().length >= 1, 'the first failed attempt')
    const warnings = () => logs.filter((line) => line.msg.startsWith('mail relay failing'))
    // The warning follows the round's failures once the queue is counted (a query of its own): waited for, not
    // read at once (on Postgres it came a moment after the failure, and the check saw none).
    await until(() => warnings().length >= 1, 'the warning')
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toMatchObject({ queued: 1 })
    // The log names the row, never the whole address.
    expect(JSON.stringify(failures())).not.toContain(`relay.${kind}@example.org`)

    // The relay comes back; the retry falls due within a minute.
    const relay = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false })
    const received: string[] = []
    relay.onData = (stream, session, done) => {
      stream.resume()
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address))
        done()
      })
    }
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve))
    advance(61_000)
    await until(() => received.length === 1, 'the retried mail')
    expect(received).toEqual([`relay.${kind}@example.org`])
    expect(warnings()).toHaveLength(1)
    await app.close()
    await new Promise<void>((resolve) => relay.close(() => resolve()))
    const [row] = await stores.mails(store)
    expect(row?.sentAt).toBeInstanceOf(Date)
    expect(row?.attempts).toBeGreaterThanOrEqual(2)
  })

  it('answers at once while the relay accepts the connection but never greets', async () => {
    const hung: Server = createServer(() => {})
    const port = await freePort()
    await new Promise<void>((resolve) => hung.listen(port, '127.0.0.1', resolve))
    const store = await stores.newStore(kind)
    const app = await stores.appWith(store, { SMTP_URL: `smtp://127.0.0.1:${port}` }, { mailPollMs: 50 })
    const answers = await Promise.all([1, 2, 3].map((n) => signUp(app, `wartend${n}.${kind}@example.org`)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202])
    await app.close()
    hung.close()
    expect((await stores.mails(store)).filter((row) => row.sentAt === null)).toHaveLength(3)
    expect(await stores.signUps(store)).toHaveLength(3)
  })

  it('sends one mail an hour to one mailbox, whatever +tags, case or source addresses a mail bomb uses', async () => {
    const store = await stores.newStore(kind)
    const app = await stores.appWith(store)
    const before = stores.smtp.received.length
    const variants = Array.from({ length: 30 }, (_, i) => `Opfer.${kind}+${i}@Example.org`)
    const answers = []
    for (const [i, email] of variants.entries()) answers.push(await signUp(app, email, `10.${i}.0.1`))
    expect(answers.every((answer) => answer.statusCode === 202)).toBe(true)
    await stores.smtp.waitFor(before + 1)
    await app.close()
    const queued = await stores.mails(store)
    expect(queued).toHaveLength(1)
    expect(stores.smtp.received.slice(before).flatMap((mail) => mail.to)).toEqual([`opfer.${kind}+0@example.org`])
  })

  it('queues at most three mails a day for one mailbox, however the hours are spaced', async () => {
    let shift = 0
    const clock = createClock(VOTING, () => Date.now() + shift)
    const store = await stores.newStore(kind)
    const app = await stores.appWith(store, {}, { clock })
    // A pending address signs up again every 61 minutes: the hourly limit lets each through, the daily one
    // stops the fourth; a day after the first, one more goes out.
    for (let i = 0; i < 5; i++) {
      expect((await signUp(app, `taeglich.${kind}+${i}@example.org`, `10.8.${i}.1`)).statusCode).toBe(202)
      shift += 61 * 60_000
    }
    shift = 24 * 3_600_000 + 60_000
    expect((await signUp(app, `taeglich.${kind}@example.org`, '10.8.9.1')).statusCode).toBe(202)
    await app.close()
    expect(await stores.mails(store)).toHaveLength(4)
  })

  it('stops queueing at the hourly budget and warns once', async () => {
    const store = await stores.newStore(kind)
    const { buildTestApp } = await import('../support/app')
    const { app, logs } = await buildTestApp({
      ...store,
      SMTP_URL: stores.smtp.url,
      PREVIEW_AT: VOTING,
      MAIL_HOURLY_BUDGET: '3',
    })
    for (let i = 0; i < 6; i++)
      expect((await signUp(app, `budget${i}.${kind}@example.org`, `10.7.${i}.1`)).statusCode).toBe(202)
    expect(logs.filter((line) => line.msg.startsWith('hourly mail budget spent'))).toHaveLength(1)
    await app.close()
    expect(await stores.mails(store)).toHaveLength(3)
  })

  it('deletes unconfirmed sign-ups after the period the mail states, and mails with them', async () => {
    const store = await stores.newStore(kind)
    const app = await stores.appWith(store)
    await signUp(app, `vergessen.${kind}@example.org`)
    await app.close()
    const db = await openDatabase({ dataDir: store.DATA_DIR ?? 'unused', databaseUrl: store.DATABASE_URL })
    try {
      const sixDays = new Date(Date.now() + 6 * 86_400_000)
      expect(await unconfirmedSignUps.run(db, sixDays)).toBe(0)
      const eightDays = new Date(Date.now() + 8 * 86_400_000)
      expect(await unconfirmedSignUps.run(db, eightDays)).toBe(1)
      expect(await oldMails.run(db, eightDays)).toBe(1)
    } finally {
      await db.close()
    }
    expect(await stores.signUps(store)).toEqual([])
  })
})

describe('SMTP credentials', () => {
  it('never go in clear: a relay without STARTTLS gets no AUTH, and the mail stays queued', async () => {
    const plain = await startSmtp()
    await plain.close()
    let authAttempts = 0
    const relay = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(_auth, _session, done) {
        authAttempts++
        done(null, { user: 'x' })
      },
    })
    const port = await freePort()
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve))
    const store = await stores.newStore('pglite')
    const { buildTestApp } = await import('../support/app')
    const { app, logs } = await buildTestApp(
      { ...store, SMTP_URL: `smtp://nutzer:geheim@127.0.0.1:${port}`, PREVIEW_AT: VOTING },
      { mailPollMs: 50 },
    )
    await signUp(app, 'tls@example.org')
    await until(() => logs.some((line) => line.msg === 'mail failed, will retry'), 'the refused attempt')
    expect(authAttempts).toBe(0)
    await app.close()
    await new Promise<void>((resolve) => relay.close(() => resolve()))
    expect((await stores.mails(store))[0]?.sentAt).toBeNull()
  })
})

describe('confirmation links', () => {
  it('keep their token out of the log, and only the button confirms', async () => {
    const store = await stores.newStore('pglite')
    const { buildTestApp } = await import('../support/app')
    const { app, logs } = await buildTestApp({ ...store, SMTP_URL: stores.smtp.url, PREVIEW_AT: VOTING })
    const before = stores.smtp.received.length
    await signUp(app, 'log@example.org')
    const link = confirmLink((await stores.smtp.waitFor(before + 1)).at(-1)?.raw ?? '')
    const token = new URL(link).searchParams.get('token') ?? ''
    for (const method of ['GET', 'HEAD'] as const) await app.inject({ method, url: `/api/confirm?token=${token}` })
    const { pressed } = await confirmByLink(app, link)
    expect(pressed?.body).toContain('data-confirmation="confirmed"')
    expect(JSON.stringify(logs)).not.toContain(token)
    await app.close()
    expect((await stores.signUps(store))[0]?.confirmedAt).toBeInstanceOf(Date)
  })

  it('opened (GET, HEAD) by a mail scanner confirm nothing', async () => {
    const store = await stores.newStore('pglite')
    const app = await stores.appWith(store)
    const before = stores.smtp.received.length
    await signUp(app, 'scanner@example.org')
    const link = confirmLink((await stores.smtp.waitFor(before + 1)).at(-1)?.raw ?? '')
    const path = link.replace('https://onepitch.test', '')
    expect((await app.inject({ method: 'HEAD', url: path })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: path })).body).toContain('data-confirmation="ready"')
    await app.close()
    expect((await stores.signUps(store))[0]?.confirmedAt).toBeNull()
  })
})

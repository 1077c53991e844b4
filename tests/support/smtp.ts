// A real SMTP server on a loopback port (the `smtp-server` package) that keeps every message it receives.
import { SMTPServer } from 'smtp-server'
import { freePort } from '../../scripts/lib/serve-build'

export type ReceivedMail = { from: string; to: string[]; raw: string }

export async function startSmtp() {
  const received: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // On close, drop connections still open after a second instead of waiting 30 s for them.
    closeTimeout: 1000,
    logger: false,
    onData(stream, session, done) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8')
      })
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        })
        for (const wake of waiters.splice(0)) wake()
        done()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` messages have arrived (fails after 10 s). */
    async waitFor(count: number): Promise<ReceivedMail[]> {
      const deadline = Date.now() + 10_000
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mail(s), got ${received.length}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The confirmation link in a raw message (quoted-printable soft breaks undone). */
export function confirmLink(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  const match = /https?:\/\/\S+\/api\/confirm\?token=[\w-]+/.exec(body)
  if (!match) throw new Error(`no confirmation link in:\n${raw}`)
  return match[0]
}

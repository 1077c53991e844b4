import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config'

type Mail = { to: string; subject: string; text: string }

/**
 * Sends one mail over SMTP_URL. Without it, development and tests write the mail to the log instead;
 * production has nothing to send with (`configured` is false, so the outbox keeps the mail queued).
 */
export type Mailer = { readonly configured: boolean; send(mail: Mail): Promise<void>; close(): void }

/** How long a relay may take to connect, greet and answer before the attempt fails (and is retried later). */
const SMTP_TIMEOUT_MS = 10_000

/** Whether SMTP_URL carries a password on a plain `smtp://` connection: then STARTTLS is required. */
const needsTls = (url: string) => {
  const parsed = new URL(url)
  return parsed.protocol === 'smtp:' && parsed.password !== ''
}

export async function createMailer(config: Config, log: FastifyBaseLogger): Promise<Mailer> {
  if (!config.SMTP_URL) {
    return {
      configured: !config.isProduction,
      async send(mail) {
        if (config.isProduction) throw new Error('SMTP_URL is not set')
        log.info({ mail }, 'mail (SMTP_URL is not set, so it is only logged)')
      },
      close() {},
    }
  }
  const { createTransport } = await import('nodemailer')
  const transport = createTransport({
    url: config.SMTP_URL,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // Credentials never travel in clear: a relay that offers no STARTTLS fails the attempt instead.
    ...(needsTls(config.SMTP_URL) ? { requireTLS: true } : {}),
  } as Parameters<typeof createTransport>[0])
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail })
    },
    close: () => transport.close(),
  }
}

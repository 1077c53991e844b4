import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config'

export type Mail = { to: string; subject: string; text: string }

/** Sends mail over SMTP_URL; without it, development and tests write the mail to the log instead. */
export type Mailer = { send(mail: Mail): Promise<void>; close(): void }

export async function createMailer(config: Config, log: FastifyBaseLogger): Promise<Mailer> {
  if (!config.SMTP_URL) {
    return {
      async send(mail) {
        if (config.isProduction) {
          // Warned at start: without SMTP there is nothing to send with, and personal data stays out of the log.
          log.warn({ subject: mail.subject }, 'mail not sent: SMTP_URL is not set')
          return
        }
        log.info({ mail }, 'mail (SMTP_URL is not set, so it is only logged)')
      },
      close() {},
    }
  }
  const { createTransport } = await import('nodemailer')
  const transport = createTransport(config.SMTP_URL, { from: config.MAIL_FROM })
  return {
    async send(mail) {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail })
    },
    close: () => transport.close(),
  }
}

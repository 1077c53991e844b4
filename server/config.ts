import { z } from 'zod'
import { defaultLinks, type ExternalLinks } from '../data/links'

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const httpsUrl = (fallback: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default(fallback)
      .transform((url) => url.replace(/\/+$/, '')),
  )

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: httpsUrl('https://onepitch.de'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  REGISTRATION_APP_URL: httpsUrl(defaultLinks.registrationApp),
  COMMUNITY_CHANNEL_URL: httpsUrl(defaultLinks.communityChannel),
  BOOKING_CALENDAR_URL: httpsUrl(defaultLinks.bookingCalendar),
  FORM_PROVIDER_URL: httpsUrl(defaultLinks.formProvider),
  CHAT_SUPPORT_URL: httpsUrl(defaultLinks.chatSupport),
  JURY_PASSPHRASE: optional(z.string().min(8, 'must be at least 8 characters')),
  SCOUTS_PASSPHRASE: optional(z.string().min(8, 'must be at least 8 characters')),
  COOKIE_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  DATA_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).default('./.data')),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^([^<>@\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, {
        error: 'must be an e-mail address, optionally with a name: OnePitch <early-access@onepitch.de>',
      })
      .default('OnePitch <early-access@onepitch.de>'),
  ),
  PREVIEW_AT: optional(
    z.iso.datetime({
      offset: true,
      error: 'must be an ISO 8601 date-time with offset, e.g. 2025-11-01T12:00:00+01:00',
    }),
  ),
})

export type Env = z.infer<typeof schema>

export type Config = Env & { links: ExternalLinks; isProduction: boolean }

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  }
}

/** Parses the environment; throws ConfigError with one line per problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): {
  config: Config
  warnings: string[]
} {
  const result = schema.safeParse(env)
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))
  }
  const parsed = result.data
  const warnings: string[] = []
  if (!parsed.JURY_PASSPHRASE) warnings.push('JURY_PASSPHRASE is not set: /jury-spotlight stays locked for everyone')
  if (!parsed.SCOUTS_PASSPHRASE) warnings.push('SCOUTS_PASSPHRASE is not set: /scouts stays locked for everyone')
  if (!parsed.COOKIE_SECRET) warnings.push('COOKIE_SECRET is not set: using a random per-process secret')
  if (!parsed.SMTP_URL && parsed.NODE_ENV === 'production') {
    warnings.push('SMTP_URL is not set: early-access confirmation e-mails cannot be sent')
  }
  if (parsed.PREVIEW_AT) warnings.push(`PREVIEW_AT is set: the site's clock starts at ${parsed.PREVIEW_AT}`)
  return {
    config: {
      ...parsed,
      isProduction: parsed.NODE_ENV === 'production',
      links: {
        registrationApp: parsed.REGISTRATION_APP_URL,
        communityChannel: parsed.COMMUNITY_CHANNEL_URL,
        bookingCalendar: parsed.BOOKING_CALENDAR_URL,
        formProvider: parsed.FORM_PROVIDER_URL,
        chatSupport: parsed.CHAT_SUPPORT_URL,
      },
    },
    warnings,
  }
}

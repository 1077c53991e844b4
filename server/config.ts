import { isIP } from 'node:net'
import { z } from 'zod'
import { gates, type PassphraseSetting } from '../data/gates'
import { defaultLinks, type ExternalLinks } from '../data/links'
import { issueLines } from '../lib/zod-issues'

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

const formId = (fallback: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'must be a form id of the form provider (letters, digits, - and _)')
      .default(fallback),
  )
/** Named ranges proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrCidr(entry: string): boolean {
  if (namedRanges.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (!version || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

const TRUST_PROXY_FORMS =
  'must be false, a hop count (e.g. 1 for one load balancer), or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)'

/**
 * What Fastify's trustProxy takes: false, true (every hop, so the client picks the left-most
 * X-Forwarded-For entry: config warns), a hop count, or the trusted proxies' addresses/CIDRs.
 */
const trustProxySchema = z.string().transform((value, context): boolean | number | string[] => {
  const text = value.trim()
  if (text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops <= 20) return hops === 0 ? false : hops
    context.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 20' })
    return z.NEVER
  }
  const entries = text.split(',').map((entry) => entry.trim())
  const bad = entries.filter((entry) => !isAddressOrCidr(entry))
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({ code: 'custom', message: `${TRUST_PROXY_FORMS}; not understood: "${bad.join('", "')}"` })
    return z.NEVER
  }
  return entries
})

/** Passphrases anyone would try first (compared case-insensitively, ignoring spaces, dashes and digits at the end). */
const OBVIOUS = ['passwort', 'password', 'onepitch', 'spotlight', 'jury', 'scouts', 'geheim', 'qwertz', 'qwerty']

/**
 * A gate's passphrase: long enough that guessing at the limited rate gets nowhere (12 characters), not
 * one character repeated and not an obvious word with digits. A weak one stops the start.
 */
const passphrase = optional(
  z.string().superRefine((value, context) => {
    const problem =
      value.length < 12
        ? 'must be at least 12 characters (a short sentence is easy to remember and hard to guess)'
        : new Set(value).size < 5
          ? 'is too weak: use at least 5 different characters'
          : OBVIOUS.includes(
                value
                  .toLowerCase()
                  .replace(/[\s_-]+/g, '')
                  .replace(/\d+$/, ''),
              )
            ? 'is too weak: an obvious word with digits is guessed first'
            : undefined
    if (problem) context.addIssue({ code: 'custom', message: problem })
  }),
)
/** One passphrase setting per password gate (data/gates.ts). */
const passphraseSettings = Object.fromEntries(
  Object.values(gates).map((gate) => [gate.passphraseSetting, passphrase]),
) as Record<PassphraseSetting, typeof passphrase>

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: httpsUrl('https://onepitch.de'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess((value) => (value === '' ? undefined : value), trustProxySchema.default(false)),
  REGISTRATION_APP_URL: httpsUrl(defaultLinks.registrationApp),
  COMMUNITY_CHANNEL_URL: httpsUrl(defaultLinks.communityChannel),
  BOOKING_CALENDAR_URL: httpsUrl(defaultLinks.bookingCalendar),
  FORM_PROVIDER_URL: httpsUrl(defaultLinks.formProvider),
  CHAT_SUPPORT_URL: httpsUrl(defaultLinks.chatSupport),
  ...passphraseSettings,
  COOKIE_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default(defaultLinks.contact.email),
  PRESS_EMAIL: z.email({ error: 'must be an e-mail address' }).default(defaultLinks.contact.pressEmail),
  CONTACT_PHONE: optional(z.string().regex(/^\+\d[\d ]{5,19}$/, 'must be an international number like +49 89 1234567')),
  FORM_ID_ACCELERATOR: formId(defaultLinks.formIds.accelerator),
  FORM_ID_JURY: formId(defaultLinks.formIds.jury),
  FORM_ID_STARTUP_PARTNER: formId(defaultLinks.formIds.startupPartner),
  FORM_ID_SCOUTS: formId(defaultLinks.formIds.scouts),
  /** Event-loop delay (ms) above which the server answers 503 with Retry-After instead of queueing; 0 = off. */
  LOAD_SHEDDING_DELAY_MS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'must be a number of milliseconds, e.g. 1000 (0 turns load shedding off)' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 (off) or more')
      .default(1000),
  ),
  GATE_SESSION_HOURS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'must be a number of hours, e.g. 12' })
      .positive('must be more than 0 hours')
      .max(720, 'must be at most 720 hours (30 days)')
      .default(12),
  ),
  DATA_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).default('./.data')),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^([^<>@\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, {
        error: 'must be an e-mail address, optionally with a name: OnePitch <anmeldung@onepitch.de>',
      })
      .default('OnePitch <anmeldung@onepitch.de>'),
  ),
  /** Confirmation mails queued per hour from all visitors together; past it none is queued and one warning is logged. */
  MAIL_HOURLY_BUDGET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'must be a number of mails per hour, e.g. 500' })
      .int('must be a whole number of mails')
      .min(1, 'must be at least 1')
      .default(500),
  ),
  PREVIEW_AT: optional(
    z.iso.datetime({
      offset: true,
      error: 'must be an ISO 8601 date-time with offset (YYYY-MM-DDTHH:MM:SS+HH:MM)',
    }),
  ),
})

type Env = z.infer<typeof schema>

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
    throw new ConfigError(issueLines(result.error))
  }
  const parsed = result.data
  const warnings: string[] = []
  for (const { passphraseSetting, portal } of Object.values(gates))
    if (!parsed[passphraseSetting])
      warnings.push(`${passphraseSetting} is not set: the ${portal.name} stays locked for everyone`)
  if (!parsed.COOKIE_SECRET)
    warnings.push('COOKIE_SECRET is not set: signing with the random secret kept in the database')
  if (parsed.TRUST_PROXY === true && parsed.NODE_ENV === 'production') {
    throw new ConfigError([
      'TRUST_PROXY: true trusts every X-Forwarded-For entry, so each client picks its own address and escapes every limit; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    ])
  }
  if (parsed.TRUST_PROXY === true) {
    warnings.push(
      'TRUST_PROXY=true trusts every X-Forwarded-For entry, so clients choose their own rate-limit key: give the number of proxies in front (e.g. 1) or their addresses instead',
    )
  }
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
        contact: {
          email: parsed.CONTACT_EMAIL,
          pressEmail: parsed.PRESS_EMAIL,
          mailSender: parsed.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? parsed.MAIL_FROM,
          ...(parsed.CONTACT_PHONE ? { phone: parsed.CONTACT_PHONE } : {}),
        },
        formIds: {
          accelerator: parsed.FORM_ID_ACCELERATOR,
          jury: parsed.FORM_ID_JURY,
          startupPartner: parsed.FORM_ID_STARTUP_PARTNER,
          scouts: parsed.FORM_ID_SCOUTS,
        },
      },
    },
    warnings,
  }
}

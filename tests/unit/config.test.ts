import { describe, expect, it } from 'vitest'
import { defaultLinks } from '../../data/links'
import { ConfigError, loadConfig } from '../../server/config'

const problemsOf = (env: Record<string, string | undefined>): string[] => {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('loadConfig did not throw')
}

describe('loadConfig', () => {
  it('has production defaults for an empty environment', () => {
    const { config } = loadConfig({})
    expect(config.NODE_ENV).toBe('production')
    expect(config.isProduction).toBe(true)
    expect(config.PORT).toBe(3000)
    expect(config.HOST).toBe('0.0.0.0')
    expect(config.SITE_URL).toBe('https://onepitch.de')
    expect(config.LOG_LEVEL).toBe('info')
    expect(config.TRUST_PROXY).toBe(false)
    expect(config.links).toEqual(defaultLinks)
    expect(config.JURY_PASSPHRASE).toBeUndefined()
    expect(config.SCOUTS_PASSPHRASE).toBeUndefined()
    expect(config.COOKIE_SECRET).toBeUndefined()
    expect(config.GATE_SESSION_HOURS).toBe(12)
  })

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.7', ['10.0.0.7']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8,2001:db8::1', ['loopback', 'fd00::/8', '2001:db8::1']],
  ])('reads TRUST_PROXY=%j as Fastify’s trustProxy %j', (value, expected) => {
    const { config, warnings } = loadConfig({ TRUST_PROXY: value })
    expect(config.TRUST_PROXY).toEqual(expected)
    expect(warnings.filter((w) => w.startsWith('TRUST_PROXY'))).toEqual([])
  })

  it('refuses TRUST_PROXY=true in production (clients would choose their rate-limit key); development only warns', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^TRUST_PROXY: .*hop count|proxies/)])
    expect(problemsOf({ TRUST_PROXY: 'true', NODE_ENV: 'production' })).toHaveLength(1)
    const { config, warnings } = loadConfig({ TRUST_PROXY: 'true', NODE_ENV: 'development' })
    expect(config.TRUST_PROXY).toBe(true)
    expect(warnings.filter((w) => w.startsWith('TRUST_PROXY'))).toHaveLength(1)
  })

  it.each(['yes', '-1', '21', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,', 'fd00::/129', '1.5'])(
    'rejects TRUST_PROXY=%j with one line naming the accepted forms',
    (value) => {
      const problems = problemsOf({ TRUST_PROXY: value })
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(/^TRUST_PROXY: /)
      expect(problems[0]).toMatch(/hop count/)
    },
  )

  it('reads GATE_SESSION_HOURS and rejects values that are not a positive number of hours', () => {
    expect(loadConfig({ GATE_SESSION_HOURS: '0.5' }).config.GATE_SESSION_HOURS).toBe(0.5)
    expect(loadConfig({ GATE_SESSION_HOURS: '' }).config.GATE_SESSION_HOURS).toBe(12)
    for (const value of ['0', '-3', 'zwölf', '721']) {
      const problems = problemsOf({ GATE_SESSION_HOURS: value })
      expect(problems, value).toHaveLength(1)
      expect(problems[0], value).toMatch(/^GATE_SESSION_HOURS: /)
    }
  })

  it('reads LOAD_SHEDDING_DELAY_MS (0 turns shedding off) and rejects what is not a whole number of ms', () => {
    expect(loadConfig({}).config.LOAD_SHEDDING_DELAY_MS).toBe(1000)
    expect(loadConfig({ LOAD_SHEDDING_DELAY_MS: '0' }).config.LOAD_SHEDDING_DELAY_MS).toBe(0)
    expect(loadConfig({ LOAD_SHEDDING_DELAY_MS: '250' }).config.LOAD_SHEDDING_DELAY_MS).toBe(250)
    for (const value of ['-1', '1.5', 'viel']) {
      const problems = problemsOf({ LOAD_SHEDDING_DELAY_MS: value })
      expect(problems, value).toHaveLength(1)
      expect(problems[0], value).toMatch(/^LOAD_SHEDDING_DELAY_MS: /)
    }
  })

  it('reads set values and treats empty strings as unset', () => {
    const { config } = loadConfig({
      NODE_ENV: 'test',
      PORT: '8080',
      SITE_URL: 'https://example.test/',
      TRUST_PROXY: '1',
      SCOUTS_PASSPHRASE: 'geheim-genug',
      JURY_PASSPHRASE: '',
    })
    expect(config.isProduction).toBe(false)
    expect(config.PORT).toBe(8080)
    expect(config.SITE_URL).toBe('https://example.test')
    expect(config.TRUST_PROXY).toBe(1)
    expect(config.SCOUTS_PASSPHRASE).toBe('geheim-genug')
    expect(config.JURY_PASSPHRASE).toBeUndefined()
  })

  it('warns once per missing passphrase, a missing cookie secret and missing mail (production)', () => {
    const { warnings } = loadConfig({})
    expect(warnings).toHaveLength(4)
    expect(warnings.filter((w) => w.startsWith('SMTP_URL'))).toHaveLength(1)
    expect(warnings.filter((w) => w.startsWith('JURY_PASSPHRASE'))).toHaveLength(1)
    expect(warnings.filter((w) => w.startsWith('SCOUTS_PASSPHRASE'))).toHaveLength(1)
    expect(warnings.filter((w) => w.startsWith('COOKIE_SECRET'))).toHaveLength(1)
    expect(warnings.join('\n')).toContain('Jury-Portal')
    expect(warnings.join('\n')).toContain('Scout-Portal')
  })

  it('gives no warnings when everything is set', () => {
    const { warnings } = loadConfig({
      JURY_PASSPHRASE: 'jury-passphrase',
      SCOUTS_PASSPHRASE: 'scouts-passphrase',
      COOKIE_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.onepitch.test:587',
    })
    expect(warnings).toEqual([])
  })

  it('rejects a cookie secret shorter than 32 characters', () => {
    const problems = problemsOf({ COOKIE_SECRET: 'too-short' })
    expect(problems).toEqual(['COOKIE_SECRET: must be at least 32 characters'])
  })

  it('rejects a port that is not a number', () => {
    const problems = problemsOf({ PORT: 'abc' })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^PORT: /)
  })

  it('rejects a site URL that is not a URL', () => {
    const problems = problemsOf({ SITE_URL: 'not-a-url' })
    expect(problems).toEqual(['SITE_URL: must be an http(s) URL'])
  })

  it('reports every problem on its own line', () => {
    let error: unknown
    try {
      loadConfig({ PORT: 'abc', SITE_URL: 'not-a-url', COOKIE_SECRET: 'short', SCOUTS_PASSPHRASE: 'kurz' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const { problems, message } = error as ConfigError
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'COOKIE_SECRET',
      'PORT',
      'SCOUTS_PASSPHRASE',
      'SITE_URL',
    ])
    const lines = message.split('\n')
    expect(lines[0]).toBe('Invalid configuration:')
    expect(lines.slice(1)).toEqual(problems.map((p) => `  ${p}`))
  })
})

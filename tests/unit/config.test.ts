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
    expect(config.TRUST_PROXY).toBe(true)
    expect(config.SCOUTS_PASSPHRASE).toBe('geheim-genug')
    expect(config.JURY_PASSPHRASE).toBeUndefined()
  })

  it('warns once per missing passphrase and a missing cookie secret', () => {
    const { warnings } = loadConfig({})
    expect(warnings).toHaveLength(3)
    expect(warnings.filter((w) => w.startsWith('JURY_PASSPHRASE'))).toHaveLength(1)
    expect(warnings.filter((w) => w.startsWith('SCOUTS_PASSPHRASE'))).toHaveLength(1)
    expect(warnings.filter((w) => w.startsWith('COOKIE_SECRET'))).toHaveLength(1)
    expect(warnings.join('\n')).toContain('/jury-spotlight')
    expect(warnings.join('\n')).toContain('/scouts')
  })

  it('gives no warnings when everything is set', () => {
    const { warnings } = loadConfig({
      JURY_PASSPHRASE: 'jury-passphrase',
      SCOUTS_PASSPHRASE: 'scouts-passphrase',
      COOKIE_SECRET: 'x'.repeat(32),
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

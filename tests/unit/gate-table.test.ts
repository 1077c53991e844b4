import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { gateNames, gates } from '../../data/gates'
import { loadConfig } from '../../server/config'
import { pageRoutes } from '../support/routes'

describe('the gate table (data/gates.ts)', () => {
  it('guards one page each: the page that names the gate in its +config.ts (the manifest carries it)', () => {
    const gated = pageRoutes.filter((route) => route.gate !== undefined)
    expect(gated.map((route) => route.gate).sort()).toEqual([...gateNames].sort())
    expect(gated.map((route) => [route.path, route.gate])).toEqual(
      expect.arrayContaining([
        ['/jury-spotlight', 'jury'],
        ['/scouts', 'scouts'],
      ]),
    )
  })

  it('gives every gate its own cookie and passphrase setting, read by the config and documented in .env.example', () => {
    const entries = Object.values(gates)
    expect(new Set(entries.map((gate) => gate.cookie)).size).toBe(entries.length)
    expect(new Set(entries.map((gate) => gate.passphraseSetting)).size).toBe(entries.length)
    const example = readFileSync('.env.example', 'utf8')
    for (const { passphraseSetting, cookie, portal } of entries) {
      expect(cookie).toMatch(/^[a-z_]+$/)
      expect(example).toMatch(new RegExp(`^${passphraseSetting}=`, 'm'))
      const { config, warnings } = loadConfig({ [passphraseSetting]: 'lang-genug-123' })
      expect(config[passphraseSetting]).toBe('lang-genug-123')
      expect(warnings.join('\n')).not.toContain(`${passphraseSetting} is not set`)
      expect(loadConfig({}).warnings).toContain(
        `${passphraseSetting} is not set: the ${portal.name} stays locked for everyone`,
      )
      expect(() => loadConfig({ [passphraseSetting]: 'kurz' })).toThrow(`${passphraseSetting}: must be at least 12`)
      expect(() => loadConfig({ [passphraseSetting]: 'Passwort-2025' })).toThrow(`${passphraseSetting}: is too weak`)
      expect(() => loadConfig({ [passphraseSetting]: 'aaaaaaaaaaaaaaaa' })).toThrow(`${passphraseSetting}: is too weak`)
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ConfigError, loadConfig } from '../../server/config'
import { buildTestApp, withTestApp } from '../support/app'

// Operator data (contact addresses, phone, form ids) comes from validated settings, not from the code.

describe('operator settings on the pages', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>['app']
  beforeAll(async () => {
    ;({ app } = await buildTestApp({
      CONTACT_EMAIL: 'team@beispiel-betreiber.de',
      PRESS_EMAIL: 'medien@beispiel-betreiber.de',
      CONTACT_PHONE: '+49 30 9876 5432',
      FORM_ID_JURY: 'JuryForm42',
    }))
  })
  afterAll(async () => {
    await app.close()
  })
  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body

  it('shows the configured addresses and phone where contact details appear', async () => {
    const kontakt = await page('/kontakt')
    expect(kontakt).toContain('mailto:team@beispiel-betreiber.de')
    const impressum = await page('/impressum')
    expect(impressum).toContain('team@beispiel-betreiber.de')
    expect(impressum).toContain('href="tel:+493098765432"')
    const presse = await page('/presse')
    expect(presse).toContain('mailto:medien@beispiel-betreiber.de')
    expect(presse).toContain('+49 30 9876 5432')
    for (const html of [kontakt, impressum, presse]) expect(html).not.toContain('hallo@onepitch.de')
  })

  it('embeds the configured form id', async () => {
    expect(await page('/jury-form')).toContain('/embed/JuryForm42?')
  })
})

describe('operator settings, validated', () => {
  it('refuses bad values with one line each', () => {
    const problems = (() => {
      try {
        loadConfig({ CONTACT_EMAIL: 'kein-mail', CONTACT_PHONE: '0123', FORM_ID_SCOUTS: 'a b' })
        return []
      } catch (error) {
        return (error as ConfigError).problems
      }
    })()
    expect(problems).toEqual([
      'CONTACT_EMAIL: must be an e-mail address',
      'CONTACT_PHONE: must be an international number like +49 89 1234567',
      'FORM_ID_SCOUTS: must be a form id of the form provider (letters, digits, - and _)',
    ])
  })

  it('shows no phone number at all when none is configured', async () => {
    await withTestApp({}, async (app) => {
      for (const url of ['/kontakt', '/impressum', '/presse', '/mediadaten-spotlight'])
        expect((await app.inject({ method: 'GET', url })).body, url).not.toContain('href="tel:')
    })
  })
})

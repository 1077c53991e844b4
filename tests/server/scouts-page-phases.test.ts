import { describe, expect, it } from 'vitest'
import { scoutProgramme } from '../../data/event'
import { scoutRoundCopy } from '../../pages/scouts/copy'
import { buildTestApp, unlockCookie } from '../support/app'

// The scout page knows which phase its round is in: it takes applications (form link, places left) only
// while the round is open, and offers the next round afterwards, in the hero as in the places section.

async function scoutPageAt(at: string): Promise<string> {
  const { app } = await buildTestApp({ PREVIEW_AT: at })
  try {
    const cookie = await unlockCookie(app, '/scouts', 'scouts')
    const response = await app.inject({ method: 'GET', url: '/scouts', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    return response.body
  } finally {
    await app.close()
  }
}

const hero = (html: string) =>
  html.match(/<section[^>]*aria-labelledby="scouts-hero-titel"[\s\S]*?<\/section>/)?.[0] ?? ''
const plain = (html: string) => html.replace(/&#x27;|’/g, "'").replace(/\u00a0/g, ' ')

describe('the scout round on /scouts', () => {
  it('while open: the hero and the places section link the form and count the places', async () => {
    const html = await scoutPageAt(new Date(Date.parse(scoutProgramme.deadline) - 86_400_000).toISOString())
    expect(hero(html)).toContain('href="/scouts-form"')
    expect(hero(html)).toContain(scoutRoundCopy.open.button)
    expect(html).toContain('role="progressbar"')
    expect(html).toContain('data-phase="open"')
  })

  it('once closed: no form link and no places count, the next round in the hero and below', async () => {
    const html = await scoutPageAt(new Date(Date.parse(scoutProgramme.deadline) + 86_400_000).toISOString())
    expect(html).not.toContain('href="/scouts-form"')
    expect(html).not.toContain('role="progressbar"')
    expect(plain(hero(html))).toContain(plain(scoutRoundCopy.closed.button))
    expect(html).toContain('data-phase="closed"')
  })
})

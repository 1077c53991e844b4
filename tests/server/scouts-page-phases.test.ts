import { describe, expect, it } from 'vitest'
import { scoutProgramme, shortDate } from '../../data/event'
import { scoutBenefits, scoutFaq, scoutHero, scoutRoundCopy } from '../../pages/scouts/copy'
import { buildTestApp, unlockCookie } from '../support/app'
import { mainOf } from '../support/html'

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
const section = (html: string, id: string) =>
  html.match(new RegExp(`<section id="${id}"[\\s\\S]*?</section>`))?.[0] ?? ''
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
    // The closed round is told once, in the hero: the closing panel has no label saying it again (round 26).
    expect(section(html, 'plaetze')).not.toMatch(/class="eyebrow/)
    expect(section(html, 'plaetze')).not.toMatch(/Community.Kanal/)
  })

  // The hero leads with what is true and of use on the day it is read: never a date already past.
  const datesIn = (html: string) =>
    [...html.matchAll(/\b(\d{2})\.(\d{2})\.(\d{4})\b/g)].map(([text, day, month, year]) => ({
      text,
      // The end of that day in Germany: a date is past only once its day is over.
      end: Date.parse(`${year}-${month}-${day}T23:59:59+01:00`),
    }))

  it.each([
    '2025-09-20T12:00:00+02:00',
    '2025-10-01T12:00:00+02:00',
    '2025-11-05T12:00:00+01:00',
    '2025-11-25T12:00:00+01:00',
    '2026-11-25T12:00:00+01:00',
  ])('at %s the hero names no past date', async (at) => {
    const html = hero(await scoutPageAt(at))
    const past = datesIn(html).filter((date) => date.end < Date.parse(at))
    expect(past.map((date) => date.text)).toEqual([])
  })

  it('before the round: the hero gives its start and deadline; while open, the places left and the deadline', async () => {
    const before = hero(await scoutPageAt('2025-09-20T12:00:00+02:00'))
    expect(before).toContain(`>${shortDate(scoutProgramme.start)}</dd>`)
    expect(before).toContain(`>${shortDate(scoutProgramme.deadline)}</dd>`)
    const open = hero(await scoutPageAt('2025-10-15T12:00:00+02:00'))
    expect(plain(open)).toContain(plain(`>${scoutHero.facts.open[0]?.value}</dd>`))
    expect(open).toContain(`>${shortDate(scoutProgramme.deadline)}</dd>`)
    expect(open).not.toContain('data-phase-notice')
  })

  it('once closed: the hero first says the round is over and what comes next, above its one action', async () => {
    const html = hero(await scoutPageAt('2026-11-25T12:00:00+01:00'))
    const notice = html.indexOf('data-phase-notice="closed"')
    expect(notice).toBeGreaterThan(html.indexOf('</h1>'))
    expect(notice).toBeLessThan(html.indexOf('href="https://'))
    expect(plain(html)).toContain(plain(scoutHero.closedNotice))
    expect(html).not.toContain('<dl')
  })

  it('the commission, in the benefits section, says what one paying sign-up earns a year and works one first year through, in German figures', async () => {
    const page = await scoutPageAt('2025-10-15T12:00:00+02:00')
    // One benefits section: the commission is its first part, not a section of its own.
    expect(page).not.toMatch(/<section id="provision"/)
    const html = section(page, 'vorteile')
    expect(html).toContain('id="provision"')
    expect(html).toContain('Deine Provision pro zahlender Anmeldung')
    expect(html).toContain('>Zahlende Anmeldung</th>')
    expect(html).toContain('<table')
    // 50 % of the average 300 € a startup pays a year, for life; 50 % of an angel's 450 € for two years.
    expect(html.match(/<th scope="row"/g)).toHaveLength(2)
    expect(html).toContain('>150\u00a0€</span>')
    expect(html).toContain('>225\u00a0€</span>')
    expect(html).toContain('50\u00a0% von Ø 300\u00a0€ Gebühren im Jahr, lebenslang')
    expect(html).toContain('50\u00a0% von Ø 450\u00a0€ Mitgliedschaft im Jahr, 2\u00a0Jahre lang')
    // 5 × 150 € + 3 × 225 € = 750 € + 675 € = 1.425 €, with non-breaking spaces before each euro sign.
    expect(html).toContain('Beispiel: 5 Startups und 3 Angels im ersten\u00a0Jahr')
    expect(html).toContain('5\u00a0×\u00a0150\u00a0€ + 3\u00a0×\u00a0225\u00a0€ =')
    expect(html).toContain('>1.425\u00a0€</span>')
    // The worked year a grey row in the table's ink, no gradient bar (session 28).
    expect(html).not.toContain('bg-gradient')
    expect(html).not.toMatch(/\d €/)
    // The row's text introduces the table without saying its rates again in prose (round 26).
    expect(html.split('50\u00a0% der').length - 1).toBe(0)
  })

  it('one gradient accent: the programme’s three words in ink, the steps’ texts level, the table’s header on one line', async () => {
    const page = await scoutPageAt('2025-11-05T12:00:00+01:00')
    const intro = section(page, 'programm')
    expect(intro).not.toContain('text-gradient')
    // No eyebrow where the heading says it all (session 28): over the programme and the benefits.
    expect(intro).toContain('>Was ist das Scout-Programm?</h2>')
    expect(intro).not.toContain('class="eyebrow')
    expect(section(page, 'vorteile')).not.toContain('class="eyebrow')
    // Plain steps share their rows from 640 px, so a title on two lines moves its neighbours' texts down with it.
    expect(section(page, 'ablauf').match(/sm:grid-rows-subgrid/g)).toHaveLength(4)
    expect(section(page, 'vorteile')).toMatch(/<th scope="col" class="whitespace-nowrap[^"]*">Ø pro Jahr</)
  })

  it('the keyring and the benefits are one section: each benefit once, the keyring’s perks inside them', async () => {
    const page = await scoutPageAt('2025-10-15T12:00:00+02:00')
    expect(page).not.toContain('id="schluesselanhaenger"')
    const html = section(page, 'vorteile')
    expect(html).toContain('src="data:image/svg+xml')
    for (const item of scoutBenefits.items) expect(html).toContain(`>${item.title}</span>`)
    // Invite-only events, free tickets and partner offers stand in the benefits, not in a list of their own.
    const read = mainOf(page).replace(/<section id="faq"[\s\S]*?<\/section>/, '')
    for (const perk of ['Invite-only', 'Freikarten', 'Rabatte']) expect(read.split(perk).length - 1, perk).toBe(1)
    expect(page).toContain(scoutFaq[0]?.question)
  })

  it('while open, the closing call is the navy panel and draws one cell per place, the taken ones filled', async () => {
    const html = section(await scoutPageAt('2025-10-15T12:00:00+02:00'), 'plaetze')
    expect(html).toContain('bg-gradient-ink')
    expect(html.match(/data-seat="taken"/g)).toHaveLength(14)
    expect(html.match(/data-seat="free"/g)).toHaveLength(11)
    // The taken places flat white, not gradient bars; the contact card's actions outlined, no navy button on it.
    expect(html.match(/data-seat="taken" class="[^"]*bg-white"/g)).toHaveLength(14)
    expect(html).not.toContain('btn-dark')
    expect(html).toContain('aria-valuenow="14"')
    expect(html).toContain('14 von 25 Plätzen vergeben')
  })
})

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { spotlightFigures } from '../../data/figures'
import { defaultLinks } from '../../data/links'
import * as media from '../../data/mediadaten'
import { corporatePartners, networkPartners } from '../../data/partners'
import { team } from '../../data/team'
import { appAcrossTime, sharedTestApp, unlockCookie } from '../support/app'
import { expectPage, jsonLd, mainOf, SITE, visibleText } from '../support/html'

const testApp = sharedTestApp()
const { get } = testApp
const { getAt } = appAcrossTime()
const count = (html: string, text: string) => html.split(text).length - 1

describe('/spotlight', () => {
  it('is indexed and carries Event structured data for the online event', async () => {
    const response = await get('/spotlight')
    expectPage(response, 'index,follow', '/spotlight')
    const event = jsonLd(response.body).find((item) => item['@type'] === 'Event')
    expect(event).toMatchObject({
      name: 'Spotlight 2025',
      startDate: '2025-10-31T10:00:00+01:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${SITE}/spotlight` },
    })
    expect(String(event?.endDate)).toMatch(/^2025-11-20T/)
  })

  it('renders the sections in order with their anchors, and #angels at the start of the angels section', async () => {
    const main = mainOf((await get('/spotlight')).body)
    const positions = ['jury', 'pitch', 'prozess', 'benefits', 'partner', 'about', 'team'].map((id) =>
      main.indexOf(`<section id="${id}"`),
    )
    expect(positions.every((position) => position > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    // #angels wraps the angels section, so both anchors land at its start.
    expect(main).toContain('<div id="angels"><section id="pitch"')
  })

  it('server-renders the navigation as real anchor links and the first 8 jury members and 6 angels', async () => {
    const main = mainOf((await get('/spotlight')).body)
    for (const id of ['jury', 'pitch', 'prozess', 'benefits', 'about'])
      expect(main).toContain(`href="#${id}" data-section-link="${id}"`)
    // From the list to its toggle (the cards contain lists of their own).
    const list = (id: string) => main.slice(main.indexOf(`id="${id}"`), main.indexOf(`aria-controls="${id}"`))
    expect(count(list('jury-liste'), 'data-person-card')).toBe(8)
    expect(count(list('angels-liste'), 'data-person-card')).toBe(6)
    expect(main).toContain('Alle anzeigen (+7)')
    expect(main).toContain('Alle anzeigen (+24)')
    expect(main).toContain('href="/startups"')
    expect(main).toContain('href="/angels"')
    expect(main).toContain('href="/ueber-uns"')
    // The founder registration start opens in a new tab.
    expect(main).toMatch(/href="https:\/\/[^"]+\/register\/founder\/startup-info"[^>]*target="_blank"/)
  })
  // From a section's start to the next section of the page (the team's section sits inside "Über uns").
  const sectionOf = (main: string, id: string, next: string) =>
    main.slice(main.indexOf(`<section id="${id}"`), main.indexOf(`<section id="${next}"`))

  it('keeps sideways browsing for the jury and the angels only: benefits and partners are stacked lists', async () => {
    const main = mainOf((await get('/spotlight')).body)
    // The carousels on phones (the rail) are the two people lists, nothing else.
    expect([...main.matchAll(/<ul id="([^"]*)"[^>]*class="rail /g)].map((match) => match[1])).toEqual([
      'jury-liste',
      'angels-liste',
    ])
    expect(count(main, 'class="rail ')).toBe(2)
    // Benefits: the top three on phones, the other two behind a real "Alle anzeigen" control (<details>).
    const benefits = sectionOf(main, 'benefits', 'partner')
    expect(count(benefits, 'data-benefit=')).toBe(5)
    expect(count(benefits, 'more-item')).toBe(2)
    expect(benefits).toMatch(/<ul class="more-list [^"]*"[\s\S]*<\/ul><details class="more [^"]*"[^>]*><summary/)
    expect(visibleText(benefits)).toContain('Alle 5 Vorteile anzeigen')
    // Partners: every card stacked and shown (four short network cards: none behind a control).
    const partners = sectionOf(main, 'partner', 'einreichen')
    expect(count(partners, 'data-partner=')).toBe(corporatePartners.length + networkPartners.length)
    expect(count(partners, 'more-item')).toBe(0)
    expect(count(partners, '<details')).toBe(0)
  })

  it('condenses "Über uns": the audiences as one band with a link each, the team as one row with a link', async () => {
    const main = mainOf((await get('/spotlight')).body)
    const about = main.slice(main.indexOf('<section id="about"'))
    // The team is part of "Über uns" (the section bar's last entry), not a section of its own after it.
    expect(about.indexOf('<section id="team"')).toBeGreaterThan(0)
    expect(about.indexOf('<section id="team"')).toBeLessThan(about.indexOf('</section>'))
    const band = about.slice(0, about.indexOf('<section id="team"'))
    expect(count(band, '<h3')).toBe(2)
    expect(band).toContain('href="/startups"')
    expect(band).toContain('href="/angels"')
    const row = about.slice(about.indexOf('<section id="team"'))
    expect(count(row, 'data-team-member')).toBe(team.length)
    for (const person of team) {
      expect(row).toContain(person.name)
      // The stories live on /ueber-uns, linked from the row.
      expect(row).not.toContain(person.bio)
    }
    expect(row).toContain('href="/ueber-uns"')
  })

  it('states the jury seats the spec gives as the proof under the jury heading', async () => {
    const jury = visibleText(sectionOf(mainOf((await get('/spotlight')).body), 'jury', 'pitch'))
    expect(jury).toContain(
      `${spotlightFigures.juryFilled} von ${spotlightFigures.jurySeats} Jury-Plätzen sind vergeben`,
    )
  })

  // The hero's 300+ are startups, the 30 the event's angels: labelled so they never read as the platform's
  // "300+ Angels" (footer, other pages), with a verb true in each phase.
  it.each([
    ['2025-10-01T12:00:00+02:00', 'B2B-Startups bewerben sich'],
    ['2025-11-05T12:00:00+01:00', 'B2B-Startups bewerben sich'],
    ['2025-11-15T12:00:00+01:00', 'B2B-Startups haben sich beworben'],
    ['2025-11-20T20:00:00+01:00', 'B2B-Startups haben sich beworben'],
    ['2025-11-25T12:00:00+01:00', 'B2B-Startups haben sich beworben'],
    ['2026-11-25T12:00:00+01:00', 'B2B-Startups haben sich beworben'],
  ])(
    'labels the hero figures as the event’s at %s',
    async (at, startups) => {
      const main = mainOf((await getAt(at, '/spotlight')).body)
      const facts = visibleText(main.match(/<dl[\s\S]*?<\/dl>/)?.[0] ?? '')
      expect(facts).toContain(`${startups} ${spotlightFigures.startups}`)
      expect(facts).toContain(`Angels im Finale ${spotlightFigures.angels}`)
      expect(facts).toContain(
        `Finalplätze: Top ${spotlightFigures.finalists} + Wildcard ${spotlightFigures.finalists + spotlightFigures.wildcards}`,
      )
    },
    60_000,
  )
})

describe('/mediadaten-spotlight', () => {
  it('is indexed and canonical, with WebPage and BreadcrumbList structured data', async () => {
    const response = await get('/mediadaten-spotlight')
    expectPage(response, 'index,follow', '/mediadaten-spotlight')
    const items = jsonLd(response.body)
    expect(items.map((item) => item['@type'])).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList']))
    const breadcrumbs = items.find((item) => item['@type'] === 'BreadcrumbList')
    expect(JSON.stringify(breadcrumbs)).toContain(`${SITE}/mediadaten-spotlight`)
  })

  it('shows the spec figures and links the real PDF with its size', async () => {
    const main = mainOf((await get('/mediadaten-spotlight')).body)
    for (const figure of [
      '345+',
      '500.000+',
      '120.000+',
      '80.000',
      '100.000–150.000',
      '600.000+',
      '1.000.000+',
      'In Gesprächen',
    ])
      expect(main).toContain(figure)
    const pdf = await get(media.mediadatenPdf.href)
    const kilobytes = Math.ceil(pdf.rawPayload.length / 1024)
    expect(main).toMatch(
      new RegExp(`href="${media.mediadatenPdf.href}"[^>]*download="${media.mediadatenPdf.fileName}"`),
    )
    expect(main).toContain(`PDF · ${kilobytes}\u00a0KB`)
    expect(main).toContain('data-cta="mediadaten"')
    expect(main).toContain('utm_content=mediadaten')
  })

  it('breaks the reach down into its sources right under the hero, adding up to the sum it states, above the guarantee', async () => {
    const main = mainOf((await get('/mediadaten-spotlight')).body)
    const sections = [...main.matchAll(/<section[\s\S]*?<\/section>/g)].map((match) => match[0])
    // The hero, then the breakdown: the sum first, the sources' sections after it.
    expect(sections[1]).toMatch(/^<section id="zusammensetzung"/)
    const section = sections[1] ?? ''
    const { parts, sum } = media.reachBreakdown
    const contacts = (value: string) => Number(value.replace(/\D/g, ''))
    // Each source as the page writes it: its label leading to its section, then its figure (the contacts it adds).
    for (const part of parts) {
      expect(section).toMatch(
        new RegExp(
          `<a href="#${part.section}"[^>]*>${part.label}</a></dt><dd[^>]*>${part.value.replace('+', '\\+')}</dd>`,
        ),
      )
      expect(main).toContain(`<section id="${part.section}"`)
    }
    const total = parts.reduce((all, part) => all + contacts(part.value), 0)
    expect(sum).toMatch(/^Zusammen 700\.000\+ Kontakte/)
    expect(total).toBeGreaterThanOrEqual(700_000)
    expect(total).toBeGreaterThanOrEqual(contacts(media.mediaTotal.figures[0]?.value ?? ''))
    expect(section).toContain(sum)
    expect(section).toContain('Davon garantiert: 600.000.')
    // The guarantee marked on the bar, where 600.000 of the sum lie.
    const share = (media.reachBreakdown.guarantee.contacts / media.reachBreakdown.total) * 100
    expect(section).toContain(`left:${share}%">${media.reachBreakdown.guarantee.label}</span>`)
    expect(media.reachBreakdown.guarantee.label).toBe('600.000 garantiert')
  })

  it('serves the media-data PDF generated from the page data: 5 A4 pages with every figure of the page', async () => {
    const response = await get(media.mediadatenPdf.href)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(response.rawPayload.length).toBeLessThan(300 * 1024)
    const folder = mkdtempSync(join(tmpdir(), 'mediadaten-'))
    try {
      const file = join(folder, 'mediadaten.pdf')
      writeFileSync(file, response.rawPayload)
      // pdftotext ends every page with a form feed; the text is compared with single spaces.
      const raw = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      expect(raw.split('\f').length - 1).toBe(5)
      const flat = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ')
      const text = flat(raw)
      const { calculation } = media.mediaWildcard
      const figures = [
        ...media.mediaHero.figures,
        media.mediaCommunity.figure,
        ...media.mediaMultipliers.figures,
        calculation.startups,
        calculation.contacts,
        calculation.result,
        ...media.mediaWildcard.figures,
        media.mediaCoverage.combined,
        ...media.mediaTotal.figures,
        ...media.mediaTotal.quality.items,
        media.mediaTotal.cpm.organic,
        media.mediaTotal.cpm.paid,
      ]
      for (const figure of figures) {
        expect(text).toContain(flat(figure.value))
        expect(text).toContain(flat(figure.label))
      }
      for (const partner of media.mediaCoverage.partners)
        for (const cell of [partner.name, partner.type, partner.reach, media.mediaCoverage.status])
          expect(text).toContain(cell)
      for (const promise of media.mediaTotal.promises) expect(text).toContain(flat(promise.value))
      for (const phrase of [
        media.mediadatenPdf.title,
        media.mediaContact.title,
        defaultLinks.contact.email,
        'Reporting',
        '0,50 €',
      ])
        expect(text).toContain(flat(phrase))
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe('partner pages', () => {
  it('/partner-spotlight is indexed and canonical; its buttons go to the booking calendar or a prefilled e-mail', async () => {
    const response = await get('/partner-spotlight')
    expectPage(response, 'index,follow', '/partner-spotlight')
    const main = mainOf(response.body)
    expect(main).toMatch(/href="mailto:[^"?]+\?subject=Partnerschaft%20Spotlight%202025&amp;body=/)
    expect(main).toMatch(/href="https:\/\/[^"]+"[^>]*target="_blank"[^>]*>Gespräch buchen/)
    expect(main).not.toMatch(/href="(#|)"/)
  })

  it.each([
    ['2025-10-15T12:00:00+02:00', ['next', 'next', 'next', 'next', 'next']],
    ['2025-11-05T12:00:00+01:00', ['current', 'next', 'next', 'next', 'next']],
    ['2025-11-15T12:00:00+01:00', ['done', 'done', 'current', 'next', 'next']],
    ['2026-11-25T12:00:00+01:00', ['done', 'done', 'done', 'done', 'done']],
  ])(
    '/partner-spotlight at %s marks where the key dates stand, and tells the past ones in the past',
    async (at, expected) => {
      const main = mainOf((await getAt(at, '/partner-spotlight')).body)
      const dates = [...main.matchAll(/<li[^>]*data-date-status="(\w+)"[^>]*>([\s\S]*?)<\/li>/g)]
      expect(dates.map((m) => m[1])).toEqual(expected)
      for (const [, status, item] of dates) {
        const words = visibleText(item ?? '')
        if (status === 'done') expect(words).toMatch(/Vorbei.*(stimmte|lagen|bewertete|pitchten|nach dem Finale)/)
        else expect(words).not.toMatch(/Vorbei|stimmte|lagen vor|bewertete|pitchten/)
        expect(words.includes('Läuft gerade')).toBe(status === 'current')
      }
    },
  )

  it('/startup-partner is not indexed and links the form and the angels of /spotlight', async () => {
    const response = await get('/startup-partner')
    expectPage(response, 'noindex,nofollow')
    const main = mainOf(response.body)
    expect(main).toContain('href="/startup-partner/form"')
    expect(main).toMatch(/href="\/spotlight#angels"[^>]*>Alle 30 Angels ansehen/)
    expect(count(main, 'data-person-card')).toBe(3)
  })

  it('neither noindex page is in the sitemap; the indexed event pages are', async () => {
    const sitemap = (await get('/sitemap.xml')).body
    for (const path of ['/spotlight', '/partner-spotlight', '/mediadaten-spotlight'])
      expect(sitemap).toContain(`${SITE}${path}<`)
    for (const path of ['/startup-partner', '/jury-spotlight']) expect(sitemap).not.toContain(`${SITE}${path}<`)
  })
})

describe('/jury-spotlight', () => {
  it('is not indexed and shows only the password screen without a session', async () => {
    const response = await get('/jury-spotlight')
    expectPage(response, 'noindex,nofollow')
    const main = mainOf(response.body)
    expect(main).toContain('name="passphrase"')
    expect(main).not.toContain('Häufige Fragen zur Jury')
    expect(main).not.toContain('data-person-card')
  })

  it('shows the whole jury page after the passphrase was posted', async () => {
    const cookie = await unlockCookie(testApp.app, '/jury-spotlight', 'jury')
    const response = await get('/jury-spotlight', { cookie })
    expectPage(response, 'noindex,nofollow')
    const main = mainOf(response.body)
    expect(main).not.toContain('name="passphrase"')
    expect(main).toContain('href="/jury-form"')
    expect(count(main, 'data-person-card')).toBe(8)
    expect(main).toContain('Alle anzeigen (+7)')
    expect(count(main, '<details')).toBe(8)
    for (const text of ['Klarheit der Idee', 'Potenzial des Geschäftsmodells', 'Konkrete Verbesserungen'])
      expect(main).toContain(text)
  })
})

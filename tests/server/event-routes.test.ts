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
import { votingStartups } from '../../data/voting'
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

  it('has no sideways browsing: jury, angels, benefits and partners are stacked lists', async () => {
    const main = mainOf((await get('/spotlight')).body)
    // No carousel on phones: the jury a list of rows, the first four shown until its toggle (session 30 review: eight
    // dots and „Alle anzeigen“ were two patterns), the angels a stacked wall of rows (review 7.4).
    expect(count(main, 'class="rail ')).toBe(0)
    expect(count(main, 'data-rail-dots')).toBe(0)
    expect(main).toMatch(/<ul id="jury-liste"[^>]*class="grid [^"]*"[^>]*data-jury-stack/)
    const jury = main.slice(
      main.indexOf('<ul id="jury-liste"'),
      main.indexOf('data-people-toggle', main.indexOf('<ul id="jury-liste"')),
    )
    expect(
      [...jury.matchAll(/<li data-person-card="true" class="([^"]*)"/g)].map((m) =>
        (m[1] ?? '').includes('max-sm:hidden'),
      ),
    ).toEqual([false, false, false, false, true, true, true, true])
    expect(main).toMatch(/<ul id="angels-liste"[^>]*class="grid [^"]*"[^>]*data-angel-wall/)
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

  it('draws the jury as large cards and the angels as a dense wall of rows (review 7.4: two look-alike grids)', async () => {
    const main = mainOf((await get('/spotlight')).body)
    // From the list to what follows it: the jury's toggle, the angels' profile dialog.
    const list = (id: string) => {
      const start = main.indexOf(`<ul id="${id}"`)
      return main.slice(start, main.indexOf(id === 'jury-liste' ? 'data-people-toggle' : '<dialog', start))
    }
    // The jury: face (96 px), name, role and experience, the themes at the foot; no superpower, badge or chips.
    const juryCards = list('jury-liste').split('data-person-card').slice(1)
    expect(juryCards).toHaveLength(8)
    for (const card of juryCards) {
      expect(card).toContain('data-jury-card')
      expect(count(card, '<h3')).toBe(1)
      expect(card).not.toMatch(/Superkraft|badge-green|class="chip"|btn-secondary|data-angel-row/)
    }
    expect(count(list('jury-liste'), 'width="96"')).toBe(juryCards.filter((card) => card.includes('<img')).length)
    // The angels: a row each, a small face, the name and one line (the focus); no paragraph, no card of the jury's.
    const angelRows = list('angels-liste').split('data-person-card').slice(1)
    expect(angelRows).toHaveLength(6)
    for (const row of angelRows) {
      expect(row).toContain('data-angel-row')
      expect(count(row, '<h3')).toBe(1)
      expect(count(row, '<p')).toBe(0)
      expect(row).not.toMatch(/data-jury-card|width="96"|Superkraft|btn-secondary/)
    }
    // The angel's profile: the row's heading is the button (stretched over the row), named with the person.
    const angels = main.slice(main.indexOf('<ul id="angels-liste"'))
    expect(angels).toMatch(
      /<h3[^>]*><button type="button" aria-haspopup="dialog" data-angel-open="[^"]+" class="[^"]*after:inset-0/,
    )
    // The other pages keep their cards (/jury-spotlight: the superpower and the themes).
    const cookie = await unlockCookie(testApp.app, '/jury-spotlight', 'jury')
    const jury = mainOf((await get('/jury-spotlight', { cookie })).body)
    expect(jury).toContain('Superkraft')
    expect(jury).not.toContain('data-jury-card')
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
      // The final's seats are a figure of the one status module (session 31: no second card of the final).
      expect(facts).toContain(`Plätze im Finale ${spotlightFigures.finalists + spotlightFigures.wildcards}`)
      expect(facts).not.toContain('Finalplätze')
      expect(main).not.toContain('data-final-card')
    },
    60_000,
  )
})

describe('/spotlight hero: one status module, the running step as a solid state (session 31)', () => {
  it.each([
    ['2025-10-15T12:00:00+02:00', false],
    ['2025-11-05T12:00:00+01:00', false],
    ['2025-11-15T12:00:00+01:00', false],
    ['2025-11-20T19:00:00+01:00', true],
    ['2026-11-29T12:00:00+01:00', false],
  ] as const)(
    'shows the final’s seats once, in the status module, at %s',
    async (at, live) => {
      const main = mainOf((await getAt(at, '/spotlight')).body)
      const hero = main.slice(0, main.indexOf('<section id="jury"'))
      // One module: no floating or inline card of the final beside it.
      expect(hero).not.toContain('data-final-card')
      expect(hero.split('data-final-seats').length - 1).toBe(1)
      expect(hero.split('data-status-band').length - 1).toBe(1)
      const band = hero.slice(hero.indexOf('data-status-band'))
      expect(band.indexOf('data-final-seats')).toBeGreaterThan(0)
      const text = visibleText(`<main ${band}</main>`)
      expect(text).toContain(`${spotlightFigures.finalists + spotlightFigures.wildcards} Top`)
      expect(text).toContain(`Top ${spotlightFigures.finalists} der Jury`)
      expect(text).toContain(`${spotlightFigures.wildcards} Wildcard aus dem Voting`)
      // While the final runs its heading carries the live dot.
      const heading = band.slice(
        band.indexOf('data-phase-heading'),
        band.indexOf('</p>', band.indexOf('data-phase-heading')),
      )
      expect(heading.includes('live-dot'), 'live dot').toBe(live)
      // The running step's bar claims no progress and is one solid state: magenta, never dashed or a gradient.
      const track = main.slice(
        main.indexOf('data-status-grid'),
        main.indexOf('</ol>', main.indexOf('data-status-grid')),
      )
      expect(track).not.toMatch(/bg-gradient-brand|border-dashed/)
      const current = track.match(/data-step-bar="current"/g)?.length ?? 0
      expect(current).toBe((track.match(/aria-current="step"/g) ?? []).length)
      if (current) expect(track).toMatch(/data-step-bar="current" class="h-1\.5 rounded-full bg-brand-600"/)
    },
    60_000,
  )
})

describe('/spotlight session 31: the vote as a live state, steps and jury cards aligned', () => {
  it.each([
    ['2025-10-15T12:00:00+02:00', 'kickstart'],
    ['2025-11-05T12:00:00+01:00', 'voting'],
    ['2025-11-15T12:00:00+01:00', null],
  ] as const)(
    'shows the wildcard module at %s as %s',
    async (at, stage) => {
      const main = mainOf((await getAt(at, '/spotlight')).body)
      if (!stage) return expect(main).not.toContain('data-wildcard-module')
      const module = main.slice(
        main.indexOf('data-wildcard-module'),
        main.indexOf('</aside>', main.indexOf('data-wildcard-module')),
      )
      expect(module).toContain(`data-wildcard-module="${stage}"`)
      const live = stage === 'voting'
      // While the vote runs: the live dot and the filled primary button; before it opens an outlined one.
      expect(module.includes('data-wildcard-live'), 'live dot').toBe(live)
      expect(module).toMatch(
        live ? /href="\/wildcard-voting" class="btn-primary/ : /href="\/wildcard-voting" class="btn-secondary/,
      )
      // Three entries of the ballot from the voting's data: logo and name, no vote counts.
      const preview = module.slice(
        module.indexOf('data-wildcard-preview'),
        module.indexOf('</ul>', module.indexOf('data-wildcard-preview')),
      )
      expect(count(preview, '<li')).toBe(3)
      for (const startup of votingStartups.slice(0, 3)) {
        expect(preview).toContain(`src="${startup.image}"`)
        expect(visibleText(`<main ${preview}</main>`)).toContain(startup.name)
      }
      expect(visibleText(`<main ${preview}</main>`)).not.toMatch(/Stimme/)
    },
    60_000,
  )

  it('aligns the steps’ texts on one row and lets a jury card’s bio follow its role', async () => {
    const main = mainOf((await getAt('2025-11-05T12:00:00+01:00', '/spotlight')).body)
    const track = main.slice(
      main.indexOf('data-process-track'),
      main.indexOf('</ol>', main.indexOf('data-process-track')),
    )
    // Date, title and text of each step on rows the three steps share from 1024 px (a two-line title moves all texts).
    expect(count(track, 'lg:row-span-3 lg:grid lg:grid-rows-subgrid')).toBe(3)
    const jury = main.slice(main.indexOf('<section id="jury"'), main.indexOf('<section id="pitch"'))
    // No rows shared with the neighbours (a one-line role left a 60 px hole): the themes alone at the card's foot.
    expect(jury).not.toContain('grid-rows-subgrid')
    expect(count(jury, 'data-jury-card')).toBeGreaterThan(0)
    expect(count(jury, 'sm:mt-auto')).toBe(count(jury, 'aria-label="Themen'))
  }, 60_000)
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
      '600.000',
      '700.000+',
      '900.000+',
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

  it('shows the total reach as one visual: the sources on a bar up to what is possible, the tiers on it', async () => {
    const main = mainOf((await get('/mediadaten-spotlight')).body)
    // No section of its own between the hero and the community any more: the breakdown is the total's visual.
    const ids = [...main.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toEqual([
      'community',
      'multiplikatoren',
      'wildcard-reichweite',
      'medien',
      'gesamtreichweite',
      'partner-werden',
    ])
    const section = main.match(/<section id="gesamtreichweite"[\s\S]*?<\/section>/)?.[0] ?? ''
    // The partner page's „So rechnen wir“ still lands on it.
    expect(section).toContain('id="zusammensetzung"')
    const { parts, total } = media.reachBreakdown
    const { guaranteed, expected, potential } = media.reachTiers
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
    // The sources add up to the expected tier, which lies between the guarantee and what is possible.
    expect(parts.reduce((all, part) => all + contacts(part.value), 0)).toBe(total)
    expect(expected.contacts).toBe(total)
    expect(total).toBeGreaterThanOrEqual(contacts(expected.value))
    expect(guaranteed.contacts).toBeLessThan(total)
    expect(potential.contacts).toBeGreaterThan(total)
    // The bar runs to what is possible: the guarantee marked where 600.000 of 900.000 lie, the sources' part as wide
    // as their sum.
    const at = (share: number) => `${(share / potential.contacts) * 100}%`
    expect(section).toContain(`left:${at(guaranteed.contacts)}" data-reach-tier="${guaranteed.label}"`)
    expect(section).toContain(`width:${at(total)}`)
    // The three tiers, in that order, each figure with its word.
    const tiers = [...section.matchAll(/<p[^>]*data-reach-tier[^>]*>([\s\S]*?)<\/p>/g)].map((match) =>
      visibleText(match[1] ?? '').trim(),
    )
    expect(tiers).toEqual([
      `${guaranteed.value} ${guaranteed.label}`,
      `${expected.value} ${expected.label} ${expected.note}`,
      `${potential.value} ${potential.label} ${potential.note}`,
    ])
    expect(media.reachBreakdown.guarantee.label).toBe('600.000 garantiert')
    expect(visibleText(section)).toContain(media.mediaTotal.breakdown.counting.title)
  })

  it('writes each reach tier one way, and its figures once in the total section', async () => {
    const main = mainOf((await get('/mediadaten-spotlight')).body)
    const text = visibleText(main)
    const { guaranteed, expected, potential } = media.reachTiers
    const count = (haystack: string, needle: string) => haystack.split(needle).length - 1
    // The guarantee is „600.000“, never „600.000+“; the old words for the tiers are gone.
    expect(text).not.toContain(`${guaranteed.value}+`)
    for (const word of ['Mindestgarantie', 'Basis-Impressionen']) expect(text).not.toContain(word)
    // The hero names the guarantee and what is possible, in the tiers' words.
    const hero = visibleText(main.match(/<dl[\s\S]*?<\/dl>/)?.[0] ?? '')
    expect(hero).toContain(`Kontakte ${guaranteed.label} ${guaranteed.value}`)
    expect(hero).toContain(`bis ${potential.value} ${potential.label}`)
    // The total section: each tier's figure once (no heading, paragraph or card repeating them).
    const total = visibleText(main.match(/<section id="gesamtreichweite"[\s\S]*?<\/section>/)?.[0] ?? '')
    for (const tier of [guaranteed, expected, potential]) expect(count(total, tier.value)).toBe(1)
    for (const word of ['Erwartet', 'Potenzial']) expect(total).not.toContain(word)
    // One set of terms: contacts and TKP.
    for (const word of ['Impression', 'CPM', 'Tausender-Kontakt-Preis']) expect(text).not.toContain(word)
    expect(text).toContain(media.mediaTotal.tkp.title)
  })

  it.each([
    ['2025-11-05T12:00:00+01:00', 'In Gesprächen'],
    ['2026-11-25T12:00:00+01:00', 'Angefragt'],
  ])('shows each media partner’s own status at %s and keeps their sum quiet and uncounted', async (at, status) => {
    const main = mainOf((await getAt(at, '/mediadaten-spotlight')).body)
    const section = main.match(/<section id="medien"[\s\S]*?<\/section>/)?.[0] ?? ''
    const partners = media.mediaCoverage.partners
    // The table: a status column, a pill in every row.
    const rows = section.match(/<tbody>[\s\S]*?<\/tbody>/)?.[0].match(/<tr[\s\S]*?<\/tr>/g) ?? []
    expect(section).toContain('<th scope="col" class="px-6 py-4 font-semibold">Status</th>')
    expect(rows).toHaveLength(partners.length)
    rows.forEach((row, index) => {
      expect(row).toContain(partners[index]?.name)
      expect(row).toMatch(new RegExp(`data-media-status[^>]*>[\\s\\S]*?${status}</span>`))
    })
    // The phones' list: the same, one pill per medium.
    const list = section.match(/<ul[^>]*md:hidden[\s\S]*?<\/ul>/)?.[0] ?? ''
    const items = list.match(/<li[\s\S]*?<\/li>/g) ?? []
    expect(items).toHaveLength(partners.length)
    for (const item of items) expect(visibleText(item)).toContain(status)
    // No one status standing for all of them.
    expect(count(section, 'data-media-status')).toBe(2 * partners.length)
    expect(section).not.toContain('Status aller')
    // Their sum: a small grey line saying it is not counted, not a large figure.
    const combined = section.match(/<p[^>]*data-media-combined[^>]*>[\s\S]*?<\/p>/)?.[0] ?? ''
    expect(combined).toMatch(/class="text-sm text-ink-600"/)
    expect(visibleText(combined)).toContain(`${media.mediaCoverage.combined.value} Kontakte dieser Medien zusammen`)
    expect(visibleText(combined)).toContain('nicht in der Gesamtreichweite eingerechnet')
    expect(count(main, media.mediaCoverage.combined.value)).toBe(1)
  })

  it('has one primary action, the booking call, and says what a partner gets after the ways to it', async () => {
    const main = mainOf((await get('/mediadaten-spotlight')).body)
    // Every gradient button is the booking call (the sign-up card's submit is the form's own, a <button>).
    const primaries = [...main.matchAll(/<a href="([^"]+)" class="btn-primary[^"]*"[^>]*>([\s\S]*?)<\/a>/g)]
    expect(primaries.length).toBeGreaterThanOrEqual(2)
    for (const [, href, inner = ''] of primaries) {
      expect(href).toBe(defaultLinks.bookingCalendar)
      expect(visibleText(inner)).toContain(media.mediaHero.request)
    }
    // The hero leads with it, the PDF beside it as the secondary.
    const hero = main.slice(0, main.indexOf('<section id="community"'))
    expect(hero.indexOf(defaultLinks.bookingCalendar)).toBeLessThan(hero.indexOf(media.mediadatenPdf.href))
    expect(hero).toMatch(new RegExp(`href="${media.mediadatenPdf.href}"[^>]*class="btn-secondary`))
    // The deliverables, in words, after the three ways the heading promises (review of 5 Nov 2025), their icons
    // tinted as the cards' are.
    const section = main.match(/<section id="partner-werden"[\s\S]*?<\/section>/)?.[0] ?? ''
    const deliverables = section.match(/<div[^>]*data-deliverables[\s\S]*?<\/ul><\/div>/)?.[0] ?? ''
    const { title, items } = media.mediaBecomePartner.deliverables
    expect(visibleText(deliverables)).toContain(title)
    for (const item of items)
      expect(visibleText(deliverables)).toContain(visibleText(`${item.value} ${item.label} ${item.note}`).trim())
    expect(section.indexOf('data-deliverables')).toBeGreaterThan(
      section.indexOf(media.mediaBecomePartner.cards.request.title),
    )
    expect(deliverables).not.toContain('bg-gradient-brand')
    expect(count(deliverables, 'class="flex shrink-0 items-center justify-center icon-tile"')).toBe(items.length)
  })

  it('shows every figure one way, each reach channel in its colour on the bar, the dates above the headline', async () => {
    const main = mainOf((await get('/mediadaten-spotlight')).body)
    // Review of 5 Nov 2025: no figure on the brand gradient (the 345+ card, the voting's result, the deliverables'
    // icons); the gradient stays on the primary buttons (a shortcut class) and the headline's accent.
    expect(main).not.toContain('bg-gradient-brand')
    // Each of the four channels, where its section names it, carries the swatch its part of the bar has.
    for (const part of media.reachBreakdown.parts) {
      const section = main.match(new RegExp(`<section id="${part.section}"[\\s\\S]*?</section>`))?.[0] ?? ''
      const stat = section.match(new RegExp(`data-stat="${part.section}"[\\s\\S]*?</(?:div|li)>`, 'g')) ?? []
      expect(stat.some((group) => group.includes(part.tone) && group.includes(`>${part.value}<`))).toBe(true)
    }
    // The bar's key: its labels lead to their sections without being underlined as links in a text.
    const total = main.match(/<section id="gesamtreichweite"[\s\S]*?<\/section>/)?.[0] ?? ''
    const legend = [...total.matchAll(/<a href="#[^"]+" class="([^"]*)"/g)].map((match) => match[1] ?? '')
    expect(legend).toHaveLength(media.reachBreakdown.parts.length)
    for (const classes of legend) expect(classes.split(' ')).not.toContain('underline')
    // The TKP in ink as every other figure (the one-off green is gone).
    expect(total).not.toContain('mint-')
    // The edition's dates as one line above the h1, each date whole; the PDF's size inside its button.
    const hero = main.slice(0, main.indexOf('<section id="community"'))
    const dates = hero.match(/<p[^>]*data-hero-dates[^>]*>[\s\S]*?<\/p>/)?.[0] ?? ''
    expect(hero.indexOf('data-hero-dates')).toBeGreaterThan(-1)
    expect(hero.indexOf('data-hero-dates')).toBeLessThan(hero.indexOf('<h1'))
    for (const date of media.mediaHero.dates) expect(dates).toContain(`<span class="whitespace-nowrap">${date}</span>`)
    const download = hero.match(new RegExp(`<a href="${media.mediadatenPdf.href}"[\\s\\S]*?</a>`))?.[0] ?? ''
    expect(visibleText(download)).toMatch(new RegExp(`${media.mediaHero.download} · \\d+\\sKB`))
    expect(hero).not.toContain('PDF · ')
    // The media table: the reach right-aligned in tabular figures, the status a quiet word, not a pill.
    const coverage = main.match(/<section id="medien"[\s\S]*?<\/section>/)?.[0] ?? ''
    expect(
      count(coverage, '<td class="px-6 py-5 text-right"><span class="font-semibold text-ink-900 tabular-nums">'),
    ).toBe(media.mediaCoverage.partners.length)
    expect(coverage).not.toContain('rounded-full')
  })

  it('sets the wildcard sum and its figures on one three-column grid, the community on the multipliers’ columns (round 29)', async () => {
    const main = mainOf((await get('/mediadaten-spotlight')).body)
    const wildcard = main.match(/<section id="wildcard-reichweite"[\s\S]*?<\/section>/)?.[0] ?? ''
    // One grid of three columns; the sum and the further figures are its two rows (subgrid), ruled alike.
    expect(wildcard).toMatch(/<div class="[^"]*lg:grid-cols-\[1\.3fr_1fr_1fr\][^"]*" data-wildcard-grid/)
    for (const row of ['data-wildcard-sum', 'data-wildcard-figures']) {
      const classes = wildcard.match(new RegExp(`class="([^"]*)" ${row}`))?.[1]?.split(' ') ?? []
      expect(classes).toEqual(expect.arrayContaining(['lg:col-span-3', 'lg:grid-cols-subgrid', 'lg:divide-x']))
    }
    expect(count(wildcard, 'grid-cols-[1.3fr_1fr_1fr]')).toBe(1)
    // The operators in one muted colour, the result marked by a tint, not a white box of its own.
    const sum = wildcard.match(/<ol[\s\S]*?<\/ol>/)?.[0] ?? ''
    const operators = [...sum.matchAll(/<span class="([^"]*)">[×=]<\/span>/g)].map(
      (m) => m[1]?.match(/text-(?:ink|brand|white|violet)[\w/-]*/)?.[0],
    )
    expect(operators.length).toBeGreaterThanOrEqual(2)
    expect(new Set(operators).size).toBe(1)
    expect(sum).not.toContain('bg-white ')
    expect(sum).not.toContain('text-brand-')
    expect(sum).toMatch(/<li class="[^"]*bg-white\/10[^"]*"[^>]*data-result/)
    // The community: its figure and whom it reaches side by side in the column where the multipliers' figures stand.
    const community = main.match(/<section id="community"[\s\S]*?<\/section>/)?.[0] ?? ''
    const multipliers = main.match(/<section id="multiplikatoren"[\s\S]*?<\/section>/)?.[0] ?? ''
    const columns = (html: string) => html.match(/lg:grid-cols-\[minmax\(0,5fr\)_minmax\(0,6fr\)\]/)?.[0]
    expect(columns(community)).toBeDefined()
    expect(columns(community)).toBe(columns(multipliers))
    const row = community.slice(community.indexOf('data-community-row'))
    expect(row).toMatch(/^[^>]*>\s*<dl[\s\S]*?<\/dl>\s*<ul[^>]*aria-label="Wen du erreichst"/)
    expect(row).toContain(`>${media.mediaCommunity.figure.value}<`)
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
        media.reachTiers.guaranteed,
        media.reachTiers.expected,
        media.reachTiers.potential,
        ...media.mediaTotal.quality.items,
        media.mediaTotal.tkp.organic,
        media.mediaTotal.tkp.paid,
      ]
      for (const figure of figures) {
        expect(text).toContain(flat(figure.value))
        expect(text).toContain(flat(figure.label))
      }
      for (const partner of media.mediaCoverage.partners)
        for (const cell of [partner.name, partner.type, partner.reach, media.mediaCoverage.statuses[partner.status]])
          expect(text).toContain(cell)
      // What a partner gets, in the PDF's narrow tiles (pdftotext joins a word broken at its hyphen without it).
      const unbroken = (phrase: string) => flat(phrase).replace(/-/g, '')
      for (const item of media.mediaBecomePartner.deliverables.items)
        for (const phrase of [item.value, item.label, item.note ?? ''])
          expect(unbroken(text)).toContain(unbroken(phrase))
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
    // Two button levels (review 5 Nov): the gradient for the sign-up, outlined for the rest, no dark button.
    expect(main).toMatch(/href="\/spotlight#angels" class="btn-secondary/)
    expect(main).not.toContain('btn-dark')
    // The closing call is a tinted band of the page's width, not a bordered box around the contact card.
    const closing = main.match(/<section id="mitmachen"[^>]*>[\s\S]*?<\/section>/)?.[0] ?? ''
    expect(closing).toMatch(/^<section[^>]*class="[^"]*bg-brand-50/)
    expect(closing).not.toContain('rounded-4xl')
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

import { describe, expect, it } from 'vitest'
import { spotlightFigures } from '../../data/figures'
import { votingPrizes } from '../../data/voting'
import { sharedTestApp } from '../support/app'
import { mainOf, visibleText } from '../support/html'

// /spotlight's event facts (round 24): where the edition stands in one band, how the jury rates said once, the
// vote's prize money as chips, the benefits' value shown where the list starts.

const { get } = sharedTestApp()
const count = (html: string, text: string) => html.split(text).length - 1
const between = (html: string, from: string, to: string) => html.slice(html.indexOf(from), html.indexOf(to))
/** visibleText writes no-break spaces as spaces. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ')

describe('/spotlight event facts', () => {
  it('puts the phase track, the countdown and the three figures in one band of the hero', async () => {
    const main = mainOf((await get('/spotlight')).body)
    const hero = main.slice(0, main.indexOf('<section id="jury"'))
    expect(count(hero, 'data-status-band')).toBe(1)
    const band = hero.slice(hero.indexOf('data-status-band'))
    // Bars and figures on one grid of three equal columns from 640 px (review 7.4: two sets of column edges); on a
    // phone the first step as wide as its name (session 29 review 7.4: „Pitch & Voting“ wrapped in a third).
    expect(band).toMatch(
      /<ol aria-label="[^"]*"[^>]*class="grid grid-cols-\[auto_minmax\(0,1fr\)_minmax\(0,1fr\)\] gap-x-4 sm:grid-cols-3 sm:gap-x-8"/,
    )
    // The applicants and the final's seats in one row of two halves across the track (session 30 review: as two of
    // its three columns they left a hole under „Finale“; session 31: the seats were a card of their own).
    expect(band).toMatch(/<dl class="[^"]*sm:grid-cols-2 sm:gap-x-8" data-status-facts/)
    expect(band).toContain('data-countdown')
    expect(band).toMatch(/<dl[\s\S]*?<\/dl>/)
    // The demo phone in the hero on every width (spec; session 30 review: a phone visitor saw none), narrower than
    // the screen on a phone.
    expect(hero).toMatch(
      /<div class="relative order-2 mx-auto w-full max-w-\[17\.5rem\] sm:max-w-none lg:order-none">[\s\S]*data-island="DemoCard"/,
    )
  })

  it('lines the band up on one left edge with labels that fit, the jury’s bios under their roles (session 29)', async () => {
    const main = mainOf((await get('/spotlight')).body)
    const band = between(main, 'data-status-band', '<section id="jury"')
    // The countdown flush left under its heading, as the track and the figures (review 7.4: the date was centred).
    expect(band).toMatch(/role="timer"[^>]*class="flex flex-col gap-3 w-full items-start"/)
    // Its unit names at 10–11 px with tight tracking, so „Sekunden“ keeps 8 px to the tile's edge at 390 px.
    const units = [...band.matchAll(/<span class="([^"]*uppercase[^"]*)">/g)].map((m) => m[1])
    expect(units).toHaveLength(4)
    for (const unit of units) expect(unit).toMatch(/text-\[0\.625rem\][^"]*tracking-tight/)
    // Each step's name on one line; the figures' labels balanced („bewerben sich“, not „sich“ alone).
    const steps = band.slice(band.indexOf('data-status-grid'), band.indexOf('</ol>', band.indexOf('data-status-grid')))
    expect(count(steps, 'whitespace-nowrap text-sm font-semibold')).toBe(3)
    expect(count(band, '[&amp;&gt;dt]:text-balance')).toBe(1)
    // A jury member's experience follows the role directly: no role held to two lines (review 7.4: a 40 px gap).
    const jury = between(main, '<section id="jury"', '<section id="pitch"')
    expect(count(jury, 'data-jury-card')).toBeGreaterThan(0)
    expect(jury).not.toContain('min-h-[2lh]')
    // The benefits' value stays beside the five rows from 1024 px (review 7.4: its column stood empty for 450 px), in
    // the heading's sticky column (session 30: a column of its own ended after 120 px beside a 550 px list).
    const benefits = between(main, '<section id="benefits"', '<section id="partner"')
    expect(benefits.slice(benefits.indexOf('lg:sticky lg:top-28'))).toMatch(
      /^[\s\S]*?id="benefits-titel"[\s\S]*?data-benefits-value[\s\S]*?data-benefit=/,
    )
  })

  it('says once how the jury rates: 30 pitches per member in the jury section, not "jeden Pitch"', async () => {
    const main = mainOf((await get('/spotlight')).body)
    const text = visibleText(main)
    expect(text).not.toMatch(/jeden Pitch|alle Pitches/)
    const perJuror = `jedes Mitglied ${spotlightFigures.pitchesPerJuror} zufällig zugeteilte Pitches`
    expect(count(text, perJuror)).toBe(1)
    expect(visibleText(between(main, '<section id="jury"', '<section id="pitch"'))).toContain(perJuror)
    const open = spotlightFigures.jurySeats - spotlightFigures.juryFilled
    expect(text).toContain(`die übrigen ${open} stellen wir vor`)
  })

  it('shows the vote’s prize money as one chip per prize, logos only beside the names of its three ballot entries', async () => {
    const main = mainOf((await get('/spotlight')).body)
    const wildcard = main.slice(
      main.indexOf('data-wildcard-module'),
      main.indexOf('</aside>', main.indexOf('data-wildcard-module')),
    )
    const chips = between(wildcard, '<ol', '</ol>')
    expect(count(chips, '<li')).toBe(votingPrizes.length)
    for (const prize of votingPrizes) expect(visibleText(chips)).toContain(plain(`${prize.label} ${prize.amount}`))
    // No logo stack: the only images are the three entries' logos, each in a row with its name (session 31).
    expect(count(wildcard, '<img')).toBe(3)
    expect(count(between(wildcard, 'data-wildcard-preview', '</ul>'), '<img')).toBe(3)
  })

  it('opens the benefits with their value on phones, the value said once in the section', async () => {
    const main = mainOf((await get('/spotlight')).body)
    const benefits = between(main, '<section id="benefits"', '<section id="partner"')
    // One plain figure before the ruled list on every width (round 28: the magenta gradient tile, last on desktops).
    expect(count(benefits, 'data-benefits-value')).toBe(1)
    expect(benefits.indexOf('data-benefits-value')).toBeLessThan(benefits.indexOf('data-benefit='))
    expect(between(benefits, 'data-benefits-value', '</p>')).not.toMatch(/gradient|brand/)
    expect(count(visibleText(benefits), plain(spotlightFigures.toolsValue))).toBe(1)
  })

  it('sets the benefits as a ruled list and the steps as a track: no cards, no tiles, no gradient (round 28)', async () => {
    const main = mainOf((await get('/spotlight')).body)
    const benefits = between(main, '<section id="benefits"', '<section id="partner"')
    const steps = between(main, '<section id="prozess"', '<section id="benefits"')
    const track = between(steps, 'data-process-track', '</ol>')
    for (const [name, part] of [
      ['benefits', benefits],
      ['steps', track],
    ] as const) {
      expect(part, name).not.toMatch(/class="card[ "]|rounded-3xl|shadow-|gradient|bg-brand-50|icon-tile/)
    }
    // Hairline rows: each benefit a row ruled under it, its icon bare.
    expect(count(benefits, 'border-b border-ink-200')).toBe(5)
    expect(count(track, '<li')).toBe(3)
    // The vote's prizes a plain row in its module, not three boxes in a box.
    const prizes = between(steps, 'data-wildcard-prizes', '</ol>')
    expect(prizes).not.toMatch(/rounded|ring-|gradient/)
    // No pink icon tiles anywhere on the page, no navy button on a light surface.
    expect(main).not.toMatch(/bg-brand-50 text-brand-700|btn-dark/)
  })

  it('names the phone section menu with one short word until a section is active', async () => {
    const main = (await get('/spotlight')).body
    expect(main).toMatch(/<span class="truncate">Abschnitte<\/span>/)
    expect(main).not.toContain('>Auf dieser Seite</span>')
  })
})

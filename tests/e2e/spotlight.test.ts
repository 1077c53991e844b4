import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { juryByPriority } from '../../data/jury'
import {
  closeBrowser,
  DESKTOP,
  framesDrawn,
  islandAroundHydrated,
  openPage,
  PHONE,
  realConsoleErrors,
  visitsPerTest,
} from './browser'

afterAll(closeBrowser)
const { track } = visitsPerTest()

const hydrated = islandAroundHydrated

/** Scrolls at once (no smooth behaviour) so a section's top lands `offset` px below the viewport top. */
async function placeSection(page: Page, id: string, offset: number) {
  await page.evaluate(
    ({ id, offset }) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY
      window.scrollTo({ top: top - offset, behavior: 'instant' })
    },
    { id, offset },
  )
  // The spy updates on the next animation frame after the scroll event.
  await framesDrawn(page)
  return page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id)
}

const activeEntries = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('nav [data-section-link][aria-current="true"]')].map((link) =>
      link.getAttribute('data-section-link'),
    ),
  )

const barEntry = (page: Page, id: string) =>
  page
    .getByRole('navigation', { name: 'Abschnitte des Spotlight-Events', exact: true })
    .locator(`[data-section-link="${id}"]`)

describe('/spotlight section navigation', () => {
  it('marks the section whose top has passed 150 px below the viewport top, none above the first', async () => {
    const { page, context, ...watched } = track(await openPage(DESKTOP))
    await page.goto('/spotlight')
    await hydrated(page, '[data-section-link]')
    expect(await activeEntries(page)).toEqual([])

    expect(await placeSection(page, 'jury', 151)).toBeCloseTo(151, 0)
    expect(await activeEntries(page)).toEqual([])
    expect(await placeSection(page, 'jury', 149)).toBeCloseTo(149, 0)
    expect(await activeEntries(page)).toEqual(['jury', 'jury'])

    // Each entry switches exactly at the 150 px line (the bar and the phone menu agree).
    for (const [id, previous] of [
      ['pitch', 'jury'],
      ['prozess', 'pitch'],
      ['benefits', 'prozess'],
      ['partner', 'benefits'],
      ['about', 'partner'],
    ] as const) {
      await placeSection(page, id, 151)
      expect(await activeEntries(page), `${id} at 151 px`).toEqual([previous, previous])
      await placeSection(page, id, 149)
      expect(await activeEntries(page), `${id} at 149 px`).toEqual([id, id])
    }
    expect(realConsoleErrors({ page, context, ...watched })).toEqual([])
  })

  it('scrolls smoothly to a section, leaving 80 px for the section bar, the one bar left at the top', async () => {
    const { page } = track(await openPage(DESKTOP))
    await page.goto('/spotlight')
    await hydrated(page, '[data-section-link]')
    await placeSection(page, 'jury', 400)
    // The scrolls the page asks for, with their options: whether a scroll is animated is the page's request
    // (behavior: 'smooth'), not how many frames a busy machine manages to paint during it.
    await page.evaluate(() => {
      const state = window as unknown as { scrollCalls: ScrollToOptions[]; scrollEnded: Promise<void> }
      state.scrollCalls = []
      const scrollTo = window.scrollTo.bind(window)
      window.scrollTo = ((options: ScrollToOptions) => {
        state.scrollCalls.push({ ...options })
        scrollTo(options)
      }) as typeof window.scrollTo
      state.scrollEnded = new Promise((done) => window.addEventListener('scrollend', () => done(), { once: true }))
    })
    await barEntry(page, 'benefits').click()
    // The smooth scroll has settled once `scrollend` fired and the position stays put.
    await page.evaluate(() => (window as unknown as { scrollEnded: Promise<void> }).scrollEnded)
    const settled = await page.evaluate(() => window.scrollY)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(settled)
    const top = await page.evaluate(() => document.getElementById('benefits')!.getBoundingClientRect().top)
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(1)
    // One bar over the content: the header has scrolled away, the section bar (56 px) sticks at the top.
    const bars = await page.evaluate(() => ({
      header: document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom,
      bar: document.querySelector('[data-section-link]')!.closest('[data-island]')!.getBoundingClientRect().toJSON(),
    }))
    expect(bars.header).toBeLessThanOrEqual(0)
    expect(bars.bar.top).toBe(0)
    expect(bars.bar.bottom).toBeLessThan(80)
    const calls = await page.evaluate(() => (window as unknown as { scrollCalls: ScrollToOptions[] }).scrollCalls)
    expect(
      calls.map((call) => call.behavior),
      'one smooth scroll to the section',
    ).toEqual(['smooth'])
    expect(Math.abs((calls[0]?.top ?? 0) - settled)).toBeLessThanOrEqual(1)
    expect(new URL(page.url()).hash).toBe('#benefits')
    // The island handled the click (not the browser's plain anchor jump): reading continues in the section.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('benefits')
    expect(await barEntry(page, 'benefits').getAttribute('aria-current')).toBe('true')
  })
})

describe('/spotlight people lists', () => {
  const cards = (page: Page, list: string) => page.locator(`#${list} > li[data-person-card]`).count()

  // The position dots under the list (a carousel on phones) follow it: none for more than 16 cards.
  const dots = (page: Page, list: string) => page.locator(`#${list} + [data-rail-dots] > button`).count()

  // The angels are a stacked wall of rows, no carousel: no dots at any length (review 7.4); the jury a list of rows on
  // phones and a grid from 640 px, no carousel either (session 30).
  it.each([
    ['jury-liste', 8, 7, 'Wird noch bekanntgegeben', 6, 0, 0],
    ['angels-liste', 6, 24, 'Bald verfügbar', 15, 0, 0],
  ] as const)(
    '%s shows %i, then all with "Alle anzeigen (+%i)", then fewer again',
    async (list, preview, more, placeholder, placeholders, dotsOfPreview, dotsOfAll) => {
      const { page } = track(await openPage(DESKTOP))
      await page.goto('/spotlight')
      const toggle = page.locator(`button[aria-controls="${list}"]`)
      await toggle.scrollIntoViewIfNeeded()
      await hydrated(page, `#${list}`)
      expect(await cards(page, list)).toBe(preview)
      await expect.poll(() => dots(page, list)).toBe(dotsOfPreview)
      expect((await toggle.innerText()).trim()).toBe(`Alle anzeigen (+${more})`)
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await page.locator(`#${list}`).getByText(placeholder).count()).toBe(0)

      await toggle.click()
      expect(await cards(page, list)).toBe(preview + more)
      await expect.poll(() => dots(page, list)).toBe(dotsOfAll)
      expect((await toggle.innerText()).trim()).toBe('Weniger anzeigen')
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      expect(await page.locator(`#${list}`).getByText(placeholder).count()).toBe(placeholders)

      await toggle.click()
      expect(await cards(page, list)).toBe(preview)
      expect((await toggle.innerText()).trim()).toBe(`Alle anzeigen (+${more})`)
    },
  )

  it('opens a revealed angel in a modal dialog with Enter; Escape closes it and focus returns', async () => {
    const { page } = track(await openPage(DESKTOP))
    await page.goto('/spotlight')
    const opener = page.locator('[data-angel-open="marco-bellini"]')
    await opener.scrollIntoViewIfNeeded()
    await hydrated(page, '#angels-liste')
    const dialog = page.locator('dialog[data-angel-dialog]')
    expect(await dialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(false)

    await opener.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog[data-angel-dialog]')?.open)
    const state = await dialog.evaluate((element: HTMLDialogElement) => ({
      modal: element.matches(':modal'),
      name: document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent,
      focusInside: element.contains(document.activeElement),
    }))
    expect(state).toEqual({ modal: true, name: 'Marco Bellini', focusInside: true })
    expect(await dialog.textContent()).toContain('Die ersten 100 B2B-Kunden gewinnen')

    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog[data-angel-dialog]')?.open)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-angel-open'))).toBe('marco-bellini')
  })
})

describe('/spotlight review 7.4: one grid in the status band, jury and angels apart', () => {
  const lefts = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)))

  it('sets the two hero figures in one row across the track at 1280 px, no hole under „Finale“', async () => {
    const { page } = track(await openPage(DESKTOP))
    await page.goto('/spotlight')
    const bars = await lefts(page, '[data-status-grid] > ol > li')
    expect(bars).toHaveLength(3)
    // Two figures in two halves of the track's width (session 30 review: under the first two of three bars they left
    // the third column empty), on one line, each figure before its label.
    const rights = (selector: string) =>
      page.locator(selector).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().right)))
    const figures = await page.locator('[data-status-facts] > div').evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect()
        const labelLeft = item.querySelector('dt')!.getBoundingClientRect().left
        const valueRight = item.querySelector('dd')!.getBoundingClientRect().right
        return { left: Math.round(box.left), top: Math.round(box.top), width: box.width, labelLeft, valueRight }
      }),
    )
    expect(figures).toHaveLength(2)
    expect(figures[0]?.left).toBe(bars[0])
    expect((await rights('[data-status-facts] > div'))[1]).toBe((await rights('[data-status-grid] > ol > li'))[2])
    expect(figures[0]?.top).toBe(figures[1]?.top)
    expect(Math.abs((figures[0]?.width ?? 0) - (figures[1]?.width ?? 1))).toBeLessThanOrEqual(1)
    for (const figure of figures) expect(figure.labelLeft).toBeGreaterThan(figure.valueRight)
    // The columns are equal: the bars as wide as each other.
    const widths = await page
      .locator('[data-status-grid] > ol > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)))
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1)
  })

  it('sets the figures as rows on a phone, no label broken inside a word', async () => {
    const { page } = track(await openPage(PHONE))
    await page.goto('/spotlight')
    const figures = await lefts(page, '[data-status-facts] > div')
    expect(new Set(figures).size).toBe(1)
    // „Top 10 + Wildcard“ on one line: every label at most two lines high.
    const lines = await page
      .locator('[data-status-facts] dt')
      .evaluateAll((items) =>
        items.map((item) =>
          Math.round(item.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(item).lineHeight)),
        ),
      )
    expect(Math.max(...lines)).toBeLessThanOrEqual(2)
  })

  it('lets each jury bio follow its role and ends the themes of a row on one line (session 31 review)', async () => {
    const { page } = track(await openPage(DESKTOP))
    await page.goto('/spotlight')
    const cards = await page.locator('#jury-liste [data-jury-card]').evaluateAll((items) =>
      items.map((card) => {
        const [, head, bio, themes] = [...card.children].map((child) => child.getBoundingClientRect())
        const role = card.querySelector('h3 + p')!
        return {
          top: Math.round(card.getBoundingClientRect().top),
          gap: Math.round((bio?.top ?? 0) - (head?.bottom ?? 0)),
          themes: Math.round(themes?.top ?? -1),
          roleLines: Math.round(
            role.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(role).lineHeight),
          ),
        }
      }),
    )
    const rows = new Map<number, typeof cards>()
    for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card])
    // Two rows of four, and in the preview a role on two lines beside roles on one.
    expect([...rows.values()].map((row) => row.length)).toEqual([4, 4])
    expect(new Set(cards.map((card) => card.roleLines))).toEqual(new Set([1, 2]))
    // The bio directly under the role on every card (session 31 review: a one-line role left ~60 px before it).
    for (const card of cards) expect(card.gap, 'role to bio').toBeLessThanOrEqual(24)
    for (const row of rows.values()) expect(new Set(row.map((card) => card.themes)).size, 'themes of a row').toBe(1)
  })

  it('draws the jury as large cards from 640 px, jury and angels as stacked rows on a phone', async () => {
    const { page } = track(await openPage(DESKTOP))
    await page.goto('/spotlight')
    const card = await page.locator('#jury-liste [data-jury-card]').first().boundingBox()
    const row = await page.locator('#angels-liste [data-angel-row]').first().boundingBox()
    expect(card && row && card.height > 3 * row.height).toBe(true)
  })

  it('lists four jury members as rows on a phone, the toggle counting the rest (session 30)', async () => {
    const { page } = track(await openPage(PHONE))
    await page.goto('/spotlight')
    // A list of rows, not a carousel: four visible, one under the other, each as wide as the list; 48 px faces.
    const jury = await page
      .locator('#jury-liste > li')
      .evaluateAll((items) =>
        items
          .map((item) => item.getBoundingClientRect())
          .map(({ left, top, width, height }) => ({ left, top, width, height })),
      )
    const shown = jury.filter((item) => item.height > 0)
    expect(shown).toHaveLength(4)
    expect(new Set(shown.map((item) => item.left)).size).toBe(1)
    expect(shown.map((item) => item.top)).toEqual([...shown.map((item) => item.top)].sort((a, b) => a - b))
    for (const item of shown) expect(item.height).toBeLessThan(100)
    const face = await page.locator('#jury-liste [data-jury-card] img').first().boundingBox()
    expect(Math.round(face?.width ?? 0)).toBe(48)
    expect(await page.locator('#jury-liste + [data-rail-dots]').count()).toBe(0)
    const toggle = page.locator('button[aria-controls="jury-liste"]')
    await toggle.scrollIntoViewIfNeeded()
    await hydrated(page, '#jury-liste')
    const total = await page.locator('#jury-liste > li').count()
    expect((await toggle.innerText()).trim()).toBe(`Alle anzeigen (+${juryByPriority().length - 4})`)
    await toggle.click()
    expect(await page.locator('#jury-liste > li').count()).toBeGreaterThan(total)
    const all = await page
      .locator('#jury-liste > li')
      .evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().height > 0).length)
    expect(all).toBe(juryByPriority().length)
  })

  it('stacks the angels as rows on a phone', async () => {
    const { page } = track(await openPage(PHONE))
    await page.goto('/spotlight')
    // Stacked rows, one under the other, each as wide as the list.
    const rows = await page
      .locator('#angels-liste > li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ left, top }) => ({ left, top })))
    expect(rows).toHaveLength(6)
    expect(new Set(rows.map((row) => row.left)).size).toBe(1)
    expect(rows.map((row) => row.top)).toEqual([...rows.map((row) => row.top)].sort((a, b) => a - b))
  })
})

describe('/startup-partner at its two widths (review round 27)', () => {
  const box = async (page: Page, selector: string) => {
    const found = await page.locator(selector).first().boundingBox()
    if (!found) throw new Error(`${selector} not drawn`)
    return found
  }

  it('sets the wildcard counter beside the headline, the why as a section heading, the benefits level', async () => {
    const { page } = track(await openPage(DESKTOP))
    await page.goto('/startup-partner')
    // The hero in two columns: the counter card right of the h1, beside it, not under it.
    const title = await box(page, '#hero-titel')
    const counter = await box(page, 'section[aria-labelledby="hero-titel"] figure')
    expect(counter.x).toBeGreaterThan(title.x + title.width)
    expect(counter.y).toBeLessThan(title.y + title.height)
    expect(await page.locator('section[aria-labelledby="hero-titel"] figure').textContent()).toContain(
      'So sieht dein Zähler aus',
    )
    // Why it matters: a section of its own, its heading as large as the others', with an eyebrow.
    const size = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).fontSize)
    expect(await size('#warum-titel')).toBe(await size('#angels-titel'))
    expect(await page.locator('#warum > div > div > p.eyebrow').count()).toBe(1)
    // The partners' column a card, both columns' headings on one line.
    const startups = await box(page, '[data-benefits-startups] h3')
    const partners = await box(page, '[data-benefits-partners] h3')
    expect(Math.abs(startups.y - partners.y)).toBeLessThanOrEqual(1)
    expect(
      await page.locator('[data-benefits-partners]').evaluate((element) => getComputedStyle(element).boxShadow),
    ).not.toBe('none')
    // The closing card's two actions of one width.
    const actions = await page.locator('#mitmachen a[href^="mailto:"], #mitmachen a[target="_blank"]').all()
    expect(actions).toHaveLength(2)
    const [book, write] = await Promise.all(actions.map((action) => action.boundingBox()))
    expect(Math.abs((book?.width ?? 0) - (write?.width ?? 1))).toBeLessThanOrEqual(1)
  })

  it('opens an angel from a text link here, from anywhere on the angel’s card on /spotlight', async () => {
    const { page } = track(await openPage(DESKTOP))
    await page.goto('/startup-partner')
    const link = page.locator('[data-angel-open="marco-bellini"]')
    await link.scrollIntoViewIfNeeded()
    await hydrated(page, '#angels-auswahl')
    const look = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-angel-open]')].map((element) => {
          const style = getComputedStyle(element)
          return { ring: style.boxShadow !== 'none', background: style.backgroundColor }
        }),
      )
    // No ring and no fill: the section's one pill is „Alle 30 Angels ansehen“.
    expect(await look()).toEqual(Array(3).fill({ ring: false, background: 'rgba(0, 0, 0, 0)' }))
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24)
    await link.click()
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog[data-angel-dialog]')?.open)

    await page.goto('/spotlight')
    await page.locator('[data-angel-open="marco-bellini"]').scrollIntoViewIfNeeded()
    await hydrated(page, '#angels-liste')
    // No button of its own (round 28: a „Profil ansehen“ pill per card): the name's button is stretched over the row,
    // so a click on the row's focus line, under the name, opens the profile.
    expect(await page.locator('#angels-liste .btn-secondary').count()).toBe(0)
    const card = page.locator('[data-person-card]', { has: page.locator('[data-angel-open="marco-bellini"]') })
    const nameBox = await page.locator('[data-angel-open="marco-bellini"]').boundingBox()
    const stretched = await page
      .locator('[data-angel-open="marco-bellini"]')
      .evaluate((button) => getComputedStyle(button, '::after').position)
    expect(stretched).toBe('absolute')
    const focusLine = await card.locator('ul').boundingBox()
    expect(focusLine && nameBox && focusLine.y >= nameBox.y + nameBox.height).toBe(true)
    await page.mouse.click((focusLine?.x ?? 0) + 4, (focusLine?.y ?? 0) + (focusLine?.height ?? 0) / 2)
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog[data-angel-dialog]')?.open)
    expect(await page.locator('#angels-liste-dialog-titel').textContent()).toBe('Marco Bellini')
  })

  it('draws the closing sign-up button as wide as the hero’s on a phone', async () => {
    const { page } = track(await openPage(PHONE))
    await page.goto('/startup-partner')
    const hero = await box(page, 'section[aria-labelledby="hero-titel"] a[href="/startup-partner/form"]')
    const closing = await box(page, '#mitmachen a[href="/startup-partner/form"]')
    expect(closing.width).toBeCloseTo(hero.width, 0)
    // The counter under the hero's actions.
    expect((await box(page, 'section[aria-labelledby="hero-titel"] figure')).y).toBeGreaterThan(hero.y)
  })
})

describe('/spotlight session 30 review: the same content at every width, the bar off the footer', () => {
  const box = async (page: Page, selector: string) => {
    const found = await page.locator(selector).first().boundingBox()
    if (!found) throw new Error(`${selector} not drawn`)
    return found
  }

  it('sets one status module under the hero’s buttons at 390 px, the phone after it (session 31 review)', async () => {
    const { page } = track(await openPage(PHONE))
    await page.goto('/spotlight')
    expect(await page.locator('[data-final-card]').count()).toBe(0)
    const actions = await box(page, 'section[aria-labelledby="hero-titel"] a[href*="register/founder"]')
    const band = await box(page, '[data-status-band]')
    const phone = await box(page, 'section[aria-labelledby="hero-titel"] [data-demo-card]')
    expect(band.y).toBeGreaterThan(actions.y)
    // Directly under the actions and the note (one gap), the phone below the module.
    expect(band.y - (actions.y + actions.height)).toBeLessThan(160)
    expect(phone.y).toBeGreaterThan(band.y + band.height)
    // Heading and countdown first in the module, then the track with the final's seats.
    const countdown = await box(page, '[data-status-band] [data-countdown]')
    const seats = await box(page, '[data-status-band] [data-final-seats]')
    expect(countdown.y).toBeLessThan(seats.y)
  })

  it('sets the status module under text and phone at 1280 px, the countdown right of the track', async () => {
    const { page } = track(await openPage(DESKTOP))
    await page.goto('/spotlight')
    const phone = await box(page, 'section[aria-labelledby="hero-titel"] [data-demo-card]')
    const band = await box(page, '[data-status-band]')
    expect(band.y).toBeGreaterThan(phone.y + phone.height)
    const grid = await box(page, '[data-status-grid]')
    const countdown = await box(page, '[data-status-band] [data-countdown]')
    expect(countdown.x).toBeGreaterThan(grid.x + grid.width)
  })

  it('shows the demo phone in the hero at 390 px, narrower than the screen', async () => {
    const { page } = track(await openPage(PHONE))
    await page.goto('/spotlight')
    const phone = page.locator('section[aria-labelledby="hero-titel"] [data-demo-card]')
    expect(await phone.isVisible()).toBe(true)
    const box = await phone.boundingBox()
    expect(box && box.width > 200 && box.width <= 300 && box.height < 844).toBe(true)
  })

  it('sets the vote’s three prizes in one row on a phone', async () => {
    const { page } = track(await openPage(PHONE))
    await page.goto('/spotlight')
    const prizes = await page
      .locator('[data-wildcard-prizes] > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(prizes).toHaveLength(3)
    expect(new Set(prizes).size).toBe(1)
  })

  it('slides the section bar away over the footer on a phone and brings it back above it', async () => {
    const { page } = track(await openPage(PHONE))
    await page.goto('/spotlight')
    await hydrated(page, '[data-section-nav-apply]')
    const bar = page.locator('[data-section-nav-bar]')
    const state = async () => {
      await framesDrawn(page)
      return { look: await bar.getAttribute('data-section-nav-bar'), visible: await bar.isVisible() }
    }
    await page.evaluate(() => document.getElementById('benefits')!.scrollIntoView({ behavior: 'instant' }))
    await expect.poll(state).toEqual({ look: 'shown', visible: true })
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    await expect.poll(state).toEqual({ look: 'away', visible: false })
    // Nothing of it over the footer: slid above the screen's top.
    await expect.poll(async () => (await bar.boundingBox())?.y ?? 0).toBeLessThan(-50)
    await page.evaluate(() => document.getElementById('benefits')!.scrollIntoView({ behavior: 'instant' }))
    await expect.poll(state).toEqual({ look: 'shown', visible: true })
  })
})

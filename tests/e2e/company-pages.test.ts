import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { launch } from '../../data/event'
import { pitchLengths, type StartupId, startups } from '../../data/startups'
import { earlyAccessFaq as faqByPhase } from '../../pages/early-access/copy'
import {
  closeBrowser,
  DESKTOP,
  expectAccessible,
  islandHydrated,
  PHONE,
  previewServer,
  realConsoleErrors,
  visitsPerTest,
} from './browser'

// The shared test server stands before the launch (tests/support/app.ts).
const earlyAccessFaq = faqByPhase.prelaunch

afterAll(closeBrowser)

const { visit } = visitsPerTest()
const hydrated = islandHydrated

describe('early-access chooser on /plattform', () => {
  async function chooserState(page: Page) {
    return page.evaluate(() => {
      const root = document.querySelector<HTMLElement>('[data-island="AudienceChooser"]')
      const options = [...(root?.querySelectorAll<HTMLButtonElement>('button[data-option]') ?? [])]
      const panels = [...(root?.querySelectorAll<HTMLElement>('[data-panel]') ?? [])]
      const visible = panels.filter((panel) => !panel.hidden && panel.offsetParent !== null)
      const link = visible[0]?.querySelector('a')
      return {
        pressed: options
          .filter((option) => option.getAttribute('aria-pressed') === 'true')
          .map((o) => o.dataset.option),
        visiblePanels: visible.map((panel) => panel.dataset.panel),
        linkText: link?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        linkHref: link?.getAttribute('href') ?? null,
        hint: visible[0]?.querySelector('p')?.textContent ?? '',
        fallback: root?.querySelector('[data-chooser-fallback]') !== null,
        focused: (document.activeElement as HTMLElement | null)?.dataset.option ?? null,
      }
    })
  }

  /** What the chooser shows with an option chosen: that option pressed, its panel alone, its link and its hint. */
  const chosen = {
    startup: {
      linkText: 'Jetzt als Startup anmelden',
      linkHref: '/startups',
      hint: 'Kostenlos • Keine Kreditkarte erforderlich',
    },
    angel: {
      linkText: 'Jetzt als Angel anmelden',
      linkHref: '/angels',
      hint: 'Kostenlos • Zugang zu exklusivem Deal Flow',
    },
  }
  const expectChosen = (state: Awaited<ReturnType<typeof chooserState>>, option: keyof typeof chosen) =>
    expect(state).toMatchObject({ pressed: [option], visiblePanels: [option], ...chosen[option] })

  async function openChooser(viewport = DESKTOP) {
    const watched = await visit('/plattform', viewport)
    await watched.page.locator('#early-access').scrollIntoViewIfNeeded()
    await hydrated(watched.page, 'AudienceChooser')
    return watched
  }

  it('shows the startup option chosen by default, with its button and hint', async () => {
    const { page } = await openChooser()
    const state = await chooserState(page)
    expectChosen(state, 'startup')
    expect(state.fallback).toBe(false)
  })

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('switches to the angel option on click (%s)', async (_name, viewport) => {
    const watched = await openChooser(viewport)
    const { page } = watched
    await page.getByRole('button', { name: 'Ich bin ein Angel-Investor' }).click()
    let state = await chooserState(page)
    expectChosen(state, 'angel')
    expect(await page.getByRole('link', { name: 'Jetzt als Startup anmelden' }).isVisible()).toBe(false)
    expect(await page.getByRole('link', { name: 'Jetzt als Angel anmelden' }).isVisible()).toBe(true)
    await expectAccessible(page, `/plattform chooser, angel chosen (${viewport.width}px)`)

    await page.getByRole('button', { name: 'Ich bin ein Startup' }).click()
    state = await chooserState(page)
    expect(state.pressed).toEqual(['startup'])
    expect(state.linkHref).toBe('/startups')
    expect(realConsoleErrors(watched)).toEqual([])
  })

  it('is operable with the keyboard', async () => {
    const { page } = await openChooser()
    await page.locator('button[data-option="startup"]').focus()
    await page.keyboard.press('Tab')
    let state = await chooserState(page)
    expect(state.focused).toBe('angel')
    expect(state.pressed).toEqual(['startup'])

    await page.keyboard.press('Space')
    state = await chooserState(page)
    expect(state.pressed).toEqual(['angel'])
    expect(state.linkHref).toBe('/angels')

    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    state = await chooserState(page)
    expect(state.focused).toBe('startup')
    expect(state.pressed).toEqual(['startup'])
    expect(state.linkHref).toBe('/startups')

    // The revealed sign-up link is the next stop after the options.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/startups')
  })
})

// Round 25: „Vom“ stood alone on the headline's first line at 1280 px; the demo phone's glow ended in a hard edge
// (a blur cut off at its filter's bounds and at the section's foot); on phones four matching cards stacked up.
describe('/plattform at its two widths', () => {
  it('breaks the headline after „Vom 60‑Sekunden‑Pitch“ at 1280 px and fades the phone’s glow inside its section', async () => {
    const { page } = await visit('/plattform', DESKTOP)
    const lines = await page.locator('h1').evaluate((heading) => {
      const range = document.createRange()
      range.selectNodeContents(heading)
      const tops = [...range.getClientRects()].map((rect) => Math.round(rect.top))
      return [...new Set(tops)].length
    })
    expect(lines).toBe(2)
    const glow = await page
      .locator('#demo-section [data-demo-card] > div > span')
      .first()
      .evaluate((span) => {
        const box = span.getBoundingClientRect()
        const section = span.closest('main > section')?.getBoundingClientRect()
        return { filter: getComputedStyle(span).filter, image: getComputedStyle(span).backgroundImage, box, section }
      })
    expect(glow.filter).toBe('none')
    expect(glow.image).toMatch(/^radial-gradient\(closest-side, .*rgba\(0, 0, 0, 0\)\)$/)
    expect(glow.box.bottom).toBeLessThanOrEqual(glow.section?.bottom ?? 0)
  })

  it('lists the four matching criteria between rules on a phone, no stack of cards', async () => {
    const { page } = await visit('/plattform', PHONE)
    const rows = await page
      .locator('#about ul > li')
      .evaluateAll((items) =>
        items.map((item) => ({ background: getComputedStyle(item).backgroundColor, height: item.clientHeight })),
      )
    expect(rows).toHaveLength(4)
    for (const row of rows) expect(row.background).toBe('rgba(0, 0, 0, 0)')
    expect(rows.reduce((sum, row) => sum + row.height, 0)).toBeLessThan(480)
  })

  // Review 7.3: the timeline's mock-ups had 11–12 px text.
  it('sets no text in the steps’ mock-ups under 13 px', async () => {
    const { page } = await visit('/plattform', DESKTOP)
    const sizes = await page.locator('#prozess [aria-hidden="true"]').evaluateAll((visuals) =>
      visuals.flatMap((visual) =>
        [...visual.querySelectorAll<HTMLElement>('*')]
          .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()))
          .map((element) => ({
            text: element.textContent ?? '',
            size: Number.parseFloat(getComputedStyle(element).fontSize),
          })),
      ),
    )
    expect(sizes.length).toBeGreaterThan(10)
    expect(sizes.filter((entry) => entry.size < 13)).toEqual([])
  })
})

// Review 29 of /plattform: the first phase's column (two product views) ended 400 px below the second's; the „%“ of
// „70 %“ stood small beside the figure and the criteria ended 130 px above their panel; the h1 broke into four lines
// on a phone. Of /accelerator: a full-size phone centred in its half beside three short steps.
describe('/plattform and /accelerator, reviews 29 and 30', () => {
  // Review 30: the two phases side by side, forced into shared rows, left 150 px holes under steps 2 and 4.
  // Review 31: one timeline of six rows, each text centred beside a view of its own height, stood 1,900 px tall with
  // the phase labels beside empty space; the criteria stretched to the panel's height stood 80 px blank above each
  // rule. Now each phase a header over three equal columns (number, text, then the view, one card as tall as its
  // row's tallest), and the criteria as tall as their text, starting on the panel's top line.
  it('sets each phase as three equal columns, text over one card, about half as tall, and the criteria sized to their text at 1280 px', async () => {
    const { page } = await visit('/plattform', DESKTOP)
    const steps = await page.locator('#prozess ol > li').evaluateAll((items) =>
      items.map((item) => {
        const box = (element: Element | null | undefined) => element?.getBoundingClientRect()
        const panel = item.querySelector('[data-process-view]')
        const view = box(panel)
        const mock = box(panel?.firstElementChild)
        const content = box(panel?.firstElementChild?.lastElementChild)
        const text = box(item.querySelector('h3 + p'))
        return {
          left: Math.round(box(item)?.left ?? 0),
          top: Math.round(box(item)?.top ?? 0),
          width: Math.round(box(item)?.width ?? 0),
          textBottom: text?.bottom ?? 0,
          viewTop: Math.round(view?.top ?? 0),
          viewHeight: Math.round(view?.height ?? 0),
          mockWidth: mock?.width ?? 0,
          mockTop: mock?.top ?? 0,
          mockHeight: mock?.height ?? 0,
          blank: (mock?.bottom ?? 0) - (content?.bottom ?? 0),
          viewWidth: view?.width ?? 0,
        }
      }),
    )
    expect(steps).toHaveLength(6)
    for (const phase of [steps.slice(0, 3), steps.slice(3)]) {
      // Three columns side by side, one top, one width; the views on one line, one height.
      expect(new Set(phase.map((step) => step.left)).size).toBe(3)
      expect(new Set(phase.map((step) => step.top)).size).toBe(1)
      expect(Math.max(...phase.map((step) => step.width)) - Math.min(...phase.map((step) => step.width))).toBeLessThan(
        2,
      )
      expect(new Set(phase.map((step) => step.viewTop)).size).toBe(1)
      for (const step of phase) {
        // The view under the text; the card as wide as its column (one card, no panel around it), top-aligned at
        // its own height: its content reaches its padding (fix review 31: stretched to the row's tallest, step 1's
        // card stood 65 % empty, step 5's half).
        expect(step.viewTop).toBeGreaterThan(step.textBottom)
        expect(Math.abs(step.mockWidth - step.viewWidth)).toBeLessThan(2)
        expect(Math.abs(step.mockTop - step.viewTop)).toBeLessThan(2)
        expect(step.blank).toBeLessThan(24)
      }
    }
    // Step 1 a 9:16 recording frame, its card about as tall as its row's others (no thumbnail in a strip).
    const rowOne = steps.slice(0, 3).map((step) => step.mockHeight)
    expect(rowOne[0]).toBeGreaterThan(0.9 * Math.max(...rowOne.slice(1)))
    // Step 3's score a whole box around its text (fix review 31: the squeezed chip's ring collapsed to two slivers
    // above and below „MATCH 9,2/10“): every line of its text inside the box, the box taller than the text.
    const chip = await page.locator('[data-team-fit] > :last-child').evaluate((element) => {
      const outer = element.getBoundingClientRect()
      // Its visible text's lines (the screen readers' „Match-Score“ is clipped to a pixel by design).
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const lines: DOMRect[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        lines.push(...range.getClientRects())
      }
      return {
        lines: lines.length,
        inside: lines.every(
          (rect) =>
            rect.left >= outer.left - 0.5 &&
            rect.right <= outer.right + 0.5 &&
            rect.top >= outer.top - 0.5 &&
            rect.bottom <= outer.bottom + 0.5,
        ),
        taller: outer.height > Math.max(...lines.map((rect) => rect.height)),
        text: element.textContent,
      }
    })
    expect(chip.lines).toBeGreaterThan(0)
    expect(chip).toMatchObject({ inside: true, taller: true })
    expect(chip.text).toMatch(/^\d,\d\/10/)
    // The whole sequence about half as tall as the 1,900 px timeline.
    const timeline = await page.locator('[data-process-timeline]').evaluate((element) => element.clientHeight)
    expect(timeline).toBeLessThan(1100)
    const about = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect()
      const figure = document.querySelector('[data-matching-speed] > div:first-child > p:nth-child(2)')
      // Each criterion's air: its height less its content's and its 24 px top and bottom padding.
      const air = [...document.querySelectorAll('[data-matching-criteria] > li')].map(
        (row) => row.clientHeight - Math.max(...[...row.children].map((child) => child.clientHeight)) - 48,
      )
      const [criteria, speed] = [box('[data-matching-criteria]'), box('[data-matching-speed]')]
      return { top: (criteria?.top ?? 0) - (speed?.top ?? 0), air, children: figure?.children.length }
    })
    expect(Math.abs(about.top)).toBeLessThan(2)
    expect(about.air).toHaveLength(4)
    // A row of a shorter text may stand beside a taller one in its grid row, never 80 px blank (review 31).
    for (const air of about.air) expect(air).toBeLessThan(30)
    expect(about.children).toBe(0)
    // „Gewinn für beide Seiten“ set left like every other heading (review 31: the one centred section).
    const benefits = await page.evaluate(() => {
      const heading = document.querySelector('#vorteile h2')
      return { align: heading ? getComputedStyle(heading).textAlign : '', left: heading?.getBoundingClientRect().left }
    })
    const articles = await page
      .locator('#vorteile article')
      .first()
      .evaluate((article) => article.getBoundingClientRect().left)
    expect(benefits.align).not.toBe('center')
    expect(Math.abs((benefits.left ?? 0) - articles)).toBeLessThan(2)
  })

  // Review 30: „Ich bin ein Angel-Investor“ broke at its hyphen; „Schritt 4–6“ stood beside its title, „1–3“ above.
  it('keeps „Angel-Investor“ whole, each phase label above its title and the trust marks in one column at 390 px', async () => {
    const { page } = await visit('/plattform', PHONE)
    const word = await page.locator('button[data-option="angel"] .whitespace-nowrap').evaluate((span) => {
      const range = document.createRange()
      range.selectNodeContents(span)
      return {
        text: span.textContent,
        lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
      }
    })
    expect(word).toEqual({ text: 'Angel-Investor', lines: 1 })
    const phases = await page.locator('[data-process-phase]').evaluateAll((phases) =>
      phases.map((phase) => {
        const [label, title] = [...(phase.lastElementChild?.children ?? [])].map((part) => part.getBoundingClientRect())
        return (title?.top ?? 0) >= (label?.bottom ?? 0)
      }),
    )
    expect(phases).toEqual([true, true])
    // Only the pill marks a phase: no grey dot on the line beside it (fix review 31: read as a stray bullet).
    const dots = await page
      .locator('[data-process-phase] .rounded-full')
      .evaluateAll((marks) =>
        marks.filter((mark) => mark.getBoundingClientRect().width > 0).map((mark) => mark.textContent),
      )
    expect(dots).toEqual(['Schritt 1–3', 'Schritt 4–6'])
    // The hero's three trust marks one column of ticks, no chips of three widths.
    const marks = await page
      .locator('main > section')
      .first()
      .locator('ul > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)))
    expect(marks).toHaveLength(3)
    expect(new Set(marks).size).toBe(1)
  })

  // Review 31: forced to 31/48/56 px the h1 barely outranked the 48 px section headings. Now the display size, in
  // two phrase lines at 1280 px and three at 390 px, „zum passenden Angel“ whole on its line.
  it('sets the /plattform headline at the display size in phrase lines: two at 1280 px, three at 390 px', async () => {
    for (const [viewport, size, expected] of [
      [DESKTOP, 60, 2],
      [PHONE, 34, 3],
    ] as const) {
      const { page } = await visit('/plattform', viewport)
      const heading = await page.locator('h1').evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const lines = [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))]
        const section = document.querySelector('main h2')
        return {
          lines: lines.length,
          size: Number.parseFloat(getComputedStyle(element).fontSize),
          section: section ? Number.parseFloat(getComputedStyle(section).fontSize) : 0,
        }
      })
      expect(heading.lines).toBe(expected)
      expect(heading.size).toBe(size)
      expect(heading.size - heading.section).toBeGreaterThanOrEqual(4)
    }
  })

  // Review 30c: the phone stood 150 px below step 1 under an empty column; review 31: sticky on step 1's top it ended
  // ~300 px above step 3's panel in a full-page picture; review 31b: centred against the steps it left ~250 px empty
  // under the heading and under itself. Now on step 1's line, and it stays in view 120 px under the top while the
  // steps scroll past, never beyond step 3's end.
  it('stands a smaller phone on the heading’s edge of /accelerator’s steps, on step 1’s line and sticky beside them', async () => {
    const { page } = await visit('/accelerator', DESKTOP)
    const measure = () =>
      page.evaluate(() => {
        const box = (selector: string) => {
          const rect = document.querySelector(selector)?.getBoundingClientRect()
          return { left: rect?.left ?? 0, top: rect?.top ?? 0, bottom: rect?.bottom ?? 0, height: rect?.height ?? 0 }
        }
        // The steps from step 1's top to step 3's bottom (all their lists, not the first one's; the items' own boxes
        // may still be moving in).
        const lists = [...document.querySelectorAll('#ablauf ol')].map((list) => list.getBoundingClientRect())
        const steps = { top: lists[0]?.top ?? 0, bottom: lists.at(-1)?.bottom ?? 0 }
        const count = document.querySelectorAll('#ablauf ol > li').length
        return { phone: box('#ablauf [data-demo-card]'), heading: box('#ablauf h2'), steps, count }
      })
    const start = await measure()
    expect(start.count).toBe(3)
    expect(start.phone.height).toBeGreaterThan(520)
    expect(start.phone.height).toBeLessThan(580)
    expect(Math.abs(start.phone.left - start.heading.left)).toBeLessThan(2)
    expect(Math.abs(start.phone.top - start.steps.top)).toBeLessThan(8)
    // Scrolled on (instantly: the page scrolls smoothly where motion is allowed): with step 2 near the top the phone
    // is held ~120 px under the viewport's top (its 0.94 zoom scales the offset); with step 3 there it ends with the
    // steps, never below them.
    const scrollTo = (index: number) =>
      page.evaluate((at) => {
        const step = document.querySelectorAll('#ablauf ol > li')[at]
        const top = window.scrollY + (step?.getBoundingClientRect().top ?? 0) - 200
        window.scrollTo({ top, behavior: 'instant' })
      }, index)
    await scrollTo(1)
    const held = await measure()
    expect(held.phone.top).toBeGreaterThan(105)
    expect(held.phone.top).toBeLessThan(125)
    await scrollTo(2)
    const end = await measure()
    expect(Math.abs(end.phone.bottom - end.steps.bottom)).toBeLessThan(2)
  })

  // Review 31b: at 390 px ~170 px lay between the hero's dashboard and the steps' eyebrow, ~72 px between others.
  it('keeps /accelerator’s steps about 72 px under the hero’s dashboard at 390 px', async () => {
    const { page } = await visit('/accelerator', PHONE)
    const gap = await page.evaluate(() => {
      const view = document.querySelector('[data-hero-view] figure')?.getBoundingClientRect().bottom ?? 0
      const eyebrow = document.querySelector('#ablauf .eyebrow')?.getBoundingClientRect().top ?? 0
      return eyebrow - view
    })
    expect(gap).toBeGreaterThan(60)
    expect(gap).toBeLessThan(90)
  })

  // Review 30c: at 390 px the phone filled the screen before step 1; review 31: between steps 2 and 3 it broke the
  // steps' line. Now a size smaller after step 3.
  it('sets /accelerator’s smaller phone after step 3 at 390 px, step 1 within the first screen after the intro', async () => {
    const { page } = await visit('/accelerator', PHONE)
    const order = await page.evaluate(() => {
      const top = (element: Element | null | undefined) => element?.getBoundingClientRect().top ?? 0
      const steps = [...document.querySelectorAll('#ablauf ol > li')]
      return {
        intro: top(document.querySelector('#ablauf [data-process-intro]')),
        steps: steps.map((step) => top(step)),
        phone: top(document.querySelector('#ablauf [data-process-phone]')),
        last: steps.at(-1)?.getBoundingClientRect().bottom ?? 0,
        width: document.querySelector('#ablauf [data-demo-card]')?.getBoundingClientRect().width ?? 0,
      }
    })
    expect(order.steps).toHaveLength(3)
    expect(order.steps[0] ?? 0).toBeLessThan(order.intro + 300)
    expect(order.phone).toBeGreaterThan(order.last)
    expect(order.width).toBeLessThanOrEqual(300)
    expect(order.width).toBeGreaterThan(260)
  })
})

// Round 29 of /kontakt: each card ~870 px tall at 390 px („Business & Presse“ began ~1,200 px down), the shortcuts
// at 1280 px 430 against 318 px wide and 12 px apart, the hero's faces running together.
describe('/kontakt at its two widths', () => {
  it("keeps both cards compact on a phone, the second card's button within about a screen and a half", async () => {
    const { page } = await visit('/kontakt', PHONE)
    const boxes = await page.locator('main article').evaluateAll((cards) =>
      cards.map((card) => ({
        height: card.getBoundingClientRect().height,
        button: (card.querySelector('a[class^="btn"]')?.getBoundingClientRect().top ?? 0) + window.scrollY,
        icons: [...card.querySelectorAll('[data-channels] [class*="i-lucide-"]')].filter(
          (icon) => (icon as HTMLElement).offsetParent !== null,
        ).length,
        // The line under the button starts where the button does (review 7.1: centred at 390, left at 1280 px).
        under: Math.round(
          (card.querySelector('[data-under]')?.getBoundingClientRect().left ?? -1) -
            (card.querySelector('a[class^="btn"]')?.getBoundingClientRect().left ?? 0),
        ),
        underAlign: getComputedStyle(card.querySelector('[data-under]') ?? card).textAlign,
      })),
    )
    expect(boxes).toHaveLength(2)
    expect(boxes.map((box) => [box.under, box.underAlign])).toEqual([
      [0, 'start'],
      [0, 'start'],
    ])
    for (const box of boxes) expect(box.height).toBeLessThan(520)
    // A screen and a half (review 7.1 brought back what each topic covers on phones: about 60 px a card).
    expect(boxes[1]?.button).toBeLessThan(PHONE.height * 1.5)
    // No icon column beside the channel rows on a phone.
    expect(boxes.map((box) => box.icons)).toEqual([0, 0])
  })

  it('ends both cards alike at 1280 px: button and the line under it level, left-aligned, at the same height', async () => {
    const { page } = await visit('/kontakt', DESKTOP)
    const cards = await page.locator('main article').evaluateAll((articles) =>
      articles.map((card) => {
        const box = card.getBoundingClientRect()
        const button = card.querySelector('a[class^="btn"]')?.getBoundingClientRect()
        const under = card.querySelector('[data-under]')
        const line = under?.getBoundingClientRect()
        return {
          top: Math.round(box.top),
          bottom: Math.round(box.bottom),
          button: Math.round(button?.top ?? 0),
          fromBottom: Math.round(box.bottom - (button?.top ?? 0)),
          under: Math.round((line?.left ?? -1) - (button?.left ?? 0)),
          gap: Math.round((line?.top ?? 0) - (button?.bottom ?? 0)),
          align: under ? getComputedStyle(under).textAlign : '',
        }
      }),
    )
    expect(cards).toHaveLength(2)
    const [support, business] = cards
    // Side by side, of one height, their buttons on one level and as far from the card's foot.
    expect(support?.top).toBe(business?.top)
    expect(support?.bottom).toBe(business?.bottom)
    expect(Math.abs((support?.button ?? 0) - (business?.button ?? 1))).toBeLessThanOrEqual(1)
    expect(Math.abs((support?.fromBottom ?? 0) - (business?.fromBottom ?? 1))).toBeLessThanOrEqual(1)
    for (const card of cards) {
      expect(card.under).toBe(0)
      expect(card.align).toBe('start')
      expect(card.gap).toBe(support?.gap)
    }
  })

  it("sets the shortcuts in three equal columns a card gap apart, and parts the hero's faces with a white ring (1280)", async () => {
    const { page } = await visit('/kontakt', DESKTOP)
    const tiles = await page
      .locator('#mehr li')
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()).map(({ left, width }) => ({ left, width })),
      )
    expect(tiles).toHaveLength(3)
    const widths = tiles.map((tile) => tile.width)
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1)
    for (let i = 1; i < tiles.length; i++) {
      const [before, tile] = [tiles[i - 1], tiles[i]]
      expect(Math.round((tile?.left ?? 0) - (before?.left ?? 0) - (before?.width ?? 0))).toBe(24)
    }
    // The tile is the link: its name is not underlined.
    const names = await page
      .locator('#mehr a [class*="group-hover"]:not([aria-hidden])')
      .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).textDecorationLine))
    expect(names).toEqual(['none', 'none', 'none'])
    const faces = await page
      .locator('main section')
      .first()
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => {
          const style = getComputedStyle(image.parentElement as HTMLElement)
          return { shadow: style.boxShadow, outline: style.outlineWidth }
        }),
      )
    expect(faces).toHaveLength(3)
    for (const face of faces) {
      expect(face.shadow).toContain('rgb(255, 255, 255) 0px 0px 0px 2px')
      expect(face.outline).toBe('1px')
    }
  })
})

// Review 6.8 of /old-home: the pitch cards ran past the first screen at 1280 px, the step mock-ups sat as cards in
// grey wells of unlike heights with 11 px text, and on phones the offer's terms wrapped with a „·“ at a line's end.
describe('/old-home at its two widths', () => {
  it('ends the pitch cards in the first screen and draws the three mock-ups in one frame each, one height, ≥ 13 px', async () => {
    const { page } = await visit('/old-home', DESKTOP)
    const cards = await page
      .locator('[aria-label="Beispiel-Pitches"] figure')
      .evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect().bottom))
    expect(cards).toHaveLength(3)
    for (const bottom of cards) expect(bottom).toBeLessThanOrEqual(800)
    const frames = await page.locator('#so-funktionierts [data-step-visual]').evaluateAll((visuals) =>
      visuals.map((visual) => {
        const box = visual.getBoundingClientRect()
        // Session 32: the mock-ups in the start page's product look; the camera frame's clock and the demo card's
        // „MATCH“ chip are drawn parts (the demo card's sizes) and counted apart, not as the frame's reading text.
        const drawn = (element: Element) => Boolean(element.closest('[class*="aspect-[9/16]"], .rounded-xl.ring-1'))
        const sizes = [...visual.querySelectorAll<HTMLElement>('*')]
          .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()))
          .filter((element) => !drawn(element))
          .map((element) => Number.parseFloat(getComputedStyle(element).fontSize))
        const nested = [...visual.querySelectorAll('[class*="ring-1"]')].filter((element) => !drawn(element)).length
        return { top: Math.round(box.top), height: Math.round(box.height), smallest: Math.min(...sizes), nested }
      }),
    )
    expect(frames).toHaveLength(3)
    expect(new Set(frames.map((frame) => frame.top)).size).toBe(1)
    expect(new Set(frames.map((frame) => frame.height)).size).toBe(1)
    for (const frame of frames) {
      expect(frame.smallest).toBeGreaterThanOrEqual(13)
      expect(frame.nested).toBe(0)
    }
  })

  it('sets the offer’s terms as whole points without separators on a phone', async () => {
    const { page } = await visit('/old-home', PHONE)
    const terms = await page.locator('[aria-label="Konditionen"] > li').evaluateAll((items) =>
      items.map((item) => ({
        text: item.textContent ?? '',
        height: item.clientHeight,
      })),
    )
    expect(terms.length).toBe(3)
    for (const term of terms) {
      expect(term.text).not.toContain('·')
      expect(term.height).toBeLessThan(30)
    }
  })
})

// Review 7.1 of /old-home (session 28): on phones the three pitch cards stood as thumbnails three across 390 px with
// the phase badge over the face; at 1280 the problem row left ~200 px between the heading and its figures.
describe('/old-home after review 7.1', () => {
  // Review 7.2 of session 32: ~260 px cards, the field and city on one line, position dots under the row.
  it('on a phone: a swipe row of ~260 px cards, the next one peeking, the badge under the picture', async () => {
    const { page } = await visit('/old-home', PHONE)
    const row = await page.locator('[data-pitch-row]').evaluate((list) => {
      const cards = [...list.children].map((item) => {
        const box = item.getBoundingClientRect()
        const picture = item.querySelector('figure > div')?.getBoundingClientRect()
        const badge = [...item.querySelectorAll<HTMLElement>('span[lang="en"]')].find((span) => span.offsetParent)
        return {
          left: box.left,
          width: box.width,
          badgeTop: badge?.getBoundingClientRect().top ?? 0,
          pictureBottom: picture?.bottom ?? 0,
        }
      })
      return { cards, scrolls: list.scrollWidth > list.clientWidth, snap: getComputedStyle(list).scrollSnapType }
    })
    expect(row.cards).toHaveLength(3)
    expect(row.scrolls).toBe(true)
    expect(row.snap).toContain('x')
    for (const card of row.cards) {
      expect(card.width).toBeGreaterThanOrEqual(250)
      expect(card.width).toBeLessThanOrEqual(270)
      expect(card.badgeTop).toBeGreaterThanOrEqual(card.pictureBottom)
    }
    // The second card peeks in at the screen's right edge.
    expect(row.cards[1]?.left).toBeLessThan(PHONE.width - 60)
    expect(row.cards[1]?.left).toBeGreaterThan(PHONE.width - 120)
    // The field and the city on one line, and the dots under the row tell where the swipe stands.
    const metaLines = await page
      .locator('[data-pitch-row] figcaption > span:last-child')
      .evaluateAll((spans) =>
        spans.map((span) => Math.round(span.clientHeight / Number.parseFloat(getComputedStyle(span).lineHeight))),
      )
    expect(metaLines).toEqual([1, 1, 1])
    const dots = page.locator('[data-pitch-row] + [data-rail-dots] > button')
    await expect.poll(() => dots.count()).toBe(3)
    expect(await dots.first().getAttribute('aria-current')).toBe('true')
  })

  // Review 7.2 of session 32: the figures as the section's picture, larger than its heading, each with a chart; the
  // four other pains in one row.
  it('at 1280: the two figures ≥ 72 px in ink over a chart each, the heading under them, the four pains in one row', async () => {
    const { page } = await visit('/old-home', DESKTOP)
    const problem = await page.evaluate(() => {
      const heading = document.getElementById('problem-titel') as HTMLElement
      const figures = [...document.querySelectorAll<HTMLElement>('[data-problem-figure]')].map((figure) => {
        const style = getComputedStyle(figure)
        return {
          size: Number.parseFloat(style.fontSize),
          weight: Number(style.fontWeight),
          colour: style.color,
          numbers: style.fontVariantNumeric,
          chart: Boolean(figure.closest('li')?.querySelector('[data-problem-chart]')),
        }
      })
      const pains = [...document.querySelectorAll('[data-problem-pain]')].map((pain) =>
        Math.round(pain.getBoundingClientRect().top),
      )
      return { heading: Number.parseFloat(getComputedStyle(heading).fontSize), figures, pains }
    })
    // The fix round of session 32: the heading the site's h-section (48 px), still under the figures' 72.
    expect(problem.heading).toBe(48)
    expect(problem.figures).toHaveLength(2)
    for (const figure of problem.figures) {
      expect(figure.size).toBeGreaterThanOrEqual(72)
      expect(figure.weight).toBe(700)
      expect(figure.colour).toBe(problem.figures[0]?.colour)
      expect(figure.colour).not.toMatch(/214, 31, 118/)
      expect(figure.numbers).toContain('tabular-nums')
      expect(figure.chart).toBe(true)
    }
    expect(problem.pains).toHaveLength(4)
    expect(new Set(problem.pains).size).toBe(1)
  })
})

// Review 7.2 of /old-home: the problem's heading left the right half of its row empty and the pains' sentences stood
// 45 px under one-line titles, 10 px under a two-line one; the pitch cards' tags differed and their length was set in
// the site's only monospace; the step frames were headed unlike; the close was a pale band with ~190 px of padding.
describe('/old-home after review 7.2', () => {
  it('sets the problem heading over its two figures and each pain’s sentence one gap under its title (1280)', async () => {
    const { page } = await visit('/old-home', DESKTOP)
    const heading = await page.locator('#problem-titel').boundingBox()
    const figures = await page.locator('[data-problem-figures]').boundingBox()
    expect(heading && figures).toBeTruthy()
    if (!heading || !figures) return
    // Session 32: the heading over the figures' cards, which fill the row (beside them it left half the row empty).
    expect(figures.y).toBeGreaterThan(heading.y + heading.height)
    expect(figures.width).toBeGreaterThan(1000)
    const gaps = await page.locator('[data-problem-pain]').evaluateAll((items) =>
      items.map((item) => {
        const title = item.querySelector('h3')?.getBoundingClientRect()
        const text = item.querySelector('p')?.getBoundingClientRect()
        return Math.round((text?.top ?? 0) - (title?.bottom ?? 0))
      }),
    )
    expect(gaps).toHaveLength(4)
    expect(new Set(gaps).size).toBe(1)
    expect(gaps[0]).toBeLessThanOrEqual(12)
  })

  it('draws both tags as pills, the length in the site’s face, the frames headed alike, the close on ink (1280)', async () => {
    const { page } = await visit('/old-home', DESKTOP)
    const cards = await page.locator('[aria-label="Beispiel-Pitches"] figure').evaluateAll((figures) =>
      figures.map((figure) => {
        const spans = [...figure.querySelectorAll<HTMLElement>('span')]
        const time = spans.find((span) => /^\d:\d\d$/.test(span.textContent ?? ''))
        const badge = spans.find((span) => span.lang === 'en')
        return {
          font: time ? getComputedStyle(time).fontFamily : '',
          rim: badge?.parentElement ? getComputedStyle(badge.parentElement).backgroundColor : '',
        }
      }),
    )
    expect(cards).toHaveLength(3)
    for (const card of cards) {
      expect(card.font).not.toMatch(/mono/i)
      expect(card.rim).toBe('rgb(255, 255, 255)')
    }
    const heads = await page.locator('#so-funktionierts [data-step-visual]').evaluateAll((visuals) =>
      visuals.map((visual) => {
        const title = visual.firstElementChild?.firstElementChild
        return title ? Number(getComputedStyle(title).fontWeight) : 0
      }),
    )
    expect(heads).toEqual([700, 700, 700])
    const close = await page.locator('#cta').evaluate((section) => {
      const panel = section.querySelector<HTMLElement>('.rounded-4xl')
      return { image: panel ? getComputedStyle(panel).backgroundImage : '' }
    })
    expect(close.image).toContain('gradient')
    expect(close.image).not.toMatch(/236, 72, 153/)
    // Session 32: the close's main button the site's primary one (a white one here read as another kind), the quote
    // without a quote icon over its „…“, the recording a 9:16 camera frame.
    expect(await page.locator('#cta a.btn-primary').count()).toBe(1)
    expect(await page.locator('#so-funktionierts figure .i-lucide-quote').count()).toBe(0)
    expect(await page.locator('#so-funktionierts [data-recording-frame]').count()).toBe(1)
  })

  it('shows the three pitch cards with their cities, a lead of ≤ 4 lines, the byline centred and the likes on one line (390)', async () => {
    const { page } = await visit('/old-home', PHONE)
    const cards = await page.locator('[aria-label="Beispiel-Pitches"] > li').evaluateAll((items) =>
      items.map((item) => {
        const caption = item.querySelector('figcaption') as HTMLElement
        return {
          width: item.getBoundingClientRect().width,
          text: caption.innerText,
          clipped: [...caption.querySelectorAll<HTMLElement>('.truncate')].some(
            (span) => span.scrollWidth > span.clientWidth,
          ),
        }
      }),
    )
    expect(cards).toHaveLength(3)
    cards.forEach((card, index) => {
      expect(card.width).toBeGreaterThan(90)
      expect(card.text).toContain(startups[index]?.location)
      expect(card.clipped).toBe(false)
    })
    const lead = await page
      .locator('#old-home-titel ~ p')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element)
        return Math.round(element.clientHeight / Number.parseFloat(style.lineHeight))
      })
    expect(lead).toBeLessThanOrEqual(4)
    const byline = await page.locator('#so-funktionierts figcaption').evaluate((caption) => {
      const range = document.createRange()
      range.selectNodeContents(caption.querySelector('span span') as Node)
      const name = range.getBoundingClientRect()
      const quote = caption.closest('figure')?.querySelector('blockquote')?.getBoundingClientRect()
      return name && quote ? Math.abs(name.left + name.width / 2 - (quote.left + quote.width / 2)) : 99
    })
    expect(byline).toBeLessThan(4)
    const likes = await page.locator('#so-funktionierts [data-step-visual] .i-lucide-heart').evaluate((heart) => {
      const row = heart.parentElement as HTMLElement
      const tops = [...row.children].map((child) => Math.round(child.getBoundingClientRect().top))
      return { spread: Math.max(...tops) - Math.min(...tops), fits: row.scrollWidth <= row.clientWidth }
    })
    expect(likes.spread).toBeLessThan(6)
    expect(likes.fits).toBe(true)
  })
})

// Fix review of /old-home (session 32): the two section headings 40 and 52 px, the pains' sentences on two lines
// beside a wrapped title and their icons thin and grey, three chip colours and a pink link in the mock-ups, two angels,
// the hero's face again in the camera frame, the dark close ~95 px above the dark footer with a pink smudge.
describe('/old-home after the fix review of session 32', () => {
  it('sets both section headings alike, the pains’ tiles and sentences on one line, the close well above the footer (1280)', async () => {
    const { page } = await visit('/old-home', DESKTOP)
    const sizes = await page
      .locator('#problem-titel, #so-funktionierts h2')
      .evaluateAll((headings) => headings.map((heading) => getComputedStyle(heading).fontSize))
    expect(sizes).toEqual(['48px', '48px'])
    const pains = await page.locator('[data-problem-pain]').evaluateAll((items) =>
      items.map((item) => {
        const tile = item.querySelector('.icon-tile')
        return {
          tile: tile ? Math.round(tile.getBoundingClientRect().width) : 0,
          text: Math.round(item.querySelector('p')?.getBoundingClientRect().top ?? 0),
        }
      }),
    )
    expect(pains).toHaveLength(4)
    for (const pain of pains) expect(pain.tile).toBe(44)
    expect(new Set(pains.map((pain) => pain.text)).size).toBe(1)
    const close = await page.locator('#cta').evaluate((section) => {
      const panel = section.querySelector('.rounded-4xl')?.getBoundingClientRect()
      const footer = document.querySelector('footer')?.getBoundingClientRect()
      return {
        room: Math.round((footer?.top ?? 0) - (panel?.bottom ?? 0)),
        glow: section.querySelectorAll('.blur-2xl').length,
      }
    })
    expect(close.room).toBeGreaterThanOrEqual(128)
    expect(close.glow).toBe(0)
  })

  it('draws the mock-ups as one illustration: neutral chips, no pink link, three angels, another founder filmed (1280)', async () => {
    const { page } = await visit('/old-home', DESKTOP)
    const mocks = await page.locator('#so-funktionierts [data-step-visual]').evaluateAll((visuals) =>
      visuals.map((visual) => {
        const chip = visual.firstElementChild?.lastElementChild as HTMLElement
        const pink = [...visual.querySelectorAll<HTMLElement>('*')].filter(
          (element) =>
            [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()) &&
            /rgb\((214|176|140), (31|23|20), /.test(getComputedStyle(element).color),
        )
        return {
          chip: getComputedStyle(chip).backgroundColor,
          chipText: chip.textContent,
          pink: pink.map((element) => element.textContent),
          rows: visual.querySelectorAll('img[src*="/images/people/"]').length,
          filmed: visual.querySelector('[class*="aspect-[9/16]"] img')?.getAttribute('src') ?? '',
        }
      }),
    )
    expect(mocks).toHaveLength(3)
    expect(new Set(mocks.map((mock) => mock.chip)).size).toBe(1)
    for (const mock of mocks) expect(mock.pink).toEqual([])
    expect(mocks[1]?.rows).toBe(3)
    // The head counts the rows it shows (review 3 of session 32: „2 neu“ over three).
    expect(mocks[1]?.chipText).toBe('3\u00a0neu')
    expect(mocks[0]?.filmed).toContain('/media/founders/')
    expect(mocks[0]?.filmed).not.toContain(startups[0]?.teamMembers[0]?.image ?? '—')
  })
})

// Review 6.9 of /old-home (session 29): 200 px pitch cards under a 64 px headline, heads cut by the top edge, all three
// „1:00“, the FUNDRAISING badge out past its card's corner; on phones the row cut the cards' shadow and hid the player
// marks; ~190 px between the quote and the closing panel, an upright rule between only two figures, pains in four
// narrow columns; the quote set bold.
describe('/old-home after review 6.9', () => {
  it('at 1280: ~264 px upright cards cut as PosterFace cuts, the videos’ own lengths, the pains in one row', async () => {
    const { page } = await visit('/old-home', DESKTOP)
    const cards = await page.locator('[data-pitch-row] > li').evaluateAll((items) =>
      items.map((item) => {
        const picture = item.querySelector('figure > div') as HTMLElement
        const img = picture.querySelector('img') as HTMLImageElement
        const box = picture.getBoundingClientRect()
        const face = img.getBoundingClientRect()
        const scale = 960 / face.height
        return {
          width: (item as HTMLElement).offsetWidth,
          // The poster's rows the picture shows: PosterFace's crop, y 138…436 of 960 (review 7.2 of session 32: air
          // over the hair, the head whole, not the burnt-in caption under the chin).
          rows: [Math.round((box.top - face.top) * scale), Math.round((box.bottom - face.top) * scale)],
          transform: getComputedStyle(item).transform,
          length: [...picture.querySelectorAll('span')]
            .map((span) => span.textContent)
            .find((text) => /^\d:\d\d$/.test(text ?? '')),
        }
      }),
    )
    expect(cards).toHaveLength(3)
    cards.forEach((card, index) => {
      expect(card.width).toBeGreaterThanOrEqual(250)
      expect(card.width).toBeLessThanOrEqual(290)
      expect(Math.abs((card.rows[0] ?? 0) - 138)).toBeLessThanOrEqual(3)
      expect(Math.abs((card.rows[1] ?? 0) - 436)).toBeLessThanOrEqual(3)
      // No tilt (review 7.2 of session 32: the captions' text stood askew).
      expect(card.transform).toBe('none')
      expect(card.length).toBe(pitchLengths[startups[index]?.id as StartupId])
    })
    const rules = await page
      .locator('[data-problem-figures] > li')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).borderLeftWidth))
    expect(rules).toEqual(['0px', '0px'])
    const pains = await page
      .locator('[data-problem-pain] p')
      .evaluateAll((texts) =>
        texts.map((text) => Math.round(text.clientHeight / Number.parseFloat(getComputedStyle(text).lineHeight))),
      )
    expect(pains).toHaveLength(4)
    for (const lines of pains) expect(lines).toBeLessThanOrEqual(3)
    const rhythm = await page.evaluate(() => {
      const blockquote = document.querySelector('#so-funktionierts blockquote') as HTMLElement
      const quote = blockquote.closest('figure') as HTMLElement
      const panel = document.querySelector('#cta .rounded-4xl') as HTMLElement
      return {
        gap: panel.getBoundingClientRect().top - quote.getBoundingClientRect().bottom,
        weight: Number(getComputedStyle(blockquote).fontWeight),
      }
    })
    expect(rhythm.gap).toBeLessThanOrEqual(100)
    expect(rhythm.weight).toBe(500)
  })

  it('at 390: the row holds the cards’ shadow, no white band under it, length and play mark on every card', async () => {
    const { page } = await visit('/old-home', PHONE)
    const row = await page.locator('[data-pitch-row]').evaluate((list) => {
      const last = Math.max(...[...list.children].map((item) => item.getBoundingClientRect().bottom))
      const problem = document.getElementById('problem')?.getBoundingClientRect().top ?? 0
      const marks = [...list.querySelectorAll<HTMLElement>('figure > div > span[aria-hidden="true"]')].filter(
        (span) => span.offsetParent !== null,
      ).length
      return {
        room: list.getBoundingClientRect().bottom - last,
        below: problem - list.getBoundingClientRect().bottom,
        marks,
      }
    })
    expect(row.room).toBeGreaterThanOrEqual(24)
    // Under the row only its position dots and the hero's padding (session 32).
    expect(row.below).toBeLessThanOrEqual(80)
    expect(row.marks).toBe(6)
  })
})

describe('countdown on /early-access', () => {
  const units = (page: Page) =>
    page.evaluate(() => {
      const value = (unit: string) =>
        Number(document.querySelector(`[data-countdown] [data-unit="${unit}"]`)?.textContent ?? Number.NaN)
      return { days: value('days'), hours: value('hours'), minutes: value('minutes'), seconds: value('seconds') }
    })
  const totalSeconds = (left: Awaited<ReturnType<typeof units>>) =>
    left.days * 86_400 + left.hours * 3_600 + left.minutes * 60 + left.seconds

  /**
   * /early-access on a server whose clock starts `beforeLaunch` ms before the launch; the browser runs on a
   * fake clock from the real time, so the page ticks on the server's clock (its constant offset).
   */
  async function openCountdown(beforeLaunch: number) {
    const server = await previewServer(new Date(Date.parse(launch.date) - beforeLaunch).toISOString())
    stops.push(server.stop)
    const watched = await visit('/early-access', DESKTOP, {
      prepare: ({ page }) => page.clock.install({ time: new Date() }),
      baseURL: server.url,
    })
    await watched.page.locator('[data-countdown]').scrollIntoViewIfNeeded()
    await hydrated(watched.page, 'Countdown')
    return watched
  }
  const stops: (() => Promise<void>)[] = []
  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()))
  })

  it('shows the launch date without JavaScript and ticks down once a second once hydrated', async () => {
    const { page } = await openCountdown(36 * 3_600_000)
    await page.clock.pauseAt(new Date(Date.now() + 2000))
    const start = await units(page)
    // 1 day 12:00:00 before the launch when the server started; the time since (seconds, or minutes on a machine
    // busy with builds) has run off it, and no more.
    expect(totalSeconds(start)).toBeLessThan(36 * 3600)
    expect(totalSeconds(start)).toBeGreaterThan(36 * 3600 - 600)

    await page.clock.runFor(1000)
    const next = await units(page)
    expect(totalSeconds(next)).toBe(totalSeconds(start) - 1)

    await page.clock.runFor(3000)
    expect(totalSeconds(await units(page))).toBe(totalSeconds(start) - 4)
    expect(await page.locator('[data-countdown-target]').textContent()).toBe('bis 20.11.2025, 00:00\u00a0Uhr')
  })

  it(`shows zeros once ${launch.date} has passed`, async () => {
    // Ten minutes before the launch when the server starts: however long a busy machine takes to start it and
    // to hydrate the page, the launch is still ahead when the test looks (with 20 s, a run beside a build missed it).
    const { page } = await openCountdown(600_000)
    await page.clock.pauseAt(new Date(Date.now() + 1000))
    const before = await units(page)
    expect(totalSeconds(before)).toBeGreaterThan(0)
    expect(totalSeconds(before)).toBeLessThanOrEqual(600)

    await page.clock.runFor((totalSeconds(before) + 5) * 1000)
    expect(await units(page)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(await page.locator('[data-countdown]').textContent()).toContain('Der Launch ist geschafft')

    await page.clock.runFor(60_000)
    expect(await units(page)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})

describe('FAQ on /early-access', () => {
  it('has six items, one open at a time', async () => {
    const { page } = await visit('/early-access')
    const items = page.locator('#faq details')
    expect(await items.count()).toBe(6)
    expect(earlyAccessFaq).toHaveLength(6)
    const openIds = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLDetailsElement>('#faq details')].filter((d) => d.open).map((d) => d.id),
      )
    expect(await openIds()).toEqual([])

    await page.getByText(earlyAccessFaq[0]?.question ?? '').click()
    expect(await openIds()).toEqual([`faq-${earlyAccessFaq[0]?.id}`])
    expect(await page.getByText(earlyAccessFaq[0]?.answer ?? '').isVisible()).toBe(true)

    await page.getByText(earlyAccessFaq[2]?.question ?? '').click()
    expect(await openIds()).toEqual([`faq-${earlyAccessFaq[2]?.id}`])
    expect(await page.getByText(earlyAccessFaq[0]?.answer ?? '').isVisible()).toBe(false)
    expect(await page.getByText(earlyAccessFaq[2]?.answer ?? '').isVisible()).toBe(true)

    await page.getByText(earlyAccessFaq[2]?.question ?? '').click()
    expect(await openIds()).toEqual([])
  })
})

// Review 30 of /accelerator: the hero cut the dashboard's shadow in a hard line, its sectors broke at „Pre-/Seed“,
// and the steps' heading stood alone above an empty right 60 %.
describe('/accelerator, review 30', () => {
  for (const [name, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`leaves room under the hero's dashboard for its shadow and keeps each sector on one line at ${name} px`, async () => {
      const { page } = await visit('/accelerator', size)
      const layout = await page.evaluate(() => {
        const hero = document.querySelector('section[aria-labelledby="accelerator-titel"]')?.getBoundingClientRect()
        const view = document.querySelector('[data-hero-view] figure')?.getBoundingClientRect()
        const glow = document.querySelector('[data-hero-view] > span[aria-hidden]')
        const blur = Number(/blur\(([\d.]+)px\)/.exec(glow ? getComputedStyle(glow).filter : '')?.[1] ?? 0)
        const sectors = [...document.querySelectorAll('[data-hero-view] [data-cohort-row] th > span:nth-child(2)')]
        return {
          room: (hero?.bottom ?? 0) - (view?.bottom ?? 0),
          // The glow behind the dashboard fades out a blur radius past its box.
          glow: (hero?.bottom ?? 0) - (glow?.getBoundingClientRect().bottom ?? 0) - blur,
          heights: sectors.map((sector) => sector.getBoundingClientRect().height),
        }
      })
      // shadow-lift reaches 60 px under its box.
      expect(layout.room).toBeGreaterThanOrEqual(64)
      expect(layout.glow).toBeGreaterThanOrEqual(0)
      expect(layout.heights).toHaveLength(4)
      for (const height of layout.heights) expect(height).toBeLessThan(20)
    })
  }

  it('sets the steps’ intro beside their heading and runs the steps to the container’s edge at 1280 px', async () => {
    const { page } = await visit('/accelerator', DESKTOP)
    const boxes = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect()
      return {
        heading: box('#ablauf h2')?.right ?? 0,
        intro: box('#ablauf [data-process-intro]')?.left ?? 0,
        steps: [...document.querySelectorAll('#ablauf ol > li h3')].map((title) => title.getBoundingClientRect().left),
        container: box('#ablauf .container-site')?.right ?? 0,
        panels: [...document.querySelectorAll('#ablauf [data-process-view]')].map(
          (panel) => panel.getBoundingClientRect().right,
        ),
      }
    })
    // The intro right of the heading's box (its column ends where the steps' text begins).
    expect(boxes.intro).toBeGreaterThanOrEqual(boxes.heading)
    // Review 30c: the intro began at x≈775, on no column's edge; now at the steps' text.
    expect(boxes.steps).toHaveLength(3)
    for (const left of boxes.steps) expect(Math.abs(left - boxes.intro)).toBeLessThan(2)
    expect(boxes.panels).toHaveLength(3)
    for (const right of boxes.panels) expect(boxes.container - right).toBeLessThan(40)
  })
})

import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { heroFounders, MOBILE_HERO_FOUNDERS } from '../../pages/index/copy'
import { closeBrowser, DESKTOP, framesDrawn, islandHydrated, PHONE, visitsPerTest } from './browser'

// Three behaviours of the home page that work without (or before) JavaScript: the problem cards open on tap,
// one at a time (the first open at first), on phones; the founder photos in the hero float; the demo card's first logo shows the
// startup's initials when the image fails, even when it fails before the card hydrates.

afterAll(closeBrowser)

const { visit } = visitsPerTest()

describe('problem cards on /', () => {
  const cards = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLDetailsElement>('#problem details')].map((card) => {
        const text = card.querySelector('p')
        // checkVisibility: false inside a closed <details>, whose content is skipped, not just zero-sized.
        return {
          open: card.open,
          textShown: !!text && text.checkVisibility() && text.getBoundingClientRect().height > 0,
        }
      }),
    )

  it('on a phone, the first card is open; a tap opens another and closes the one open before', async () => {
    const { page, consoleErrors } = await visit('/', PHONE, { javaScriptEnabled: false })
    const summaries = page.locator('#problem details > summary')
    const count = await summaries.count()
    expect(count).toBeGreaterThanOrEqual(3)
    // Round 26: the section showed titles only; the first pain's text stands open before any tap.
    let state = await cards(page)
    expect(state.map((card) => card.open)).toEqual(state.map((_, index) => index === 0))
    expect(state.map((card) => card.textShown)).toEqual(state.map((_, index) => index === 0))

    await summaries.nth(1).scrollIntoViewIfNeeded()
    await summaries.nth(1).tap()
    state = await cards(page)
    expect(state.map((card) => card.open)).toEqual(state.map((_, index) => index === 1))
    expect(state[0]?.textShown).toBe(false)
    expect(state[1]?.textShown).toBe(true)

    await summaries.nth(1).tap()
    expect((await cards(page)).every((card) => !card.open && !card.textShown)).toBe(true)

    // The titles span the row beside the chevron: none breaks onto a second line at 390 px.
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('#problem summary h3')].map((title) =>
        Math.round(title.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(title).lineHeight)),
      ),
    )
    expect(
      lines.every((count) => count === 1),
      `title lines ${lines}`,
    ).toBe(true)
    expect(consoleErrors).toEqual([])
  })

  it('on a desktop, every card shows its text without a click', async () => {
    const { page } = await visit('/', DESKTOP)
    const state = await cards(page)
    expect(state.length).toBeGreaterThanOrEqual(3)
    expect(state.every((card) => card.textShown)).toBe(true)
  })
})

describe('floating founders in the home hero', () => {
  const founders = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-hero-founder]')].map((founder) => {
        const box = founder.getBoundingClientRect()
        return {
          visible: box.width > 0 && box.height > 0,
          animation: getComputedStyle(founder).animationName,
          bottom: box.bottom,
          top: box.top,
        }
      }),
    )

  it.each([
    ['phone', PHONE, MOBILE_HERO_FOUNDERS],
    ['desktop', DESKTOP, heroFounders.length],
  ])('shows the right number and floats them (%s)', async (_name, viewport, shown) => {
    const { page } = await visit('/', viewport)
    const state = await founders(page)
    expect(state).toHaveLength(heroFounders.length)
    expect(state.filter((founder) => founder.visible)).toHaveLength(shown)
    for (const founder of state.filter((one) => one.visible)) {
      // Floating, and done within five seconds (the route sweep checks every page for that).
      expect(founder.animation).toBe('hero-float')
    }
    // The float never reaches the buttons above the row.
    const buttonsBottom = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('main section:first-of-type a')]
          .filter((link) => !link.closest('[data-hero-founder]') && !link.closest('[data-island]'))
          .map((link) => link.getBoundingClientRect().bottom)
          .filter((bottom) => bottom > 0),
      ),
    )
    const foundersTop = Math.min(...state.filter((one) => one.visible).map((one) => one.top))
    expect(foundersTop - 6).toBeGreaterThanOrEqual(buttonsBottom)
  })

  it('stands still under reduced motion', async () => {
    const { page } = await visit('/', PHONE, { reducedMotion: 'reduce' })
    const state = (await founders(page)).filter((founder) => founder.visible)
    expect(state).toHaveLength(MOBILE_HERO_FOUNDERS)
    expect(state.every((founder) => founder.animation === 'none')).toBe(true)
  })
})

describe('the demo card’s first logo', () => {
  const firstLogo = (page: Page) => page.locator('[data-island="DemoCard"] [data-logo]').first()

  /**
   * How far the logo as painted differs from the same element painted with its image layer hidden (initials only). Only the
   * inside of the rounded mark is compared: its corners show the card behind it, whose poster may still be
   * arriving after the scroll (it loads lazily).
   */
  async function differenceFromInitials(page: Page) {
    const logo = firstLogo(page)
    await logo.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    const box = await logo.boundingBox()
    if (!box) throw new Error('the first logo has no box')
    const inset = 6 // more than a 16 px corner radius cuts into a square's corner (16 · (1 − 1/√2) ≈ 4.7 px)
    const clip = { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset }
    const painted = await page.screenshot({ clip, animations: 'disabled' })
    await logo.evaluate((element) => {
      const layer = element.querySelector<HTMLElement>('[data-logo-image]')
      if (layer) layer.style.visibility = 'hidden'
    })
    const initials = await page.screenshot({ clip, animations: 'disabled' })
    return largestDifference(page, painted, initials)
  }

  /**
   * The largest difference of one colour channel between two screenshots of the same size, decoded in the page.
   * Not byte equality: Chromium dithers gradients, and the same gradient painted twice can differ by one step
   * in a few hundred pixels (measured under load); a logo over the initials differs by far more.
   */
  function largestDifference(page: Page, ...pngs: [Buffer, Buffer]) {
    return page.evaluate(
      async (dataUrls) => {
        const channels = await Promise.all(
          dataUrls.map(async (dataUrl) => {
            const image = new Image()
            image.src = dataUrl
            await image.decode()
            const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight)
            const context = canvas.getContext('2d', { willReadFrequently: true })
            if (!context) throw new Error('no canvas')
            context.drawImage(image, 0, 0)
            return context.getImageData(0, 0, canvas.width, canvas.height).data
          }),
        )
        const [first, second] = channels
        if (!first || !second || first.length !== second.length) throw new Error('the screenshots differ in size')
        return first.reduce((largest, value, index) => Math.max(largest, Math.abs(value - (second[index] ?? 0))), 0)
      },
      pngs.map((png) => `data:image/png;base64,${png.toString('base64')}`),
    )
  }

  /** Dithering moves a channel by a step or two; the initials and a logo differ by far more. */
  const DITHER = 4

  it('shows the initials when the logo fails before the card hydrates', async () => {
    const { page, consoleErrors } = await visit('/', PHONE, {
      javaScriptEnabled: false,
      // The logos fail from the first request on (before any script could react).
      prepare: ({ context }) => context.route(/\/media\/logos\//, (route) => route.fulfill({ status: 404 })),
    })
    expect(await firstLogo(page).getAttribute('aria-label')).toMatch(/^Logo von /)
    expect(((await firstLogo(page).textContent()) ?? '').trim()).toMatch(/^[A-ZÄÖÜ]{2}$/)
    expect(await differenceFromInitials(page)).toBeLessThanOrEqual(DITHER)
    // The only console error is the browser's report of the logo we made fail.
    expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([])
  })

  it('shows the logo itself when it loads', async () => {
    const { page } = await visit('/', PHONE)
    await islandHydrated(page, 'DemoCard')
    await page.waitForFunction(() => {
      const layer = document.querySelector<HTMLElement>('[data-island="DemoCard"] [data-logo-image]')
      const url = layer && getComputedStyle(layer).backgroundImage.match(/url\("(.+)"\)/)?.[1]
      return url ? fetch(url).then((response) => response.ok) : false
    })
    // Give the decoded image a frame to paint.
    await framesDrawn(page)
    expect(await differenceFromInitials(page)).toBeGreaterThan(10 * DITHER)
  })
})

import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { framesDrawn, PHONE } from './browser'

// What the route sweep measures on every page besides axe and console errors: layout shift, images, icons.

/**
 * Waits until loading has settled, by what settles it: the fonts are in and every island that hydrates at
 * load, when idle or in view has hydrated (islands waiting for an interaction keep their server HTML).
 */
export async function loadSettled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-island]')]
        .filter((island) => {
          if (island.dataset.when === 'interaction') return false
          if (island.dataset.when !== 'visible') return true
          const box = island.getBoundingClientRect()
          return box.width + box.height > 0 && box.top < innerHeight + 200 && box.bottom > -200
        })
        .every((island) => island.dataset.hydrated === 'true'),
    undefined,
    // Polled by a timer: Playwright's default polls once a frame, and a renderer that stopped drawing never asks.
    { polling: 100 },
  )
}

/**
 * Sum of layout shifts since navigation (shifts right after user input excluded, as CLS does), read once
 * the frame after the last hydration has been laid out: the buffered entries are all there by then.
 */
export async function layoutShift(page: Page): Promise<number> {
  await framesDrawn(page)
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]
    observer.disconnect()
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0)
  })
}

/**
 * Time-driven animations still running five seconds after they started, or endlessly: motion that starts by
 * itself must end by then (WCAG 2.2.2). Not counted: loading indicators while something loads
 * (`[data-state="waiting"]`) and the design guide's specimens shown on loop (`[data-motion-loop]`).
 */
export async function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.timeline instanceof DocumentTimeline)
      .filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime
        return typeof end !== 'number' || end > 5_000
      })
      .map((animation) => ({
        animation,
        target: animation.effect instanceof KeyframeEffect ? animation.effect.target : null,
      }))
      .filter(({ target }) => !target?.closest('[data-state="waiting"], [data-motion-loop]'))
      .map(
        ({ animation, target }) =>
          `${(animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty} on ${target?.tagName.toLowerCase()}.${target?.className}`,
      ),
  )
}

/** Images without explicit dimensions, and raster images served more than twice their displayed size. */
export async function imageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const img of document.querySelectorAll('img')) {
      const src = img.currentSrc || img.src
      if (!img.getAttribute('width') || !img.getAttribute('height')) problems.push(`no width/height: ${src}`)
      const isVector = /\.svg($|\?)|\/api\/avatar/.test(src)
      const shown = img.getBoundingClientRect().width
      if (!isVector && img.naturalWidth > 0 && shown > 0 && img.naturalWidth > 2 * shown * window.devicePixelRatio)
        problems.push(`${src}: ${img.naturalWidth}px served for ${Math.round(shown)}px shown`)
    }
    return problems
  })
}

/** Icon elements whose icon CSS is missing (the shared stylesheet must cover every icon shown). */
export async function missingIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[class*="i-lucide-"]')]
      .filter((element) => {
        const style = getComputedStyle(element)
        const mask = style.maskImage || style.getPropertyValue('-webkit-mask-image')
        return !mask || mask === 'none'
      })
      .map((element) => [...element.classList].find((name) => name.startsWith('i-lucide-')) ?? element.className),
  )
}

/** Links that say "Early Access" but leave the site (another origin or a new tab): there is one sign-up, ours. */
export async function earlyAccessLinksLeaving(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => /early[- ]access/i.test(link.textContent ?? ''))
      .filter((link) => new URL(link.href).origin !== location.origin || link.target === '_blank')
      .map((link) => `${link.textContent?.trim()} → ${link.href}`),
  )
}

/** Privacy notes (under forms) set smaller than 13 px. */
export async function smallPrivacyNotes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-privacy-note]')]
      .map((note) => ({ note, size: Number.parseFloat(getComputedStyle(note).fontSize) }))
      .filter(({ size }) => size < 13)
      .map(({ note, size }) => `${size}px: ${note.textContent?.slice(0, 40)}`),
  )
}

/** The controls a visitor sees in the header bar (the menu's content excluded). */
export async function headerControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-site-header] a, [data-site-header] button')]
      .filter((control) => !control.closest('[popover]') && control.checkVisibility())
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName),
  )
}

/**
 * Visible links and controls smaller than 24×24 CSS px (WCAG 2.5.8). Exempt, as the criterion allows:
 * only inline links inside running text (the link is laid out inline and its block holds other text too).
 * The spacing exception of the criterion is deliberately not used: every control gets a real 24 px box.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, summary, select, input:not([type="hidden"]), [role="button"], [role="tab"]'
    const all = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      const rect = el.getBoundingClientRect()
      if (rect.width <= 1 || rect.height <= 1) return false // screen-reader-only
      if (!el.checkVisibility({ opacityProperty: false, visibilityProperty: true })) return false
      // Clipped away by an ancestor (a panel slid out of the phone frame, a card scrolled out of a carousel).
      for (let node = el.parentElement; node; node = node.parentElement) {
        if (getComputedStyle(node).overflow === 'visible') continue
        const clip = node.getBoundingClientRect()
        if (rect.right <= clip.left || rect.left >= clip.right || rect.bottom <= clip.top || rect.top >= clip.bottom)
          return false
      }
      return true
    })
    const blockOf = (el: HTMLElement) => {
      let node: HTMLElement | null = el.parentElement
      while (node && getComputedStyle(node).display.startsWith('inline')) node = node.parentElement
      return node
    }
    const inlineInText = (el: HTMLElement) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false
      const block = blockOf(el)
      const own = (el.textContent ?? '').trim().length
      return !!block && (block.textContent ?? '').trim().length > own + 1
    }
    return all
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < 23.5 || rect.height < 23.5)
      .filter(({ el }) => !inlineInText(el))
      .map(
        ({ el, rect }) =>
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      )
  })
}

/**
 * Cards whose edge a clipping box cuts off: a ring or shadow (box-shadow) is drawn outside the card, and a section
 * (main's sections clip what overflows them) or a scroller ending flush with the card hides it, so the card shows
 * only its corner arcs on that side (/thank-you's steps had no top edge). Exempt: positioned decorations, and boxes as
 * tall as their clip.
 */
export async function clippedEdges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')].flatMap((el) => {
      const style = getComputedStyle(el)
      if (style.boxShadow === 'none' || ['absolute', 'fixed'].includes(style.position) || !el.checkVisibility())
        return []
      let clip = el.parentElement
      while (clip && getComputedStyle(clip).overflowX === 'visible' && getComputedStyle(clip).overflowY === 'visible')
        clip = clip.parentElement
      if (!clip || clip === document.body) return []
      const box = el.getBoundingClientRect()
      const outer = clip.getBoundingClientRect()
      if (box.height === 0 || box.height >= outer.height - 2) return []
      const top = box.top - outer.top
      const bottom = outer.bottom - box.bottom
      return top < 1 || bottom < 1
        ? [
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)} ${top < 1 ? 'top' : 'bottom'} cut by ${clip.tagName.toLowerCase()}.${String(clip.className).slice(0, 30)}`,
          ]
        : []
    }),
  )
}

/**
 * Grid items wider than their grid: a child whose content (a long unbreakable row, a fixed-width drawing) is wider
 * than its track pushes it past the container's padding, so the page keeps its width but loses its right margin
 * (what `min-w-0` on grid items prevents). Exempt: items inside a horizontal scroller, positioned decorations, and
 * an item marked `data-bleed` that runs past both sides alike (on purpose, to the panel's edges).
 */
async function gridOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => getComputedStyle(el).display === 'grid' && el.checkVisibility())
      .filter((grid) => {
        for (let node = grid.parentElement; node; node = node.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(node).overflowX)) return false
        return true
      })
      .flatMap((grid) => {
        const style = getComputedStyle(grid)
        const right = grid.getBoundingClientRect().right - Number.parseFloat(style.paddingRight)
        const left = grid.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft)
        return (
          [...grid.children]
            .filter((child) => child.getBoundingClientRect().right > right + 1)
            // A deliberate bleed (`data-bleed`: a card run to a panel's edges on phones) reaches as far on both sides.
            .filter(
              (child) =>
                !(child instanceof HTMLElement && 'bleed' in child.dataset) ||
                Math.abs(left - child.getBoundingClientRect().left - (child.getBoundingClientRect().right - right)) > 1,
            )
            .filter((child) => !['absolute', 'fixed'].includes(getComputedStyle(child).position))
            .map(
              (child) =>
                `${child.tagName.toLowerCase()}.${String(child.className).slice(0, 60)} ends ${Math.round(child.getBoundingClientRect().right - right)} px past its grid`,
            )
        )
      }),
  )
}

/**
 * On a phone: nothing scrolls sideways, no grid item runs past its grid's margin, every target is at least 24 px
 * (the route sweep's pages and the gated pages unlocked; `context` names the page in a failure).
 */
export async function expectPhoneFit(page: Page, context = '') {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, `${context} page width (sideways scrolling)`).toBeLessThanOrEqual(PHONE.width)
  expect(await gridOverflow(page), `${context} grid items past their grid`).toEqual([])
  expect(await smallTargets(page), `${context} targets under 24×24 px`).toEqual([])
}

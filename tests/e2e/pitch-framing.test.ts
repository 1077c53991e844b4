import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { startups } from '../../data/startups'
import { closeBrowser, DESKTOP, pngPixels, visitsPerTest } from './browser'
import { openCard } from './demo-card-page'

// How the three demo pitches frame their founder, read from the posters' pixels where the site shows them: the
// whole head under the card's top overlays (session 31 review: with the hair under the badge it read as cut off) and
// in the small face crops (the hair whole, the burnt-in caption under the chin left out).

afterAll(closeBrowser)
const { track } = visitsPerTest()

/**
 * Loads a poster at full size in the page and answers where its dark pixels are: hair and Lorelei's outline are
 * near black or dark brown; the captions' box is navy (blue clearly above red).
 */
async function posterRows(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const image = new Image()
    image.src = src
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(image, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
    const kind = (x: number, y: number) => {
      const i = (y * width + x) * 4
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]
      const navy = b - r > 20 && b > 35 && (r + g + b) / 3 < 50
      if (navy) return 'navy'
      if ((r + g + b) / 3 < 70) return 'dark'
      // The room is pale and greyish; a strong colour in it is the shelf's books.
      return Math.max(r, g, b) - Math.min(r, g, b) > 60 ? 'vivid' : 'light'
    }
    // Per row and column band of 10 px, how many pixels of each kind (enough to answer any crop's question), in
    // one pass over the picture.
    const bands = Math.ceil(width / 10)
    const tables = {
      dark: [] as number[][],
      navy: [] as number[][],
      vivid: [] as number[][],
      light: [] as number[][],
    }
    for (let y = 0; y < height; y++) {
      for (const table of Object.values(tables)) table.push(new Array<number>(bands).fill(0))
      for (let x = 0; x < width; x++) {
        const row = tables[kind(x, y)][y]
        if (row) row[Math.floor(x / 10)] = (row[Math.floor(x / 10)] ?? 0) + 1
      }
    }
    return { width, height, dark: tables.dark, navy: tables.navy, vivid: tables.vivid }
  }, url)
}

const count = (table: number[][], y0: number, y1: number, x0: number, x1: number) => {
  let total = 0
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(table.length, Math.round(y1)); y++)
    for (let band = Math.floor(x0 / 10); band < Math.ceil(x1 / 10); band++) total += table[y]?.[band] ?? 0
  return total
}

describe('the demo pitches frame their founder', () => {
  it('shows her whole head below the card’s badge and buttons (1280 px)', async () => {
    const { page, card } = track(await openCard(DESKTOP))
    // The video fills the card's screen (object-fit: cover); the badge's foot in the poster's pixels.
    const geometry = await card.evaluate((root) => {
      const video = root.querySelector('video')
      const badge = root.querySelector('[data-header-badge]')
      if (!video || !badge) throw new Error('no video or badge')
      const box = video.getBoundingClientRect()
      const scale = Math.max(box.width / 540, box.height / 960)
      const offsetY = (box.height - 960 * scale) / 2
      return { badgeFoot: (badge.getBoundingClientRect().bottom - box.top - offsetY) / scale }
    })
    expect(geometry.badgeFoot).toBeGreaterThan(60)
    for (const startup of startups) {
      const poster = await posterRows(page, startup.posterUrl)
      // Above the badge's foot, across the frame's middle (x 40…430), no hair and no outline: the head starts below.
      expect(count(poster.dark, 0, geometry.badgeFoot + 4, 40, 430), startup.id).toBe(0)
      // And it is there: the hair begins within 60 px under the badge (a head, not an empty room).
      expect(count(poster.dark, geometry.badgeFoot, geometry.badgeFoot + 60, 40, 430), startup.id).toBeGreaterThan(0)
    }
  })

  it('cuts the feed rows’ faces with the whole hair and without the caption (/angels, 1280 px)', async () => {
    const { page } = track(await openCard(DESKTOP, { path: '/angels' }))
    const crops = await page.locator('[data-feed-pitch] [data-play-mark]').evaluateAll((marks) =>
      marks.map((mark) => {
        const box = mark.previousElementSibling
        const image = box?.querySelector('img')
        if (!box || !image) throw new Error('no face crop')
        const outer = box.getBoundingClientRect()
        const drawn = image.getBoundingClientRect()
        // The box's edges in the poster's 540 × 960 pixels.
        const scale = 540 / drawn.width
        return {
          src: image.getAttribute('src') ?? '',
          x0: (outer.left - drawn.left) * scale,
          x1: (outer.right - drawn.left) * scale,
          y0: (outer.top - drawn.top) * scale,
          y1: (outer.bottom - drawn.top) * scale,
        }
      }),
    )
    expect(crops.length).toBe(3)
    for (const crop of crops) {
      const poster = await posterRows(page, crop.src.replace(/-\d+\.jpg$/, '.jpg'))
      expect(poster.width, crop.src).toBe(540)
      // The crop's top rows hold no hair (the hair is whole), its bottom rows no caption; the head fills it.
      expect(count(poster.dark, crop.y0, crop.y0 + 3, crop.x0 + 10, crop.x1 - 10), crop.src).toBe(0)
      expect(count(poster.navy, crop.y1 - 3, crop.y1, crop.x0, crop.x1), crop.src).toBe(0)
      expect(count(poster.dark, crop.y0, crop.y1, crop.x0, crop.x1), crop.src).toBeGreaterThan(2000)
      // No strip of the shelf's coloured books along either side (review of /angel2 and /angels: pink, green and
      // violet strips at the tiles' right edge).
      expect(count(poster.vivid, crop.y0, crop.y1, crop.x1 - 10, crop.x1), crop.src).toBe(0)
      expect(count(poster.vivid, crop.y0, crop.y1, crop.x0, crop.x0 + 10), crop.src).toBe(0)
    }
  })
  it('hides the caption of the pitch behind the front one on the home page’s stack (1280 px)', async () => {
    const { page } = track(await openCard(DESKTOP))
    const behind = page.locator('[data-stack="behind"] article')
    await behind.scrollIntoViewIfNeeded()
    // The posters' captions begin at y 438 of 960 (their whole head above it).
    const poster = await posterRows(page, '/media/pitches/fristwerk.jpg')
    let captionTop = 0
    while (captionTop < poster.height && count(poster.navy, captionTop, captionTop + 1, 40, 500) < 20) captionTop++
    expect(captionTop).toBeGreaterThan(400)
    // Session 32: the back card straight behind the front one, only a sliver of its top over it. The front card covers
    // it from above the caption's line down (every point of the back card's caption band, edge to edge, is the front
    // card's), so no cut caption shows beside or under it.
    const { article, front, sliver, hits } = await behind.evaluate((card, top) => {
      const rect = card.getBoundingClientRect()
      const frontCard = document.querySelector('[data-stack="front"] article') as HTMLElement
      const y = rect.top + (top / 960) * rect.height
      const hits = [0.02, 0.25, 0.5, 0.75, 0.98].flatMap((fx) =>
        [0, 0.05, 0.1].map((fy) => {
          const hit = document.elementFromPoint(rect.left + fx * rect.width, y + fy * rect.height)
          return Boolean(hit && frontCard.contains(hit))
        }),
      )
      return {
        article: rect.toJSON(),
        front: frontCard.getBoundingClientRect().toJSON(),
        sliver: frontCard.getBoundingClientRect().top - rect.top,
        hits,
      }
    }, captionTop)
    expect(hits.every(Boolean)).toBe(true)
    expect(front.top).toBeLessThan(article.top + (captionTop / 960) * article.height)
    expect(front.left).toBeLessThanOrEqual(article.left)
    expect(front.right).toBeGreaterThanOrEqual(article.right)
    expect(front.bottom).toBeGreaterThanOrEqual(article.bottom)
    // A sliver, 24–32 px, not a strip of an empty card.
    expect(sliver).toBeGreaterThanOrEqual(24)
    expect(sliver).toBeLessThanOrEqual(32)
  })
  it('keeps the founder’s captions white over the card’s scrim (1280 px)', async () => {
    const { page, card } = track(await openCard(DESKTOP))
    const video = card.locator('video')
    // The founder's first line, held still: one second into the pitch.
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.pause()
      const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }))
      element.currentTime = 1
      await seeked
    })
    const box = await video.boundingBox()
    if (!box) throw new Error('no video box')
    // Her captions' band, y 438…513 of the 960 px frame (object-fit: cover), as the screen shows it with the scrim.
    const scale = Math.max(box.width / 540, box.height / 960)
    const top = box.y + (box.height - 960 * scale) / 2
    const clip = { x: box.x + 60 * scale, y: top + 442 * scale, width: 340 * scale, height: 66 * scale }
    const { rgba } = await pngPixels(page, await page.screenshot({ clip }))
    let white = 0
    for (let i = 0; i < rgba.length; i += 4)
      if (Math.min(rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0) > 235) white++
    // White letters, not greyed by the scrim (under the old one, which ran up over her face, not one pixel did).
    expect(white).toBeGreaterThan(150)
  })
})

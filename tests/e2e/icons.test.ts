import { afterAll, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, pngPixels, visitsPerTest } from './browser'

afterAll(closeBrowser)
const { visit } = visitsPerTest()

// The icons are views of one SVG file (renderer/icon-sprite.ts): the page loads that file once, and each icon is
// drawn in its colour (a view that failed to resolve would leave an empty box).
it('draws each icon from its view of the one icon file', async () => {
  const icons: string[] = []
  const { page } = await visit('/kontakt', DESKTOP, {
    prepare: ({ page }) => {
      page.on('request', (request) => {
        if (/\/assets\/static\/icons\.[\w-]+\.svg$/.test(new URL(request.url()).pathname)) icons.push(request.url())
      })
      return Promise.resolve()
    },
  })
  await page.waitForLoadState('networkidle')
  expect(icons).toHaveLength(1)
  // Two different icons in the same grey (the cards' community and press rows): each paints a good share of its box,
  // and not the same shape.
  const shapes: string[] = []
  for (const name of ['folder-open', 'users-round']) {
    const icon = page.locator(`.i-lucide-${name}`).first()
    await icon.scrollIntoViewIfNeeded()
    const { rgba } = await pngPixels(page, await icon.screenshot())
    // Dark or coloured pixels (the icon) against the light hero: 1 where drawn, 0 elsewhere.
    let drawn = ''
    for (let i = 0; i < rgba.length; i += 4)
      drawn += Math.min(rgba[i] ?? 255, rgba[i + 1] ?? 255, rgba[i + 2] ?? 255) < 160 ? '1' : '0'
    const share = drawn.split('').filter((bit) => bit === '1').length / drawn.length
    expect(share, `${name}: share of the box drawn`).toBeGreaterThan(0.1)
    expect(share, `${name}: share of the box drawn`).toBeLessThan(0.7)
    shapes.push(drawn)
  }
  expect(shapes[0]).not.toBe(shapes[1])
})

import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, openPage, PHONE, visitsPerTest } from './browser'

afterAll(closeBrowser)
const { track } = visitsPerTest()

/** The link the in-page navigation marks, and whether it lies whole inside its (sideways scrolling) row. */
const marked = () => {
  const list = document.querySelector<HTMLElement>('[data-toc]') as HTMLElement
  const link = list.querySelector<HTMLElement>('a[aria-current="location"]')
  if (!link) return null
  const row = list.getBoundingClientRect()
  const chip = link.getBoundingClientRect()
  return { label: link.textContent, inRow: chip.left >= row.left && chip.right <= row.right }
}

describe('design pages: the in-page navigation follows the reader', () => {
  it('on phones scrolls the chip of the block in view into its row, the page staying where it is', async () => {
    const { page } = track(await openPage(PHONE))
    await page.goto('/designguide', { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.querySelector('[data-toc]')?.hasAttribute('data-spy'))
    for (const [id, label] of [
      ['portraets', 'Porträts'],
      ['tags', 'Tags'],
      ['farben', 'Farben'],
    ] as const) {
      await page.evaluate((target) => {
        const block = document.getElementById(target) as HTMLElement
        scrollTo({ top: block.getBoundingClientRect().top + scrollY - 100, behavior: 'instant' })
      }, id)
      const y = await page.evaluate(() => scrollY)
      await page.waitForFunction((text) => {
        const link = document.querySelector('[data-toc] a[aria-current="location"]')
        return link?.textContent === text
      }, label)
      // The row's own scrolling may be smooth: wait until the chip has arrived.
      await page.waitForFunction(() => {
        const list = document.querySelector('[data-toc]') as HTMLElement
        const chip = list.querySelector('a[aria-current]')?.getBoundingClientRect()
        const row = list.getBoundingClientRect()
        return chip && chip.left >= row.left && chip.right <= row.right
      })
      expect(await page.evaluate(marked)).toEqual({ label, inRow: true })
      expect(await page.evaluate(() => scrollY)).toBe(y)
    }
  })

  it('at 1280 marks a block only once its heading has passed the upper third, the last at the page end', async () => {
    const { page } = track(await openPage(DESKTOP))
    await page.goto('/design-system', { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.querySelector('[data-toc]')?.hasAttribute('data-spy'))
    // The block "Seiten" starts in the lower half of the screen: the table above is still what is read.
    await page.evaluate(() => {
      const block = document.getElementById('seiten') as HTMLElement
      scrollTo({ top: block.getBoundingClientRect().top + scrollY - innerHeight * 0.6, behavior: 'instant' })
    })
    await page.waitForFunction(() => document.querySelector('[data-toc] a[aria-current]')?.textContent === 'Bausteine')
    expect((await page.evaluate(marked))?.label).toBe('Bausteine')
    await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await page.waitForFunction(
      () => document.querySelector('[data-toc] a[aria-current]')?.textContent === 'Animationen',
    )
  })
})

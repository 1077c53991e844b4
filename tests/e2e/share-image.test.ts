import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import {
  closeBrowser,
  DESKTOP,
  expectAccessible,
  PHONE,
  realConsoleErrors,
  visitsPerTest,
  type Watched,
} from './browser'

afterAll(closeBrowser)

const { visit } = visitsPerTest()

const fixtures = join(import.meta.dirname, '../fixtures')
const TEMPLATE = '/images/share/spotlight-share-template.png'
const TYPE_MESSAGE = 'Dieses Dateiformat können wir nicht verwenden. Bitte wähle ein Logo als PNG oder JPG.'
const SIZE_MESSAGE = 'Die Datei ist größer als 2\u00a0MB. Bitte wähle eine kleinere Version deines Logos.'

async function openTool(viewport = DESKTOP, prepare?: (watched: Watched) => Promise<void>) {
  const watched = await visit('/wildcard-share', viewport, { prepare })
  await watched.page.waitForSelector('[data-island="ShareImageTool"][data-hydrated="true"]', { state: 'attached' })
  return watched
}

const fileInput = (page: Page) => page.locator('input[type="file"]')
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text }).waitFor({ state: 'visible', timeout: 10_000 })
const previewState = (page: Page) => page.locator('[data-preview]').getAttribute('data-preview')
const alertText = (page: Page) => page.locator('[data-island="ShareImageTool"] [role="alert"]').textContent()

type Pixel = [number, number, number]

/** Decodes a PNG in the browser (data URL → <img> → canvas) and reads its size and some pixels. */
async function decodePng(page: Page, png: Buffer, points: [number, number][]) {
  return page.evaluate(
    async ({ dataUrl, points }) => {
      const image = new Image()
      image.src = dataUrl
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext('2d', { willReadFrequently: true })
      if (!context) throw new Error('no canvas')
      context.drawImage(image, 0, 0)
      const pixels = points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)])
      return { width: image.naturalWidth, height: image.naturalHeight, pixels }
    },
    { dataUrl: `data:image/png;base64,${png.toString('base64')}`, points },
  ) as Promise<{ width: number; height: number; pixels: Pixel[] }>
}

const isGreen = ([r, g, b]: Pixel) => r < 40 && g > 215 && b < 40
const isWhite = ([r, g, b]: Pixel) => r > 235 && g > 235 && b > 235

/** The downloaded PNG (`size`) has the logo (green) exactly in `box`: corners and centre green, white just outside each edge. */
async function expectLogoAt(
  page: Page,
  png: Buffer,
  box: { x: number; y: number; width: number; height: number },
  size: [number, number],
) {
  const { x, y, width, height } = box
  const midX = x + Math.floor(width / 2)
  const midY = y + Math.floor(height / 2)
  const inside: [number, number][] = [
    [x + 2, y + 2],
    [x + width - 3, y + 2],
    [x + 2, y + height - 3],
    [x + width - 3, y + height - 3],
    [midX, midY],
  ]
  const outside: [number, number][] = [
    [x - 3, midY],
    [x + width + 2, midY],
    [midX, y - 3],
    [midX, y + height + 2],
  ]
  const decoded = await decodePng(page, png, [...inside, ...outside])
  expect([decoded.width, decoded.height]).toEqual(size)
  const insidePixels = decoded.pixels.slice(0, inside.length)
  const outsidePixels = decoded.pixels.slice(inside.length)
  expect(insidePixels.map(isGreen), `logo pixels ${JSON.stringify(insidePixels)}`).toEqual(inside.map(() => true))
  expect(outsidePixels.map(isWhite), `around the logo ${JSON.stringify(outsidePixels)}`).toEqual(
    outside.map(() => true),
  )
}

/** Generates the image from a fixture, downloads it and checks the logo box on the 1200×630 result. */
async function generateAndCheck(
  page: Page,
  fixture: string,
  box: { x: number; y: number; width: number; height: number },
) {
  // Before a logo the step's end is in view, not yet usable, and sharing on LinkedIn is the quiet button.
  expect(await page.locator('[data-download-pending]').isDisabled()).toBe(true)
  // Not yet usable, it is a neutral button, not the faded gradient (round 27: pale and broken), and fully legible.
  const pending = await page
    .locator('[data-download-pending]')
    .evaluate((el) => ({ image: getComputedStyle(el).backgroundImage, opacity: getComputedStyle(el).opacity }))
  expect(pending).toEqual({ image: 'none', opacity: '1' })
  const linkedIn = page.locator('[data-linkedin-share]')
  expect(await linkedIn.getAttribute('class')).toBe('btn-secondary')
  // Copying the text is the quieter of step 3's two buttons (round 27: two equal pills), without LinkedIn's outline.
  const copyButton = page.locator('[data-copy-post]')
  expect(await copyButton.getAttribute('class')).not.toMatch(/btn-(secondary|primary)/)
  expect(await copyButton.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none')
  await fileInput(page).setInputFiles(join(fixtures, fixture))
  await toast(page, 'Bild erfolgreich erstellt!')
  expect(await previewState(page)).toBe('ready')
  expect(await page.locator('[data-download-pending]').count()).toBe(0)
  // With an image to attach, posting it is step 3's main action.
  expect(await linkedIn.getAttribute('class')).toBe('btn-primary')
  const preview = page.locator('[data-preview] img')
  expect(await preview.getAttribute('alt')).toContain('Spotlight 2025')
  expect(await page.locator('[data-chosen-logo]').textContent()).toContain(fixture)

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download]').click()])
  expect(download.suggestedFilename()).toBe('onepitch-spotlight-beitrag-1200x630.png')
  await toast(page, 'Bild heruntergeladen!')
  const png = await readFile(await download.path())
  expect(png.subarray(1, 4).toString()).toBe('PNG')
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])

  await expectLogoAt(page, png, box, [1200, 630])
  const { x, y, width, height } = box
  // Centred: equal margins left/right and top/bottom.
  expect(x).toBe(1200 - x - width)
  expect(y).toBe(630 - y - height)
}

describe('share-image tool', () => {
  it('turns a wide PNG logo into a 1200×630 PNG with the logo scaled to 600×150 and centred', async () => {
    const watched = await openTool()
    await generateAndCheck(watched.page, 'logo-wide.png', { x: 300, y: 240, width: 600, height: 150 })
    await expectAccessible(watched.page, '/wildcard-share with a generated preview')
    expect(realConsoleErrors(watched)).toEqual([])
  })

  it('turns a tall JPG logo into a PNG with the logo scaled to 100×200 and centred', async () => {
    const watched = await openTool(PHONE)
    await generateAndCheck(watched.page, 'logo-tall.jpg', { x: 550, y: 215, width: 100, height: 200 })
    expect(realConsoleErrors(watched)).toEqual([])
  })

  it('makes the square 1080×1080 image when that format is chosen, and copies the post text', async () => {
    const { page } = await openTool(DESKTOP, async ({ context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    })
    const square = page
      .getByRole('group', { name: 'Format' })
      .getByRole('radio', { name: /^Quadrat \(1080\s×\s1080\)/ })
    await square.check()
    expect(await page.locator('[data-preview]').getAttribute('data-format')).toBe('square')
    await fileInput(page).setInputFiles(join(fixtures, 'logo-wide.png'))
    await toast(page, 'Bild erfolgreich erstellt!')
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download]').click()])
    expect(download.suggestedFilename()).toBe('onepitch-spotlight-quadrat-1080x1080.png')
    const png = await readFile(await download.path())
    expect(png.subarray(12, 16).toString()).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080])
    // The wide logo fills the square format's 640×280 box at (220, 440) in width: 640×160, centred in the box.
    await expectLogoAt(page, png, { x: 220, y: 500, width: 640, height: 160 }, [1080, 1080])

    // The post text: read-only, labelled, and copied as shown.
    const post = page.getByRole('textbox', { name: 'Text für deinen Beitrag' })
    expect(await post.getAttribute('readonly')).not.toBeNull()
    const text = await post.inputValue()
    expect(text).toContain(new URL(page.url()).origin)
    await page.getByRole('button', { name: 'Text kopieren' }).click()
    await toast(page, 'Text kopiert!')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)
    // Where the clipboard refuses, a toast says to copy by hand.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('verweigert'))
    })
    await page.getByRole('button', { name: 'Text kopieren' }).click()
    await toast(page, 'Markiere den Text und kopiere ihn von Hand.')
  })

  it('makes the 1080×1920 story, and leads the post to the startup chosen in the voting', async () => {
    const { page } = await openTool(DESKTOP)
    await page
      .getByRole('group', { name: 'Format' })
      .getByRole('radio', { name: /^Story \(1080\s×\s1920\)/ })
      .check()
    expect(await page.locator('[data-preview]').getAttribute('data-format')).toBe('story')
    await fileInput(page).setInputFiles(join(fixtures, 'logo-wide.png'))
    await toast(page, 'Bild erfolgreich erstellt!')
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download]').click()])
    expect(download.suggestedFilename()).toBe('onepitch-spotlight-story-1080x1920.png')
    const png = await readFile(await download.path())
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1920])
    // The wide logo (4:1) fills the story's 700×320 box at (190, 820) in width: 700×175, centred in the box.
    await expectLogoAt(page, png, { x: 190, y: 893, width: 700, height: 175 }, [1080, 1920])

    // Choosing the startup: the post and LinkedIn's dialog lead to its card, which the voting page opens marked.
    const post = page.getByRole('textbox', { name: 'Text für deinen Beitrag' })
    const origin = new URL(page.url()).origin
    expect(await post.inputValue()).toContain(`${origin}/wildcard-voting\n`.trimEnd())
    await page.getByLabel('Dein Startup im Voting').selectOption({ label: 'Voltaro' })
    const text = await post.inputValue()
    expect(text.split('\n').at(-1)).toBe(`${origin}/wildcard-voting#startup-voltaro`)
    expect(await page.locator('[data-linkedin-share]').getAttribute('href')).toContain(
      encodeURIComponent(`${origin}/wildcard-voting#startup-voltaro`),
    )
    await page.goto(`${origin}/wildcard-voting#startup-voltaro`)
    const card = page.locator('#startup-voltaro')
    expect(await card.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
    expect(await card.isVisible()).toBe(true)
  })

  it('opens the file choice from the logo’s place, and hands the image and the post to a phone’s share sheet', async () => {
    // A phone's browser that shares files (desktop Chromium on Linux has no share sheet): the page's calls are
    // recorded, the file read back as its size and first bytes.
    const { page } = await openTool(PHONE, async ({ page }) => {
      await page.addInitScript(() => {
        const calls: unknown[] = []
        Object.assign(window, { shareCalls: calls })
        Object.assign(navigator, {
          canShare: (data: { files?: File[] }) => (data.files ?? []).every((file) => file.type === 'image/png'),
          share: async (data: { files: File[]; text: string }) => {
            const [file] = data.files
            const head = file ? [...new Uint8Array(await file.arrayBuffer()).slice(1, 4)] : []
            calls.push({ name: file?.name, type: file?.type, head: String.fromCharCode(...head), text: data.text })
          },
        })
      })
    })
    expect(await page.locator('[data-share-sheet]').count()).toBe(0)
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('[data-logo-place]').click()])
    await chooser.setFiles(join(fixtures, 'logo-wide.png'))
    await toast(page, 'Bild erfolgreich erstellt!')
    await page.getByRole('button', { name: 'Bild teilen' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls.length))
      .toBe(1)
    const [call] = await page.evaluate(() => (window as unknown as { shareCalls: Record<string, string>[] }).shareCalls)
    expect(call).toMatchObject({ name: 'onepitch-spotlight-beitrag-1200x630.png', type: 'image/png', head: 'PNG' })
    expect(call?.text).toBe(await page.getByRole('textbox', { name: 'Text für deinen Beitrag' }).inputValue())
  })

  it('shows the result small under the chosen logo on a phone, linked to the preview further down', async () => {
    const { page } = await openTool(PHONE)
    expect(await page.locator('[data-preview-thumb]').count()).toBe(0)
    await fileInput(page).setInputFiles(join(fixtures, 'logo-wide.png'))
    await toast(page, 'Bild erfolgreich erstellt!')
    const thumb = page.locator('[data-chosen-logo] [data-preview-thumb]')
    expect(await thumb.isVisible()).toBe(true)
    // The same image as the preview, in view right under the upload (round 27: the preview began 590 px lower).
    expect(await thumb.locator('img').getAttribute('src')).toBe(
      await page.locator('[data-preview] img[data-share-image]').getAttribute('src'),
    )
    const previewId = await page.locator('[data-preview]').getAttribute('id')
    expect(await thumb.getAttribute('href')).toBe(`#${previewId}`)
    await thumb.click()
    await expect
      .poll(() => page.locator('[data-preview]').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200)
    // Beside the preview on a wide screen it is not needed.
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height })
    expect(await thumb.isVisible()).toBe(false)
  })

  it('draws the format cards with 1 px borders and step 3’s hints a size under the body text', async () => {
    const { page } = await openTool()
    // Round 27: 2 px borders on the formats, 16 px hints as loud as the post.
    const borders = await page
      .locator('input[data-format]')
      .evaluateAll((inputs) =>
        inputs.map((input) => getComputedStyle(input.closest('label') as Element).borderTopWidth),
      )
    expect(borders).toEqual(['1px', '1px', '1px'])
    const hints = page.getByRole('heading', { name: 'Beitrag teilen' }).locator('xpath=following-sibling::ul[1]')
    expect(await hints.evaluate((el) => getComputedStyle(el).fontSize)).toBe('14px')
  })

  it('clearing the logo resets to the initial state', async () => {
    const { page } = await openTool()
    await fileInput(page).setInputFiles(join(fixtures, 'logo-wide.png'))
    await toast(page, 'Bild erfolgreich erstellt!')
    await page.getByRole('button', { name: 'Logo entfernen' }).click()
    expect(await previewState(page)).toBe('empty')
    expect(await page.locator('[data-preview] img[data-share-image]').count()).toBe(0)
    expect(await page.locator('[data-download]').count()).toBe(0)
    expect(await page.locator('[data-download-pending]').isDisabled()).toBe(true)
    expect(await page.locator('[data-chosen-logo]').count()).toBe(0)
    expect(await fileInput(page).inputValue()).toBe('')
    // The same file can be chosen again.
    await fileInput(page).setInputFiles(join(fixtures, 'logo-wide.png'))
    await page.locator('[data-preview="ready"] img').waitFor()
  })

  it('refuses a 3 MB file and a text file with a German message, without an image', async () => {
    const { page } = await openTool()
    await fileInput(page).setInputFiles({
      name: 'logo-gross.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(3 * 1024 * 1024),
    })
    expect(await alertText(page)).toBe(SIZE_MESSAGE)
    expect(await previewState(page)).toBe('empty')

    await fileInput(page).setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('Hallo') })
    expect(await alertText(page)).toBe(TYPE_MESSAGE)
    expect(await previewState(page)).toBe('empty')
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
    const describedBy = (await fileInput(page).getAttribute('aria-describedby')) ?? ''
    const alertId = await page.locator('[data-island="ShareImageTool"] [role="alert"]').getAttribute('id')
    expect(describedBy.split(' ')).toContain(alertId)

    // A valid logo afterwards clears the message.
    await fileInput(page).setInputFiles(join(fixtures, 'logo-tall.jpg'))
    await toast(page, 'Bild erfolgreich erstellt!')
    expect(await page.locator('[data-island="ShareImageTool"] [role="alert"]').count()).toBe(0)
  })

  it('takes a dropped image (the first file) and refuses a dropped non-image', async () => {
    const { page } = await openTool()
    const png = (await readFile(join(fixtures, 'logo-wide.png'))).toString('base64')
    const drop = async (files: { name: string; type: string; base64: string }[]) => {
      const dataTransfer = await page.evaluateHandle((list) => {
        const transfer = new DataTransfer()
        for (const file of list) {
          const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
          transfer.items.add(new File([bytes], file.name, { type: file.type }))
        }
        return transfer
      }, files)
      await page.locator('[data-drop-zone]').dispatchEvent('dragenter', { dataTransfer })
      await page.locator('[data-drop-zone]').dispatchEvent('drop', { dataTransfer })
    }
    await drop([
      { name: 'notiz.txt', type: 'text/plain', base64: btoa('Hallo') },
      { name: 'logo-wide.png', type: 'image/png', base64: png },
    ])
    expect(await alertText(page)).toBe(TYPE_MESSAGE)
    expect(await previewState(page)).toBe('empty')

    await drop([
      { name: 'logo-wide.png', type: 'image/png', base64: png },
      { name: 'notiz.txt', type: 'text/plain', base64: btoa('Hallo') },
    ])
    await toast(page, 'Bild erfolgreich erstellt!')
    expect(await page.locator('[data-chosen-logo]').textContent()).toContain('logo-wide.png')
  })

  it('shows the error toast and no image when the template does not load', async () => {
    const { page } = await openTool(DESKTOP, async ({ page }) => {
      await page.route(`**${TEMPLATE}`, (route) => route.fulfill({ status: 404, body: 'nicht gefunden' }))
    })
    await fileInput(page).setInputFiles(join(fixtures, 'logo-wide.png'))
    await toast(page, 'Fehler beim Erstellen des Bildes')
    expect(await previewState(page)).toBe('failed')
    expect(await page.locator('[data-preview] img[data-share-image]').count()).toBe(0)
    expect(await page.locator('[data-download]').count()).toBe(0)
    expect(await page.locator('[data-sonner-toast]', { hasText: 'Bild erfolgreich erstellt!' }).count()).toBe(0)

    // Once the template is back, retrying works.
    await page.unroute(`**${TEMPLATE}`)
    await page.getByRole('button', { name: 'Erneut versuchen' }).click()
    await toast(page, 'Bild erfolgreich erstellt!')
    expect(await previewState(page)).toBe('ready')
  })

  it('shows a spinner while the image is being made', async () => {
    const { page } = await openTool(DESKTOP, async ({ page }) => {
      await page.route(`**${TEMPLATE}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800))
        await route.continue()
      })
    })
    await fileInput(page).setInputFiles(join(fixtures, 'logo-wide.png'))
    const spinner = page.locator('[data-preview="generating"] [role="status"]')
    await spinner.waitFor({ state: 'visible' })
    expect(await spinner.textContent()).toBe('Bild wird erstellt …')
    await toast(page, 'Bild erfolgreich erstellt!')
    expect(await previewState(page)).toBe('ready')
  })

  it('shows the error toast and clears the preview when the logo itself cannot be read', async () => {
    const { page } = await openTool()
    await fileInput(page).setInputFiles(join(fixtures, 'logo-wide.png'))
    await page.locator('[data-preview="ready"] img').waitFor()
    await fileInput(page).setInputFiles({
      name: 'kaputt.png',
      mimeType: 'image/png',
      buffer: Buffer.from('kein echtes PNG'),
    })
    await toast(page, 'Fehler beim Erstellen des Bildes')
    expect(await previewState(page)).toBe('failed')
    expect(await page.locator('[data-preview] img[data-share-image]').count()).toBe(0)
  })

  it('names the drop zone by what the pointer can do: drag with a mouse, choose on a touch screen', async () => {
    // What the label reads as rendered (its words for the other pointer are not displayed).
    const labelText = (page: Page) =>
      page.locator('input[type="file"]').evaluate((input) => (input as HTMLInputElement).labels?.[0]?.innerText ?? '')
    const desktop = await openTool(DESKTOP)
    expect(await labelText(desktop.page)).toMatch(/^Logo hierher ziehen oder Datei auswählen\n/)
    const phone = await openTool(PHONE)
    expect(await phone.page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
    expect(await labelText(phone.page)).toMatch(/^Logo auswählen\n/)
  })

  it('links back to the voting page', async () => {
    const { page } = await openTool(PHONE)
    expect(await page.locator('a', { hasText: 'Zurück zum Voting' }).getAttribute('href')).toBe('/wildcard-voting')
  })
})

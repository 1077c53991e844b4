// Full-page screenshots of routes at phone and desktop width, for looking at pages as a visitor does.
// Usage: tsx scripts/screenshot.ts <baseUrl> <outDir> /path [/path …]
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { gates } from '../data/gates'
import { loadRouteTable } from '../server/routes'
import { distDir } from './lib/serve-build'

const [baseUrl, outDir, ...paths] = process.argv.slice(2)
if (!baseUrl || !outDir || paths.length === 0) {
  console.error('usage: tsx scripts/screenshot.ts <baseUrl> <outDir> /path [/path …]')
  process.exit(2)
}
mkdirSync(outDir, { recursive: true })
// Which page is gated comes from the build's route manifest (the page's +config.ts names its gate).
const routes = loadRouteTable(distDir)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 800 },
    locale: 'de-DE',
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  // The web font is `font-display: optional`: a page whose font is not there within ~100 ms keeps the fallback
  // for that view (on a busy machine, the first one). One visit first puts the font in the browser's cache.
  await page.goto(`${baseUrl}/impressum`, { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
    // Gated pages: log in with the passphrase from the environment (the gate's setting in data/gates.ts).
    const gate = page.locator('input[name="passphrase"]')
    const gateName = routes.findPage(path)?.gate
    const setting = gateName ? gates[gateName].passphraseSetting : undefined
    const passphrase = setting ? process.env[setting] : undefined
    if ((await gate.count()) > 0 && passphrase) {
      await gate.fill(passphrase)
      await Promise.all([page.waitForLoadState('networkidle'), gate.press('Enter')])
      await page.waitForLoadState('networkidle')
    }
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 30))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(300)
    const file = join(outDir, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`)
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
    // Long pages are also saved screen by screen, as a visitor scrolls through them (one full-page capture of a
    // very tall page can come out blank at its end), so each part can be looked at in full resolution.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const screen = page.viewportSize()?.height ?? 800
    if (height > screen) {
      for (let top = 0, part = 1; top < height; top += screen, part++) {
        await page.evaluate((y) => window.scrollTo(0, y), top)
        // Each part is the screen as it stands (the last one stops at the page's end and overlaps the one before:
        // cut to where that one ended, it showed the sticky header half hidden, as no visitor sees it).
        await page.waitForTimeout(100)
        const partFile = file.replace(/\.png$/, `-part${part}.png`)
        await page.screenshot({ path: partFile })
        console.log(partFile)
      }
    }
  }
  await context.close()
}
await browser.close()

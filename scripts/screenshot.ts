// Full-page screenshots of routes at phone and desktop width, for looking at pages as a visitor does.
// Usage: tsx scripts/screenshot.ts <baseUrl> <outDir> /path [/path …]
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const [baseUrl, outDir, ...paths] = process.argv.slice(2)
if (!baseUrl || !outDir || paths.length === 0) {
  console.error('usage: tsx scripts/screenshot.ts <baseUrl> <outDir> /path [/path …]')
  process.exit(2)
}
mkdirSync(outDir, { recursive: true })
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
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
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
  }
  await context.close()
}
await browser.close()

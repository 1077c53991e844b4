// Social preview images, touch icon and favicon, rendered from HTML with Debian's Chromium.
// Usage: npx tsx scripts/make-brand-images.ts  (writes into public/)
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { site } from '../data/site'

const font = readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2').toString(
  'base64',
)
const mark = (size: number) =>
  `<svg viewBox="0 0 32 32" width="${size}" height="${size}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#D61F76"/><stop offset="1" stop-color="#7C3AED"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M13 10.5v11l9-5.5z" fill="#fff"/></svg>`

const social = (height: number) => `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: ${height}px; font-family: Inter; color: #fff; overflow: hidden;
  background: radial-gradient(70% 90% at 90% 0%, rgba(214,31,118,.55) 0%, transparent 60%),
    radial-gradient(60% 80% at 0% 100%, rgba(124,58,237,.5) 0%, transparent 60%), #0F1733;
  display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; letter-spacing: -1px; }
h1 { font-size: 84px; line-height: 1.02; font-weight: 800; letter-spacing: -3px; max-width: 980px; }
h1 span { background: linear-gradient(120deg, #F472B6, #C4B5FD); -webkit-background-clip: text; color: transparent; }
p { font-size: 28px; color: #D3DAE8; white-space: nowrap; }
.pill { display: inline-block; padding: 10px 22px; border-radius: 999px; background: rgba(255,255,255,.12); font-size: 26px; font-weight: 600; }
</style></head><body>
<div class="brand">${mark(64)}${site.name}</div>
<h1>Pitch Once. <span>Reach Hundreds.</span></h1>
<div style="display:flex;justify-content:space-between;align-items:center"><p>60&nbsp;Sekunden Video-Pitch · KI-Matching · Business Angels</p><span class="pill">onepitch.de</span></div>
</body></html>`

const icon = (size: number) =>
  `<!doctype html><html><head><style>*{margin:0}body{width:${size}px;height:${size}px;background:transparent}</style></head><body>${mark(size)}</body></html>`

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10)
  header.writeUInt16LE(32, 12)
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18)
  return Buffer.concat([header, png])
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
const shoot = async (html: string, width: number, height: number, transparent = false) => {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(html, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  const png = await page.screenshot({ type: 'png', omitBackground: transparent })
  await page.close()
  return png
}
writeFileSync('public/images/og/default-og.png', await shoot(social(630), 1200, 630))
writeFileSync('public/images/og/default-twitter.png', await shoot(social(600), 1200, 600))
writeFileSync('public/apple-touch-icon.png', await shoot(icon(180), 180, 180))
writeFileSync('public/favicon.ico', icoFromPng(await shoot(icon(32), 32, 32, true), 32))
await browser.close()
console.log('brand images written: og (1200×630), twitter (1200×600), apple-touch-icon (180×180), favicon.ico (32×32)')

// Renders the share template of the wildcard share tool (public/images/share/spotlight-share-template.png,
// 1200×630, and the same as a JPEG the tool shows before a logo is chosen): brand gradient, headline, and a white rounded area in the centre where the browser draws the
// startup's logo (fit box 600×200, see components/share-image/fit-logo.ts). Reproducible: the same HTML,
// our self-hosted Inter font and Debian's Chromium give the same picture.
// Usage: npx tsx scripts/make-share-template.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { LOGO_BOX } from '../components/share-image/fit-logo'
import { shareTemplateText, shareToolCopy } from '../data/share-image'
import { site } from '../data/site'

const root = join(import.meta.dirname, '..')
const out = join(root, 'public', shareToolCopy.templateUrl)
const preview = join(root, 'public', shareToolCopy.previewUrl)
const previewHalf = join(root, 'public', shareToolCopy.previewHalfUrl)
const WIDTH = 1200
const HEIGHT = 630
// The white area: the logo box plus a margin, centred like the logo.
const AREA = { width: LOGO_BOX.width + 64, height: LOGO_BOX.height + 48 }

const font = readFileSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'))
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')

const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><style>
@font-face { font-family: 'Inter'; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: 'Inter', sans-serif; color: #fff;
  background: linear-gradient(120deg, #D61F76 0%, #9D2BC9 55%, #7C3AED 100%); position: relative; }
.glow { position: absolute; border-radius: 50%; background: rgba(255,255,255,0.09); }
.dots { position: absolute; inset: 0; background-image: radial-gradient(rgba(255,255,255,0.16) 1.4px, transparent 1.6px);
  background-size: 28px 28px; -webkit-mask-image: linear-gradient(180deg, transparent 0%, #000 60%, transparent 100%); opacity: .55; }
.top { position: absolute; top: 34px; left: 56px; right: 56px; display: flex; align-items: center; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 12px; font-size: 28px; font-weight: 800; letter-spacing: -0.02em; }
.pill { font-size: 18px; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; padding: 9px 18px;
  border-radius: 999px; background: rgba(255,255,255,0.16); border: 1.5px solid rgba(255,255,255,0.35); }
h1 { position: absolute; top: 94px; left: 0; right: 0; text-align: center; font-size: 50px; font-weight: 800;
  letter-spacing: -0.025em; line-height: 1.1; text-shadow: 0 2px 12px rgba(60, 0, 60, 0.25); }
.area { position: absolute; left: ${(WIDTH - AREA.width) / 2}px; top: ${(HEIGHT - AREA.height) / 2}px;
  width: ${AREA.width}px; height: ${AREA.height}px; background: #fff; border-radius: 36px;
  box-shadow: 0 24px 60px -18px rgba(15, 23, 51, 0.55), 0 0 0 8px rgba(255,255,255,0.18); }
.bottom { position: absolute; left: 0; right: 0; bottom: 68px; text-align: center; display: flex; flex-direction: column; gap: 8px; }
.line { font-size: 26px; font-weight: 700; display: inline-flex; align-items: center; justify-content: center; gap: 12px; }
.final { font-size: 20px; font-weight: 500; color: rgba(255,255,255,0.9); }
</style></head><body>
<div class="glow" style="width:520px;height:520px;left:-180px;top:-240px"></div>
<div class="glow" style="width:420px;height:420px;right:-140px;bottom:-220px"></div>
<div class="dots"></div>
<div class="top">
  <span class="brand">
    <svg width="40" height="40" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#D61F76"/><stop offset="1" stop-color="#7C3AED"/></linearGradient></defs>
      <rect width="32" height="32" rx="9" fill="#fff"/><path d="M13 10.5v11l9-5.5z" fill="url(#g)"/></svg>
    ${escapeHtml(site.name)}
  </span>
  <span class="pill">${escapeHtml(shareTemplateText.badge)}</span>
</div>
<h1>${escapeHtml(shareTemplateText.headline)}</h1>
<div class="area"></div>
<div class="bottom">
  <span class="line"><svg width="26" height="26" viewBox="0 0 24 24" fill="#fff"><path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z"/></svg>${escapeHtml(shareTemplateText.line)}</span>
  <span class="final">${escapeHtml(shareTemplateText.final)}</span>
</div>
</body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 })
  await page.setContent(html)
  await page.evaluate(() => document.fonts.ready)
  const clip = { x: 0, y: 0, width: WIDTH, height: HEIGHT }
  writeFileSync(out, await page.screenshot({ type: 'png', clip }))
  writeFileSync(preview, await page.screenshot({ type: 'jpeg', quality: 78, clip }))
  // The half-size preview for phones: the same page drawn at half the pixel density.
  const half = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 0.5 })
  await half.setContent(html)
  await half.evaluate(() => document.fonts.ready)
  writeFileSync(previewHalf, await half.screenshot({ type: 'jpeg', quality: 78, clip }))
  console.log(`${out}, ${preview}, ${previewHalf} (${WIDTH}×${HEIGHT})`)
} finally {
  await browser.close()
}

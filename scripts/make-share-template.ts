// Renders the share templates of the wildcard share tool, one per text variant (data/share-image.ts: inviting to
// vote, thanking for the votes, in the past tense) and format (components/share-image/fit-logo.ts): the post
// image (1200×630), the square one (1080×1080) and the story (1080×1920), each as a PNG the browser draws the logo on and as a JPEG at
// full and half size the tool shows before a logo is chosen. Brand gradient, headline, and a white rounded area
// around the format's logo box. Reproducible: the same HTML, our self-hosted Inter font and Debian's Chromium
// give the same picture. The PNGs go through pngquant where it is installed (apt-get install pngquant): a
// quarter of the size, the gradient dithered; without it they are written as Chromium made them.
// Usage: npx tsx scripts/make-share-template.ts
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { SHARE_FORMATS, type ShareFormat } from '../components/share-image/fit-logo'
import { type ShareTemplateVariant, shareTemplateText, shareToolCopy } from '../data/share-image'
import { site } from '../data/site'

const root = join(import.meta.dirname, '..')
// The white area: the logo box plus a margin.
const MARGIN = { x: 32, y: 24 }

/** What differs between the formats beyond their size: the type scale and where the text blocks sit. */
const layout: Record<ShareFormat, string> = {
  post: `
.top { top: 30px; left: 48px; right: 48px; }
.brand { font-size: 32px; } .brand svg { width: 44px; height: 44px; }
.pill { font-size: 22px; padding: 9px 20px; }
h1 { top: 96px; font-size: 52px; }
.bottom { bottom: 30px; gap: 4px; }
.line { font-size: 38px; padding: 0 40px; } .line svg { width: 36px; height: 36px; }
.final { font-size: 34px; }
.glow.a { width: 520px; height: 520px; left: -180px; top: -240px; }
.glow.b { width: 420px; height: 420px; right: -140px; bottom: -220px; }`,
  square: `
.top { top: 56px; left: 64px; right: 64px; }
.brand { font-size: 34px; } .brand svg { width: 48px; height: 48px; }
.pill { font-size: 26px; padding: 11px 24px; }
h1 { top: 176px; left: 80px; right: 80px; font-size: 80px; line-height: 1.06; text-wrap: balance; }
.bottom { bottom: 96px; gap: 14px; }
.line { font-size: 44px; } .line svg { width: 42px; height: 42px; }
.final { font-size: 36px; }
.glow.a { width: 760px; height: 760px; left: -300px; top: -360px; }
.glow.b { width: 620px; height: 620px; right: -240px; bottom: -300px; }`,
  // Text clear of the story apps' top bar (about 250 px) and reply field (about 250 px).
  story: `
.top { top: 260px; left: 80px; right: 80px; }
.brand { font-size: 40px; } .brand svg { width: 56px; height: 56px; }
.pill { font-size: 28px; padding: 12px 26px; }
h1 { top: 390px; left: 80px; right: 80px; font-size: 96px; line-height: 1.05; text-wrap: balance; }
.bottom { bottom: 450px; gap: 18px; }
.line { font-size: 50px; padding: 0 90px; } .line svg { width: 46px; height: 46px; }
.final { font-size: 40px; }
.glow.a { width: 900px; height: 900px; left: -360px; top: -300px; }
.glow.b { width: 780px; height: 780px; right: -300px; bottom: -240px; }`,
}

const font = readFileSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'))
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')
// The headline and the line under the logo break between words, never at a hyphen ("Wildcard-" / "Voting").

function templateHtml(format: ShareFormat, variant: ShareTemplateVariant) {
  const { width, height, logoBox } = SHARE_FORMATS[format]
  const text = shareTemplateText[variant]
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><style>
@font-face { font-family: 'Inter'; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: ${width}px; height: ${height}px; overflow: hidden; font-family: 'Inter', sans-serif; color: #fff;
  background: linear-gradient(120deg, #D61F76 0%, #9D2BC9 55%, #7C3AED 100%); position: relative; }
.glow { position: absolute; border-radius: 50%; background: rgba(255,255,255,0.09); }
.dots { position: absolute; inset: 0; background-image: radial-gradient(rgba(255,255,255,0.16) 1.4px, transparent 1.6px);
  background-size: 28px 28px; -webkit-mask-image: linear-gradient(180deg, transparent 0%, #000 60%, transparent 100%); opacity: .55; }
.top { position: absolute; display: flex; align-items: center; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 12px; font-size: 28px; font-weight: 800; letter-spacing: -0.02em; }
.pill { font-size: 18px; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; padding: 9px 18px;
  border-radius: 999px; background: rgba(255,255,255,0.16); border: 1.5px solid rgba(255,255,255,0.35); }
h1 { position: absolute; left: 0; right: 0; text-align: center; font-weight: 800;
  letter-spacing: -0.025em; line-height: 1.1; text-shadow: 0 2px 12px rgba(60, 0, 60, 0.25); }
.area { position: absolute; left: ${logoBox.x - MARGIN.x}px; top: ${logoBox.y - MARGIN.y}px;
  width: ${logoBox.width + 2 * MARGIN.x}px; height: ${logoBox.height + 2 * MARGIN.y}px; background: #fff; border-radius: 36px;
  box-shadow: 0 24px 60px -18px rgba(15, 23, 51, 0.55), 0 0 0 8px rgba(255,255,255,0.18); }
.bottom { position: absolute; left: 0; right: 0; text-align: center; display: flex; flex-direction: column; gap: 8px; }
.line { font-size: 26px; font-weight: 700; padding: 0 48px; text-wrap: balance; }
.line svg { vertical-align: -0.2em; margin-right: 12px; }
.final { font-size: 20px; font-weight: 600; color: rgba(255,255,255,0.92); }
${layout[format]}
</style></head><body>
<div class="glow a"></div>
<div class="glow b"></div>
<div class="dots"></div>
<div class="top">
  <span class="brand">
    <svg width="40" height="40" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#D61F76"/><stop offset="1" stop-color="#7C3AED"/></linearGradient></defs>
      <rect width="32" height="32" rx="9" fill="#fff"/><path d="M13 10.5v11l9-5.5z" fill="url(#g)"/></svg>
    ${escapeHtml(site.name)}
  </span>
  <span class="pill">${escapeHtml(text.badge)}</span>
</div>
<h1>${escapeHtml(text.headline).replaceAll('-', '&#8209;')}</h1>
<div class="area"></div>
<div class="bottom">
  <span class="line"><svg width="26" height="26" viewBox="0 0 24 24" fill="#fff"><path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z"/></svg>${escapeHtml(text.line).replaceAll('-', '&#8209;')}</span>
  <span class="final">${escapeHtml(text.final)}</span>
</div>
</body></html>`
}

/** The PNG made smaller by pngquant (256 colours, dithered) if it is installed and keeps the quality; else as is. */
function smallPng(png: Buffer): Buffer {
  const quantized = spawnSync('pngquant', ['--quality=80-100', '--speed=1', '--strip', '-'], { input: png })
  return quantized.status === 0 && quantized.stdout.length > 0 ? quantized.stdout : png
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  for (const [variant, { formats }] of Object.entries(shareToolCopy) as [
    ShareTemplateVariant,
    (typeof shareToolCopy)[ShareTemplateVariant],
  ][])
    for (const { id, templateUrl, previewUrl, previewHalfUrl } of formats) {
      const { width, height } = SHARE_FORMATS[id]
      const html = templateHtml(id, variant)
      const clip = { x: 0, y: 0, width, height }
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
      await page.setContent(html)
      await page.evaluate(() => document.fonts.ready)
      writeFileSync(join(root, 'public', templateUrl), smallPng(await page.screenshot({ type: 'png', clip })))
      writeFileSync(join(root, 'public', previewUrl), await page.screenshot({ type: 'jpeg', quality: 78, clip }))
      // The half-size preview for phones: the same page drawn at half the pixel density.
      const half = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 0.5 })
      await half.setContent(html)
      await half.evaluate(() => document.fonts.ready)
      writeFileSync(join(root, 'public', previewHalfUrl), await half.screenshot({ type: 'jpeg', quality: 78, clip }))
      await Promise.all([page.close(), half.close()])
      console.log(`${variant} ${id} (${width}×${height}): ${templateUrl}, ${previewUrl}, ${previewHalfUrl}`)
    }
} finally {
  await browser.close()
}

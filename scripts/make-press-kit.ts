// Builds the press kit served under /downloads/presse/ and the previews on the page:
//   logo-paket.zip                         logo as SVG and PNG (colour, white, picture mark) + usage notes
//   pressemitteilung-spotlight-2025.pdf    the press release (text in pages/presse/copy.ts)
//   key-visual-{buehne,pitch-screen,finale}.jpg   illustrative key visuals, 1920×1080 (no event photos exist)
//   video-teaser-spotlight-2025.mp4        a 12-second 16:9 H.264 teaser (1280×720, no audio)
// plus thumbnails in public/images/presse/ and the file sizes in data/press-kit.ts.
// Needs Debian's chromium, ffmpeg and pdftoppm (poppler-utils). Same input, same bytes.
// Usage: npx tsx scripts/make-press-kit.ts
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { zipSync } from 'fflate'
import { chromium, type Page } from 'playwright-core'
import { spotlightEvent } from '../data/event'
import { site } from '../data/site'
import { pressReleaseBlocks, pressReleaseTitle } from '../pages/presse/copy'
import { loadConfig } from '../server/config'
import { createPdf } from '../server/pdf'
import { finaleScene, logoSvg, markSvg, pitchScreenScene, stageScene, WORDMARK } from './press-kit/artwork'
import { logoReadme } from './press-kit/logo-readme'
import { teaserCloser, teaserFigures, teaserOpener } from './press-kit/teaser'

const root = resolve(import.meta.dirname, '..')
const downloads = join(root, 'public/downloads/presse')
const previews = join(root, 'public/images/presse')
const work = mkdtempSync(join(tmpdir(), 'press-kit-'))
mkdirSync(downloads, { recursive: true })
mkdirSync(previews, { recursive: true })

const { SITE_URL: siteUrl, links } = loadConfig({ SITE_URL: process.env.SITE_URL }).config
const host = new URL(siteUrl).host.replace(/^www\./, '')
const slug = site.name.toLowerCase()
const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-lcd-text'],
})

async function newPage(width: number, height: number, scale: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale })
  return context.newPage()
}

// 1. Logo pack: measure the wordmark with the real font, then write SVGs and render PNGs from them.
async function logoPack(): Promise<Buffer> {
  const page = await newPage(800, 200, 1)
  await page.setContent(`<!doctype html><html><body style="margin:0">${logoSvg('colour', 400)}</body></html>`)
  await page.evaluate(() => document.fonts.ready)
  const textWidth = await page.evaluate(() => document.querySelector('text')?.getComputedTextLength() ?? 0)
  if (textWidth < 100) throw new Error(`wordmark measured ${textWidth}px: font not loaded?`)
  await page.context().close()

  const svgs = { colour: logoSvg('colour', textWidth), white: logoSvg('white', textWidth), mark: markSvg() }
  const png = async (svg: string, width: number, height: number, scale: number) => {
    const shot = await newPage(width, height, scale)
    await shot.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${width}px;height:${height}px" `)}</body></html>`,
    )
    await shot.evaluate(() => document.fonts.ready)
    const bytes = await shot.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } })
    await shot.context().close()
    return bytes
  }
  const logoWidth = Math.ceil(WORDMARK.height + WORDMARK.gap + textWidth + 2)
  const pngScale = 1200 / logoWidth
  const folder = `${slug}-logo-paket`
  const entries: { name: string; data: Uint8Array }[] = [
    { name: `${folder}/LIESMICH.txt`, data: Buffer.from(logoReadme(slug, links.contact), 'utf8') },
    { name: `${folder}/svg/${slug}-logo-farbig.svg`, data: Buffer.from(svgs.colour) },
    { name: `${folder}/svg/${slug}-logo-weiss.svg`, data: Buffer.from(svgs.white) },
    { name: `${folder}/svg/${slug}-bildmarke.svg`, data: Buffer.from(svgs.mark) },
    {
      name: `${folder}/png/${slug}-logo-farbig.png`,
      data: await png(svgs.colour, logoWidth, WORDMARK.height, pngScale),
    },
    {
      name: `${folder}/png/${slug}-logo-weiss.png`,
      data: await png(svgs.white, logoWidth, WORDMARK.height, pngScale),
    },
    { name: `${folder}/png/${slug}-bildmarke-512.png`, data: await png(svgs.mark, 512, 512, 1) },
  ]
  // A fixed timestamp (the day applications opened) keeps the archive byte-for-byte reproducible.
  const mtime = new Date(spotlightEvent.applicationsOpen)
  return Buffer.from(
    zipSync(Object.fromEntries(entries.map((entry) => [entry.name, [entry.data, { mtime, level: 9 }]]))),
  )
}

// 2. Key visuals (1920×1080 JPG) and their thumbnails (600×338: at most twice the largest displayed width).
async function keyVisual(name: string, html: string) {
  const page = await newPage(1280, 720, 1.5)
  await page.setContent(html)
  await page.evaluate(() => document.fonts.ready)
  const file = join(downloads, `${name}.jpg`)
  await page.screenshot({ path: file, type: 'jpeg', quality: 86 })
  await page.context().close()
  ffmpeg(
    '-i',
    file,
    '-vf',
    'scale=600:338:flags=lanczos',
    '-q:v',
    '4',
    '-fflags',
    '+bitexact',
    join(previews, `${name}.jpg`),
  )
}

// 3. Teaser: six slides of 2.4 s with 0.5 s cross-fades, encoded single-threaded (deterministic).
async function teaser(slides: string[]) {
  const pngs: string[] = []
  for (const [index, html] of slides.entries()) {
    const page = await newPage(1280, 720, 1)
    await page.setContent(html)
    await page.evaluate(() => document.fonts.ready)
    const path = join(work, `slide-${index}.png`)
    await page.screenshot({ path })
    await page.context().close()
    pngs.push(path)
  }
  const hold = 2.4
  const fade = 0.5
  const inputs = pngs.flatMap((path) => ['-loop', '1', '-framerate', '25', '-t', String(hold), '-i', path])
  const transitions = ['fade', 'smoothleft', 'fade', 'smoothup', 'fade']
  let graph = ''
  let last = '[0:v]'
  for (let i = 1; i < pngs.length; i++) {
    const out = i === pngs.length - 1 ? '[v]' : `[x${i}]`
    graph += `${last}[${i}:v]xfade=transition=${transitions[i - 1]}:duration=${fade}:offset=${(i * (hold - fade)).toFixed(2)}${out};`
    last = out
  }
  const file = join(downloads, 'video-teaser-spotlight-2025.mp4')
  ffmpeg(
    ...inputs,
    '-filter_complex',
    `${graph}[v]format=yuv420p[out]`,
    '-map',
    '[out]',
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-preset',
    'slow',
    '-crf',
    '24',
    '-threads',
    '1',
    '-x264-params',
    'threads=1:lookahead-threads=1',
    '-r',
    '25',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    file,
  )
  // Poster for the player on the page: the figures slide.
  const poster = pngs[3] ?? pngs[0]!
  ffmpeg('-i', poster, '-vf', 'scale=600:338:flags=lanczos', '-q:v', '4', join(previews, 'video-teaser.jpg'))
}

try {
  writeFileSync(join(downloads, 'logo-paket.zip'), await logoPack())

  const pdf = join(downloads, 'pressemitteilung-spotlight-2025.pdf')
  writeFileSync(
    pdf,
    createPdf(pressReleaseBlocks(siteUrl, links.contact), {
      title: pressReleaseTitle,
      author: site.legalName,
      brand: site.name,
      date: new Date(spotlightEvent.applicationsOpen),
    }),
  )
  execFileSync('pdftoppm', [
    '-png',
    '-scale-to-x',
    '360',
    '-scale-to-y',
    '-1',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    join(previews, 'pressemitteilung-vorschau'),
  ])

  const scenes = { buehne: stageScene(), 'pitch-screen': pitchScreenScene(), finale: finaleScene() }
  for (const [name, html] of Object.entries(scenes)) await keyVisual(`key-visual-${name}`, html)

  await teaser([
    teaserOpener(),
    scenes.buehne,
    scenes['pitch-screen'],
    teaserFigures(),
    scenes.finale,
    teaserCloser(host),
  ])
} finally {
  await browser.close()
  rmSync(work, { recursive: true, force: true })
}

const names = [
  'logo-paket.zip',
  'pressemitteilung-spotlight-2025.pdf',
  'key-visual-buehne.jpg',
  'key-visual-pitch-screen.jpg',
  'key-visual-finale.jpg',
  'video-teaser-spotlight-2025.mp4',
] as const
const sizes = names.map((name) => `  '${name}': ${statSync(join(downloads, name)).size},`)
writeFileSync(
  join(root, 'data/press-kit.ts'),
  `// Generated by scripts/make-press-kit.ts – do not edit. Sizes in bytes of the files in public/downloads/presse/.\nexport const pressKitFiles = {\n${sizes.join('\n')}\n} as const\n`,
)
for (const line of sizes) console.log(`make-press-kit:${line.replace(',', ' bytes')}`)

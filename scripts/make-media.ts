// Builds the media of the three fictional demo startups (data/startups.ts), so the site serves them itself:
//   public/media/pitches/<id>.mp4  9:16 pitch, 34 s: the founder (her Lorelei portrait) speaks to the viewer with
//                                  burnt-in captions in Inter, four designed product scenes, then her ask; parts
//                                  change with a push, captions with a cut. 540×960, 25 fps, H.264 Main, yuv420p,
//                                  +faststart, no audio track, under 2 MB
//   public/media/pitches/<id>.jpg  poster: the clip's first frame (the founder greeting; the ask ends on the
//                                  same framing, so the loop joins); <id>-180.jpg and <id>-360.jpg: the poster
//                                  scaled down, for small pictures of it (a srcset, see POSTER_WIDTHS)
//   public/media/logos/<id>.svg    geometric logo mark, 96×96
// The scenes are HTML (scripts/media/pitch-scenes.ts, pitch-page.ts) rendered frame by frame with Debian's
// Chromium and encoded with ffmpeg; every text stays in the zone the card's overlays leave free.
// Usage: npx tsx scripts/make-media.ts [id …]   (or npm run media)
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { POSTER_WIDTHS, posterCopy } from '../data/startups'
import { ASK, DURATION, FPS, HEIGHT, INTRO, pitchPage, WIDTH } from './media/pitch-page'
import { pitches, SAFE } from './media/pitch-scenes'

const root = join(import.meta.dirname, '..')
const pitchDir = join(root, 'public/media/pitches')
const logoDir = join(root, 'public/media/logos')
mkdirSync(pitchDir, { recursive: true })
mkdirSync(logoDir, { recursive: true })

const args = process.argv.slice(2)
// --preview=<dir>: only write stills per clip (every caption, the middle of each push, each product scene), with
// the card's overlays outlined in red, no encoding.
const preview = args.find((arg) => arg.startsWith('--preview='))?.slice('--preview='.length)
const only = args.filter((arg) => !arg.startsWith('--'))
const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args])
const probe = (file: string, entries: string) =>
  execFileSync('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'csv=p=0', file]).toString().trim()

// Preview only: where the card's own overlays cover the clip (scripts/media/pitch-scenes.ts, SAFE).
const guides = `body::after { content: ''; position: absolute; z-index: 99; pointer-events: none; inset: 0; background:
  linear-gradient(#f008, #f008) 0 ${SAFE.top}px / 100% 2px no-repeat,
  linear-gradient(#f008, #f008) 0 ${SAFE.bottom + 10}px / 100% 2px no-repeat,
  linear-gradient(#f008, #f008) ${WIDTH - 95}px 228px / 2px 287px no-repeat,
  linear-gradient(#f008, #f008) ${SAFE.right}px ${SAFE.top}px / 2px ${SAFE.bottom - SAFE.top}px no-repeat; }`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-lcd-text'],
})
try {
  for (const pitch of pitches.filter((p) => only.length === 0 || only.includes(p.id))) {
    const work = mkdtempSync(join(tmpdir(), `pitch-${pitch.id}-`))
    try {
      const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 })
      await page.setContent(pitchPage(pitch))
      await page.evaluate(() => document.fonts.ready)
      // Every caption line of the founder fits in two lines of the free zone.
      const long = await page.evaluate(
        ({ left, right }) =>
          [...document.querySelectorAll<HTMLElement>('.f-line')].flatMap((line) => {
            line.style.display = 'block'
            const rows = [...(line.querySelector('span')?.getClientRects() ?? [])]
            line.style.display = 'none'
            const outside = rows.some((row) => row.left < left || row.right > right)
            return rows.length > 2 || outside ? [`${line.textContent} (${rows.length} lines)`] : []
          }),
        { left: SAFE.left, right: SAFE.right },
      )
      if (long.length) throw new Error(`make-media: ${pitch.id}: captions too long: ${long.join('; ')}`)
      if (preview) {
        mkdirSync(preview, { recursive: true })
        await page.addStyleTag({ content: guides })
        const slot = (DURATION - INTRO - ASK) / pitch.scenes.length
        const times = [
          ...pitch.founder.intro.map((_, k) => ((k + 0.5) * INTRO) / pitch.founder.intro.length),
          INTRO + 0.18,
          ...pitch.scenes.map((_, k) => INTRO + k * slot + slot - 0.5),
          DURATION - ASK + 0.18,
          ...pitch.founder.ask.map((_, k) => DURATION - ASK + ((k + 0.5) * ASK) / pitch.founder.ask.length),
          0,
          DURATION - 1 / FPS,
        ]
        for (const t of times) {
          await page.evaluate((at) => (window as unknown as { render: (t: number) => void }).render(at), t)
          await page.screenshot({ path: join(preview, `${pitch.id}-${t.toFixed(2).padStart(5, '0')}.png`) })
        }
        await page.close()
        continue
      }
      const frames = Math.round(DURATION * FPS)
      for (let i = 0; i < frames; i++) {
        await page.evaluate((t) => (window as unknown as { render: (t: number) => void }).render(t), i / FPS)
        await page.screenshot({ path: join(work, `${String(i).padStart(4, '0')}.png`) })
      }
      await page.close()
      const mp4 = join(pitchDir, `${pitch.id}.mp4`)
      ffmpeg([
        ...['-framerate', String(FPS), '-i', join(work, '%04d.png')],
        ...['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', '27', '-pix_fmt', 'yuv420p'],
        ...['-g', String(FPS * 3), '-threads', '1', '-an', '-movflags', '+faststart'],
        ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1', mp4],
      ])
      const jpg = join(pitchDir, `${pitch.id}.jpg`)
      ffmpeg(['-i', join(work, '0000.png'), '-q:v', '4', '-fflags', '+bitexact', '-flags:v', '+bitexact', jpg])
      for (const width of POSTER_WIDTHS) posterVariant(jpg, width)
      check(pitch.id, mp4, jpg)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }
} finally {
  await browser.close()
}

/** Writes `<poster>-<width>.jpg`: the poster scaled to `width`, the same aspect ratio. */
function posterVariant(jpg: string, width: number) {
  const out = posterCopy(jpg, width)
  ffmpeg([
    '-i',
    jpg,
    '-vf',
    `scale=${width}:-2:flags=lanczos`,
    '-q:v',
    '4',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    out,
  ])
}

/** Fails loudly unless the clip is 540×960 H.264 of at least 30 s without audio, under 2 MB, with a poster under 60 KB. */
function check(id: string, mp4: string, jpg: string) {
  const video = probe(mp4, 'stream=codec_name,width,height,pix_fmt')
  const audio = execFileSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'a',
    '-show_entries',
    'stream=index',
    '-of',
    'csv=p=0',
    mp4,
  ])
    .toString()
    .trim()
  const seconds = Number(probe(mp4, 'format=duration'))
  const problems = [
    video === `h264,${WIDTH},${HEIGHT},yuv420p` ? '' : `${mp4} is ${video}`,
    audio === '' ? '' : `${mp4} has an audio track`,
    seconds >= 30 ? '' : `${mp4} lasts ${seconds} s`,
    statSync(mp4).size < 2_000_000 ? '' : `${mp4} is over 2 MB`,
    statSync(jpg).size < 60_000 ? '' : `${jpg} is over 60 KB`,
    probe(jpg, 'stream=width,height') === `${WIDTH},${HEIGHT}` ? '' : `${jpg} is not ${WIDTH}×${HEIGHT}`,
  ].filter(Boolean)
  if (problems.length) throw new Error(`make-media: ${problems.join('; ')}`)
  const kb = (file: string) => (statSync(file).size / 1024).toFixed(1)
  console.log(`${id.padEnd(12)} mp4 ${kb(mp4).padStart(6)} KB  ${seconds} s  |  jpg ${kb(jpg).padStart(5)} KB`)
}

// Logos: one geometric mark each, no lettering.
const logos: Record<string, string> = {
  fristwerk: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="Fristwerk Logo">
  <rect width="96" height="96" rx="24" fill="#D61F76"/>
  <circle cx="48" cy="48" r="26" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-dasharray="122 42" stroke-linecap="round" transform="rotate(-90 48 48)"/>
  <path d="M37 49l8 8 15-17" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`,
  wattlinie: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="Wattlinie Logo">
  <circle cx="48" cy="48" r="48" fill="#059669"/>
  <path d="M14 56h16l8-22 12 36 9-24 5 10h18" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`,
  glanzregal: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="Glanzregal Logo">
  <rect width="96" height="96" rx="24" fill="#7C3AED"/>
  <path d="M18 44h40M18 62h60M18 80h60" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round"/>
  <path d="M72 14l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#FBCFE8"/>
</svg>
`,
}
for (const [id, svg] of Object.entries(logos)) writeFileSync(join(logoDir, `${id}.svg`), svg)

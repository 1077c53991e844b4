// The HTML page one pitch clip is rendered from: 540×960, our self-hosted Inter, the founder on camera and the
// four product scenes of scripts/media/pitch-scenes.ts as layers, and window.render(t) that poses every element
// for time t (seconds). Everything is a pure function of t, so the same t always gives the same picture.
// Timeline: the founder's intro (INTRO s), the product scenes (the rest), the founder's ask (ASK s). Parts change
// with a short push (the old part slides out to the left as the new one comes in from the right), captions
// within a part with a hard cut, so no two texts ever share a frame. The ask ends on the framing the intro
// starts with, so the loop joins.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Pitch, SAFE } from './pitch-scenes'

export const WIDTH = 540
export const HEIGHT = 960
export const DURATION = 34
export const FPS = 25
/** Seconds of the founder's intro and of her ask; the product scenes share the rest equally. */
export const INTRO = 9.6
export const ASK = 7.6
/** Seconds a push between two parts takes. */
const PUSH = 0.36

const root = join(import.meta.dirname, '../..')
const font = readFileSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'))

// The founder on camera, framed from the chest up: her whole head between the card's top overlays and the captions
// (the hair's top at y ≈ 144…170, under the status bar and below the badge and the buttons; the chin at y ≈ 426, just
// above the captions; session 31 review: with the hair under the badge the head read as cut off), her shoulders drawn
// under it down to the frame's foot, in front of a room out of focus. The head's centre sits in the middle of the zone
// the card's overlays leave free.
const FACE_SIZE = 420
/** The founder's captions sit this much lower than the scenes' texts (still above the card's name row at y 515+): a
 * gap between her chin (y ≈ 426) and the caption (from y 438), so a face crop can take the whole head without it. */
const CAPTION_DROP = 8
const FACE = { size: FACE_SIZE, left: Math.round((SAFE.left + SAFE.right) / 2 - 0.53 * FACE_SIZE), top: 88 }
/** The portrait's neck in its own square (Lorelei), as fractions of its size: where the shirt's collar goes. */
const NECK = { left: 0.35, right: 0.73, collar: 0.875 }

/**
 * The founder's portrait (a DiceBear Lorelei SVG from scripts/make-people.ts) ready to inline: without metadata,
 * without its flat ground (the room shows behind her), and its mouth wrapped in a group the page can animate while she speaks.
 */
function portrait(pitch: Pitch): string {
  const svg = readFileSync(join(root, 'public', pitch.founder.portrait), 'utf8')
    .replace(/<metadata>[\s\S]*?<\/metadata>/, '')
    .replace(/\bwidth="160" height="160"/, 'width="100%" height="100%"')
    .replaceAll('viewboxMask', `viewboxMask-${pitch.id}`)
    .replace(/(<g mask="[^"]*"><rect fill=")#[0-9A-F]{6}"/, '$1none"')
  // Lorelei draws the mouth as the one path that starts between y 640 and 700 (nose and eyes start higher).
  const mouths = [...svg.matchAll(/<path[^>]*?\sd="[Mm]\d+[ ,]?(\d+)[^>]*\/>/g)].filter(
    (match) => Number(match[1]) >= 640 && Number(match[1]) <= 700,
  )
  const mouth = mouths[0]?.[0]
  if (mouths.length !== 1 || !mouth) throw new Error(`pitch-page: no single mouth in ${pitch.founder.portrait}`)
  return svg.replace(mouth, `<g class="mouth">${mouth}</g>`)
}

/**
 * Her shoulders in the frame's coordinates: a crew-neck top in her own colour (`shirt`), drawn over the foot of the
 * portrait's neck with Lorelei's black outline, so the portrait reads as a person filmed from the chest up.
 */
function shirt(pitch: Pitch): string {
  const { size, left, top } = FACE
  const x1 = left + NECK.left * size
  const x2 = left + NECK.right * size
  const mid = (x1 + x2) / 2
  const y = top + NECK.collar * size
  // The shoulders' measures were drawn for a 500 px head; they scale with it.
  const k = (n: number) => Math.round(n * (size / 500))
  const dip = k(34)
  // From the collar the shoulders run out nearly flat, round over at the shoulder points and fall as the arms.
  const outline = `M${x1 - k(8)} ${y} C${x1 - k(60)} ${y + k(10)} ${mid - k(190)} ${y + k(22)} ${mid - k(215)} ${y + k(70)} C${mid - k(235)} ${y + k(110)} ${mid - k(238)} ${y + k(200)} ${mid - k(240)} ${HEIGHT + 10} L${mid + k(240)} ${HEIGHT + 10} C${mid + k(238)} ${y + k(200)} ${mid + k(235)} ${y + k(110)} ${mid + k(215)} ${y + k(70)} C${mid + k(190)} ${y + k(22)} ${x2 + k(60)} ${y + k(10)} ${x2 + k(8)} ${y} C${x2 - k(12)} ${y + dip} ${x1 + k(12)} ${y + dip} ${x1 - k(8)} ${y} Z`
  const collar = `M${x1 - k(8)} ${y} C${x1 + k(12)} ${y + dip} ${x2 - k(12)} ${y + dip} ${x2 + k(8)} ${y} C${x2 - k(6)} ${y + dip + k(22)} ${x1 + k(6)} ${y + dip + k(22)} ${x1 - k(8)} ${y}`
  return `<svg class="f-shirt" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" aria-hidden="true">
  <path d="${outline}" fill="${pitch.shirt}" stroke="#000" stroke-width="6" stroke-linejoin="round"/>
  <path d="${collar}" fill="color-mix(in srgb, ${pitch.shirt} 80%, #000)" stroke="#000" stroke-width="5" stroke-linejoin="round"/>
</svg>`
}

export function pitchPage(pitch: Pitch): string {
  const scenes = pitch.scenes
    .map(
      (scene) => `<section class="layer scene">
  <header class="caption"><p class="eyebrow">${scene.eyebrow}</p><h1>${scene.caption}</h1></header>
  <div class="stage">${scene.stage}</div>
</section>`,
    )
    .join('\n')
  const lines = [...pitch.founder.intro, ...pitch.founder.ask]
    .map((line) => `<p class="f-line"><span>${line}</span></p>`)
    .join('')
  const founder = `<section class="layer founder" aria-label="${pitch.founder.name}">
  <div class="f-room"><i class="f-window"></i><i class="f-shelf"></i><i class="f-books"></i><i class="f-plant"></i><i class="f-lamp"></i></div>
  <div class="f-head">${portrait(pitch)}</div>
  ${shirt(pitch)}
  ${lines}
</section>`
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
@font-face { font-family: 'Inter'; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; padding: 0; }
:root { --accent: ${pitch.accent}; --soft: ${pitch.accentSoft}; --ink: #0B1230; }
body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; position: relative; background: var(--ink);
  font-family: 'Inter', sans-serif; color: #fff; -webkit-font-smoothing: antialiased; font-feature-settings: 'cv11', 'ss01'; }
.bg { position: absolute; inset: 0; background:
  radial-gradient(520px 520px at var(--gx, 420px) var(--gy, 760px), color-mix(in srgb, var(--accent) 55%, transparent), transparent 70%),
  radial-gradient(420px 420px at var(--vx, 40px) var(--vy, 120px), rgba(124, 58, 237, 0.38), transparent 70%),
  linear-gradient(180deg, #0B1230 0%, #121A3D 100%); }
.grid { position: absolute; inset: 0; opacity: 0.22; background-image:
  linear-gradient(rgba(255,255,255,0.07) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.07) 1px, transparent 1px);
  background-size: 54px 54px; mask-image: linear-gradient(180deg, transparent 10%, #000 40%, #000 70%, transparent 100%); }
.layer { position: absolute; inset: 0; visibility: hidden; will-change: transform; }

/* The founder on camera: a room out of focus behind her (a window's light, a shelf, a plant, a lamp), her head and
   shoulders sharp in front. The shelf and its books stand at the frame's right edge (x 400+ in the frame: the room
   is 40 px larger on every side), clear of the face crops (session 31: their colours showed as strips there). */
.f-room { position: absolute; inset: -40px; background:
  radial-gradient(420px 520px at 22% 26%, #FFFFFF 0%, color-mix(in srgb, var(--soft) 30%, #F4F1EC) 55%, transparent 100%),
  linear-gradient(180deg, color-mix(in srgb, var(--soft) 28%, #ECE7E0) 0%, color-mix(in srgb, var(--soft) 42%, #D9D2C9) 100%);
  filter: blur(10px); }
.f-room i { position: absolute; display: block; }
.f-window { left: 0; top: 70px; width: 210px; height: 400px; border-radius: 6px; background:
  linear-gradient(90deg, transparent 48%, rgba(120, 110, 100, 0.35) 48% 52%, transparent 52%),
  linear-gradient(180deg, transparent 46%, rgba(120, 110, 100, 0.35) 46% 49%, transparent 49%),
  linear-gradient(180deg, #FFFFFF, #F3F6FA); box-shadow: 0 0 80px 30px rgba(255, 255, 255, 0.8); filter: blur(6px); }
.f-shelf { left: 440px; top: 330px; width: 260px; height: 16px; border-radius: 4px; background: #8A7460; filter: blur(8px); }
.f-books { left: 480px; top: 250px; width: 160px; height: 82px; filter: blur(9px); background:
  linear-gradient(90deg, var(--accent) 0 18%, transparent 18% 22%, #3B4A6B 22% 38%, transparent 38% 42%, #E8C27A 42% 52%, transparent 52% 58%, color-mix(in srgb, var(--accent) 60%, #fff) 58% 74%); }
.f-plant { left: 430px; top: 560px; width: 190px; height: 300px; border-radius: 50% 50% 40% 40%; background:
  radial-gradient(60px 90px at 30% 30%, #4F7D5C, transparent 70%), radial-gradient(70px 100px at 70% 40%, #3E6B4B, transparent 70%),
  radial-gradient(80px 90px at 50% 70%, #5A8A66, transparent 70%); filter: blur(10px); }
.f-lamp { left: -60px; top: 560px; width: 260px; height: 260px; border-radius: 50%; background: radial-gradient(closest-side, rgba(255, 214, 150, 0.75), transparent); filter: blur(12px); }
/* Her head, the portrait's square, nodding from the neck. */
.f-head { position: absolute; left: ${FACE.left}px; top: ${FACE.top}px; width: ${FACE.size}px; height: ${FACE.size}px; transform-origin: 53% 92%; }
.f-head svg { display: block; width: 100%; height: 100%; }
.f-shirt { position: absolute; left: 0; top: 0; }
.mouth { transform-box: fill-box; transform-origin: 50% 20%; }
.f-line { position: absolute; left: ${SAFE.left}px; bottom: ${HEIGHT - SAFE.bottom - CAPTION_DROP}px; width: ${SAFE.right - SAFE.left}px; text-align: center;
  font-size: 26px; line-height: 1.45; font-weight: 700; letter-spacing: -0.01em; text-wrap: balance; display: none; }
.f-line span { background: rgba(11, 18, 48, 0.92); color: #fff; padding: 3px 10px; border-radius: 10px;
  -webkit-box-decoration-break: clone; box-decoration-break: clone; }
.f-line mark { background: none; color: color-mix(in srgb, var(--accent) 45%, #fff); }
.caption { position: absolute; left: ${SAFE.left}px; top: ${SAFE.top + 6}px; width: ${SAFE.right - SAFE.left}px; }
.eyebrow { display: inline-flex; align-items: center; gap: 8px; font-size: 19px; font-weight: 650; letter-spacing: 0.02em;
  color: var(--soft); }
.eyebrow::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: var(--accent); box-shadow: 0 0 0 4px color-mix(in srgb, var(--accent) 35%, transparent); }
h1 { margin-top: 10px; font-size: 38px; line-height: 1.1; font-weight: 760; letter-spacing: -0.025em; text-wrap: balance; hyphens: manual; }
.stage { position: absolute; left: ${SAFE.left}px; top: 318px; width: 460px; height: 642px;
  /* Fades out above the card's name row, so no shape shows behind the card's own text. */
  mask-image: linear-gradient(180deg, #000 0, #000 ${SAFE.bottom - 318}px, transparent ${SAFE.bottom - 318 + 50}px); }

/* White product panel: text only in its first 185 px (the safe zone), shapes below. */
.panel { position: absolute; left: 0; top: 0; width: ${SAFE.right - SAFE.left}px; height: 620px; border-radius: 28px; background: #fff;
  color: #0B1230; padding: 22px 24px; box-shadow: 0 30px 60px -20px rgba(0,0,0,0.6), 0 0 0 1px rgba(255,255,255,0.2); overflow: hidden; }
.p-title { font-size: 21px; font-weight: 700; letter-spacing: -0.01em; }
.p-sub { font-size: 17px; color: #5B6482; margin-top: 2px; }
.field { display: flex; align-items: center; gap: 12px; margin-top: 10px; padding: 8px 14px; border-radius: 16px; background: #F5F6FA; font-size: 19px; color: #414C67; }
.field b { margin-left: auto; color: #0B1230; font-weight: 700; font-variant-numeric: tabular-nums; }
.tick { display: inline-flex; width: 28px; height: 28px; border-radius: 50%; align-items: center; justify-content: center; background: #D1FAE5; color: #047857; flex: none; }
.tick svg { width: 16px; height: 16px; }
.total { margin-top: 14px; font-size: 50px; font-weight: 780; letter-spacing: -0.03em; font-variant-numeric: tabular-nums; }
.total small { font-size: 20px; font-weight: 600; color: #5B6482; letter-spacing: 0; }
.sent, .todo { display: flex; align-items: center; gap: 10px; margin-top: 12px; font-size: 18px; font-weight: 600; color: #047857; }
.todo { color: #0B1230; }
.timer { position: absolute; right: 22px; top: 22px; width: 64px; height: 64px; }
.timer circle { fill: none; stroke: #EEF0F6; stroke-width: 6; }
.timer .ring { stroke: var(--accent); stroke-linecap: round; stroke-dasharray: 100; transform: rotate(-90deg); transform-origin: 50% 50%; }
.shapes { position: absolute; left: 24px; right: 24px; top: 230px; display: grid; gap: 14px; }
.shapes i { display: block; height: 44px; border-radius: 14px; background: #F1F2F7; }
.shapes i:nth-child(2) { width: 78%; } .shapes i:nth-child(3) { width: 56%; }
.warn { display: inline-flex; align-items: center; gap: 10px; padding: 8px 14px 8px 10px; border-radius: 999px; background: #FEF3C7; color: #92400E; font-size: 18px; font-weight: 650; }
.warn-icon { display: inline-flex; color: #D97706; }
.meter { position: relative; display: flex; align-items: baseline; gap: 10px; margin-top: 14px; font-size: 18px; color: #414C67; padding-bottom: 12px; }
.meter b { margin-left: auto; color: #0B1230; font-variant-numeric: tabular-nums; }
.meter i { position: absolute; left: 0; bottom: 0; height: 7px; width: calc(var(--w) * 100%); border-radius: 99px; background: linear-gradient(90deg, var(--accent), color-mix(in srgb, var(--accent) 60%, #7C3AED)); transform-origin: left; }
.meter::after { content: ''; position: absolute; left: 0; right: 0; bottom: 0; height: 7px; border-radius: 99px; background: #EEF0F6; z-index: -1; }
.meter { isolation: isolate; }
.score-title { display: flex; align-items: baseline; justify-content: space-between; }
.score { font-size: 40px; font-weight: 780; letter-spacing: -0.03em; color: var(--accent); font-variant-numeric: tabular-nums; }
.score small { font-size: 17px; font-weight: 600; color: #5B6482; letter-spacing: 0; }
.spark { position: absolute; left: 0; right: 0; top: 240px; width: 100%; height: 150px; }
.spark path { fill: none; stroke: var(--accent); stroke-width: 5; stroke-linecap: round; stroke-dasharray: 100; }

.stats { position: absolute; left: 0; top: 4px; width: ${SAFE.right - SAFE.left}px; display: grid; gap: 22px; }
.stat { display: flex; flex-direction: column; padding-left: 18px; border-left: 4px solid var(--accent); }
.stat b { font-size: 54px; line-height: 1; font-weight: 780; letter-spacing: -0.035em; font-variant-numeric: tabular-nums; }
.stat > span { margin-top: 6px; font-size: 20px; font-weight: 500; color: #C9CEDD; }

.chip { position: absolute; display: inline-flex; align-items: center; padding: 9px 15px; border-radius: 999px; background: #fff; color: #0B1230; font-size: 17px; font-weight: 650; box-shadow: 0 14px 30px -12px rgba(0,0,0,0.5); }
.chip-soft { background: rgba(255,255,255,0.14); color: #fff; box-shadow: none; border: 1px solid rgba(255,255,255,0.25); }
.chip-alert { background: #fff; color: #B0175F; }

.receipt { position: absolute; left: 30px; top: 6px; width: 320px; height: 600px; background: #FDFDFB; color: #1B2440; border-radius: 6px;
  padding: 24px 26px; transform: rotate(-2.5deg); box-shadow: 0 30px 60px -20px rgba(0,0,0,0.7); font-variant-numeric: tabular-nums; }
.r-head { font-size: 21px; font-weight: 750; letter-spacing: -0.01em; }
.r-sub { font-size: 15px; color: #6B7390; margin: 2px 0 12px; }
.r-row { display: flex; justify-content: space-between; font-size: 17px; padding: 7px 0; border-top: 1px dashed #D5D9E5; }
.r-sum { font-weight: 750; font-size: 19px; border-top: 2px solid #1B2440; }
.r-lines { display: grid; gap: 12px; margin-top: 40px; }
.r-lines i { display: block; height: 12px; border-radius: 6px; background: #ECEEF4; }
.r-lines i:nth-child(odd) { width: 70%; }
.finder { position: absolute; left: 8px; top: -8px; width: 376px; height: 200px; }
.finder i { position: absolute; width: 40px; height: 40px; border: 0 solid #fff; }
.finder i:nth-child(1) { left: 0; top: 0; border-width: 5px 0 0 5px; border-top-left-radius: 16px; }
.finder i:nth-child(2) { right: 0; top: 0; border-width: 5px 5px 0 0; border-top-right-radius: 16px; }
.finder i:nth-child(3) { left: 0; bottom: 0; border-width: 0 0 5px 5px; border-bottom-left-radius: 16px; }
.finder i:nth-child(4) { right: 0; bottom: 0; border-width: 0 5px 5px 0; border-bottom-right-radius: 16px; }
.scanline { position: absolute; left: 20px; width: 352px; height: 4px; border-radius: 4px; background: var(--accent);
  box-shadow: 0 0 24px 6px color-mix(in srgb, var(--accent) 70%, transparent); }
.flash { position: absolute; inset: -318px -40px -40px -40px; background: #fff; opacity: 0; }

.sensor { position: absolute; left: 220px; top: 10px; width: 200px; height: 420px; }
.s-body { position: absolute; left: 20px; top: 0; width: 150px; height: 190px; border-radius: 30px; background: linear-gradient(160deg, #FFFFFF, #DCE1EC);
  box-shadow: 0 30px 50px -18px rgba(0,0,0,0.7), inset 0 -6px 0 rgba(0,0,0,0.06); }
.s-led { position: absolute; left: 24px; top: 24px; width: 16px; height: 16px; border-radius: 50%; background: var(--accent); box-shadow: 0 0 16px 4px color-mix(in srgb, var(--accent) 80%, transparent); }
.s-mark { position: absolute; left: 42px; top: 78px; width: 66px; height: 66px; border-radius: 50%; border: 8px solid var(--accent); }
.s-clamp { position: absolute; left: 55px; top: 180px; width: 80px; height: 110px; border-radius: 0 0 40px 40px; border: 16px solid #C9CFDC; border-top: 0; }
.s-cable { position: absolute; left: 85px; top: 270px; width: 20px; height: 400px; border-radius: 10px; background: linear-gradient(180deg, #2D3752, #141B36); }

.shelf { position: absolute; left: 0; top: 36px; width: ${SAFE.right - SAFE.left}px; display: grid; gap: 14px; }
.row { display: flex; gap: 8px; height: 84px; align-items: flex-end; padding: 0 10px 0; border-bottom: 10px solid #C9CFDC; border-radius: 2px; }
.item { flex: 1; height: 86%; border-radius: 8px 8px 3px 3px; background: var(--c); position: relative; box-shadow: inset 0 -14px 0 rgba(0,0,0,0.07); }
.item:nth-child(even) { height: 74%; }
.item::after { content: ''; position: absolute; inset: -5px; border: 3px solid #34D399; border-radius: 10px; opacity: var(--box, 0); }
.gap { flex: 1; height: 80%; border-radius: 8px; position: relative; }
.gap-on { border: 3px dashed #F472B6; background: rgba(244, 114, 182, 0.16); }
</style></head><body>
<div class="bg"></div><div class="grid"></div>
${founder}
${scenes}
<script>
const D = ${DURATION}, INTRO = ${INTRO}, ASK = ${ASK}, PUSH = ${PUSH}, W = ${WIDTH}
const N = ${pitch.scenes.length}, SLOT = (D - INTRO - ASK) / N
const INTRO_LINES = ${pitch.founder.intro.length}, ASK_LINES = ${pitch.founder.ask.length}
const clamp = (v) => Math.max(0, Math.min(1, v))
const ease = (v) => { v = clamp(v); return 1 - Math.pow(1 - v, 3) }
const easeInOut = (v) => { v = clamp(v); return v < 0.5 ? 4 * v * v * v : 1 - Math.pow(-2 * v + 2, 3) / 2 }
const fmt = (v, decimals) => v.toLocaleString('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
const founder = document.querySelector('.founder')
const scenes = [...document.querySelectorAll('.scene')]
const lines = [...document.querySelectorAll('.f-line')]
const mouth = founder.querySelector('.mouth')
// The parts in order: founder (intro), the product scenes, founder (ask); each runs until the next starts.
const parts = [{ layer: founder, start: 0 }, ...scenes.map((layer, k) => ({ layer, start: INTRO + k * SLOT })), { layer: founder, start: D - ASK }]
// A wave that repeats exactly once per clip length, about every \`period\` seconds, so the loop has no jump.
const wave = (t, period, phase = 0) => Math.sin((2 * Math.PI * Math.max(1, Math.round(D / period)) * t) / D + phase)

function poseScene(scene, tau) {
  for (const el of scene.querySelectorAll('[data-in]')) {
    const p = ease((tau - Number(el.dataset.in)) / 0.45)
    el.style.opacity = p
    el.style.translate = '0 ' + ((1 - p) * 18).toFixed(2) + 'px'
  }
  for (const el of scene.querySelectorAll('[data-bar]')) el.style.transform = 'scaleX(' + ease((tau - Number(el.dataset.bar)) / 0.7) + ')'
  for (const el of scene.querySelectorAll('[data-box]')) el.style.setProperty('--box', ease((tau - Number(el.dataset.box)) / 0.3))
  for (const el of scene.querySelectorAll('[data-count]')) {
    const p = ease((tau - Number(el.dataset.countAt)) / 1.0)
    el.textContent = fmt(Number(el.dataset.count) * p, Number(el.dataset.decimals ?? 0))
  }
  for (const el of scene.querySelectorAll('[data-ring]')) el.querySelector('.ring').style.strokeDashoffset = 100 - 70 * ease((tau - Number(el.dataset.ring)) / 1.3)
  for (const el of scene.querySelectorAll('[data-draw]')) el.querySelector('path').style.strokeDashoffset = 100 - 100 * ease((tau - Number(el.dataset.draw)) / 1.3)
  for (const el of scene.querySelectorAll('[data-scan]')) {
    const phase = (((tau % 1.8) + 1.8) % 1.8) / 1.8
    el.style.top = (10 + phase * 380).toFixed(1) + 'px'
    el.style.opacity = Math.sin(Math.PI * phase).toFixed(3)
  }
  for (const el of scene.querySelectorAll('[data-drift]')) el.style.translate = '0 ' + (-4 * tau).toFixed(2) + 'px'
  for (const el of scene.querySelectorAll('[data-pulse]')) el.style.opacity = (0.55 + 0.45 * Math.cos((2 * Math.PI * tau) / 1.2)).toFixed(3)
  for (const el of scene.querySelectorAll('[data-flash]')) el.style.opacity = (0.55 * Math.exp(-(((tau - Number(el.dataset.flash)) / 0.09) ** 2))).toFixed(3)
}

// The founder speaks one caption line at a time: the line changes with a hard cut, her mouth moves in syllables
// while the line runs (closed for a moment around each change), and her head nods slightly.
function poseFounder(t) {
  const ask = t >= D / 2
  const from = ask ? D - ASK : 0
  const count = ask ? ASK_LINES : INTRO_LINES
  const length = (ask ? ASK : INTRO) / count
  const index = Math.min(count - 1, Math.floor((t - from) / length))
  lines.forEach((line, k) => { line.style.display = k === (ask ? INTRO_LINES : 0) + index ? 'block' : 'none' })
  const local = t - from - index * length
  const talk = clamp((local - 0.2) / 0.12) * clamp((length - 0.45 - local) / 0.12)
  const syllable = 0.5 - 0.5 * Math.cos(2 * Math.PI * 4.4 * local)
  const open = talk * syllable * (0.7 + 0.3 * Math.sin(2 * Math.PI * 1.3 * local + index))
  mouth.style.transform = 'scale(' + (1 - 0.08 * open).toFixed(3) + ', ' + (1 + 0.75 * open).toFixed(3) + ')'
  const nod = 3 * wave(t, 2.6) + 2 * open
  const tilt = 1.4 * wave(t, 4.3, 1)
  founder.querySelector('.f-head').style.transform = 'translateY(' + nod.toFixed(2) + 'px) rotate(' + tilt.toFixed(2) + 'deg)'
}

function show(part, x, t) {
  part.layer.style.visibility = 'visible'
  part.layer.style.transform = 'translateX(' + x.toFixed(1) + 'px)'
  if (part.layer === founder) poseFounder(t)
  else poseScene(part.layer, t - part.start)
}

window.render = (t) => {
  const w = (2 * Math.PI * t) / D
  const body = document.body.style
  body.setProperty('--gx', (400 + 60 * Math.sin(w)).toFixed(1) + 'px')
  body.setProperty('--gy', (740 + 50 * Math.cos(w)).toFixed(1) + 'px')
  body.setProperty('--vx', (60 + 40 * Math.cos(w)).toFixed(1) + 'px')
  body.setProperty('--vy', (140 + 40 * Math.sin(w)).toFixed(1) + 'px')
  for (const layer of [founder, ...scenes]) layer.style.visibility = 'hidden'
  let i = 0
  while (i + 1 < parts.length && t >= parts[i + 1].start) i++
  const p = i > 0 ? easeInOut((t - parts[i].start) / PUSH) : 1
  if (p < 1) show(parts[i - 1], -W * p, t)
  show(parts[i], W * (1 - p), t)
}
window.render(0)
</script></body></html>`
}

// Artwork of the press kit as HTML/SVG, rendered by Chromium in make-press-kit.ts: the logo files, three
// illustrative key visuals (1280×720 CSS px, rendered at 1.5× = 1920×1080), also slides of the video teaser
// (its other slides are in teaser.ts).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { shortDate, spotlightEvent } from '../../data/event'
import { finalPlaces, spotlightFigures } from '../../data/figures'
import { site } from '../../data/site'

const edition = spotlightEvent.name
const angels = spotlightFigures.angels

const require = createRequire(import.meta.url)
const interFile = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')

/** Inter, embedded as a data URL so files and pages render the same everywhere without a font request. */
const fontFace = () =>
  `@font-face{font-family:'Inter';font-style:normal;font-weight:100 900;src:url(data:font/woff2;base64,${readFileSync(interFile).toString('base64')}) format('woff2')}`

const colours = {
  brand: '#D61F76',
  mid: '#9D2BC9',
  violet: '#7C3AED',
  ink: '#0F1733',
  ink950: '#080D22',
  mint: '#10B981',
}

export const mark = (size: number, id: string) => `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colours.brand}"/><stop offset="1" stop-color="${colours.violet}"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${(size * 9) / 32}" fill="url(#${id})"/>
  <path d="M${(size * 13) / 32} ${(size * 10.5) / 32}v${(size * 11) / 32}l${(size * 9) / 32} -${(size * 5.5) / 32}z" fill="#fff"/>`

/** The picture mark alone (the play-button tile), 512 units square. */
export const markSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="${site.name} Bildmarke">${mark(512, 'g')}</svg>\n`

export const WORDMARK = { height: 64, fontSize: 40, gap: 16 } as const

/** Mark and wordmark; `textWidth` is measured in Chromium so the view box fits the name exactly. */
export function logoSvg(tone: 'colour' | 'white', textWidth: number, embedFont = true) {
  const width = Math.ceil(WORDMARK.height + WORDMARK.gap + textWidth + 2)
  const fill = tone === 'colour' ? colours.ink : '#FFFFFF'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${WORDMARK.height}" width="${width}" height="${WORDMARK.height}" role="img" aria-label="${site.name}">
${embedFont ? `<style>${fontFace()}</style>` : ''}${mark(WORDMARK.height, `g-${tone}`)}
<text x="${WORDMARK.height + WORDMARK.gap}" y="46" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="${WORDMARK.fontSize}" font-weight="800" letter-spacing="-1" fill="${fill}">${site.name}</text>
</svg>\n`
}

/** A 1280×720 slide: the shared styles (font, label, chip) plus the scene's own CSS. */
export const page = (body: string, css: string) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
${fontFace()}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:1280px;height:720px;overflow:hidden}
body{font-family:'Inter',sans-serif;-webkit-font-smoothing:antialiased;position:relative;color:#fff}
.abs{position:absolute}
.label{position:absolute;left:40px;top:34px;display:flex;align-items:center;gap:12px;font-size:15px;font-weight:600;letter-spacing:.08em;text-transform:uppercase}
.label svg{width:30px;height:30px}
.chip{display:inline-flex;align-items:center;border-radius:999px;padding:6px 14px;font-size:14px;font-weight:600}
${css}
</style></head><body>${body}</body></html>`

const label = (text: string, colour = 'rgba(255,255,255,.78)') =>
  `<div class="label" style="color:${colour}"><svg viewBox="0 0 32 32">${mark(32, `l${text.length}`)}</svg>${text}</div>`

/** Key visual 1: a stage in spotlights, the event title on the screen, an audience in the foreground. */
export function stageScene() {
  const heads = Array.from({ length: 13 }, (_, i) => {
    const x = -40 + i * 104 + (i % 2) * 18
    const s = 1 + ((i * 7) % 5) / 12
    return `<div class="person" style="left:${x}px;bottom:${-70 + ((i * 5) % 3) * 8}px;transform:scale(${s.toFixed(2)})"></div>`
  }).join('')
  return page(
    `
<div class="abs cone" style="left:120px;transform:rotate(-18deg);background:linear-gradient(rgba(236,72,153,.45),transparent 85%)"></div>
<div class="abs cone" style="right:120px;transform:rotate(18deg);background:linear-gradient(rgba(139,92,246,.5),transparent 85%)"></div>
<div class="abs cone" style="left:490px;width:300px;background:linear-gradient(rgba(255,255,255,.28),transparent 90%)"></div>
<div class="abs floor"></div>
<div class="abs pool"></div>
<div class="abs screen">
  <p class="eyebrow">Digitales Pitch-Event für B2B-Startups</p>
  <p class="title">${edition}</p>
  <p class="sub">Ein Pitch. 60 Sekunden. ${angels} Business Angels.</p>
  <div class="bar"><span></span></div>
</div>
<div class="abs speaker"><div class="head"></div><div class="body"></div></div>
<div class="abs lectern"></div>
<div class="abs timer"><span>60</span><small>Sek.</small></div>
${heads}
${label(`Key Visual · ${edition}`)}`,
    `
body{background:radial-gradient(120% 90% at 50% 0%,#27306A 0%,#0F1733 50%,#080D22 100%)}
.cone{top:-40px;width:420px;height:640px;clip-path:polygon(45% 0,55% 0,100% 100%,0 100%);filter:blur(6px);transform-origin:50% 0}
.floor{left:0;right:0;bottom:0;height:250px;background:linear-gradient(#1B2440,#0b1129);clip-path:polygon(14% 0,86% 0,100% 100%,0 100%)}
.pool{left:390px;top:470px;width:500px;height:110px;border-radius:50%;background:radial-gradient(closest-side,rgba(255,255,255,.35),transparent)}
.screen{left:280px;top:80px;width:720px;height:330px;border-radius:22px;background:linear-gradient(120deg,#D61F76 0%,#9D2BC9 55%,#7C3AED 100%);box-shadow:0 0 140px rgba(214,31,118,.5),0 30px 60px rgba(0,0,0,.4);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;text-align:center;border:6px solid #1B2440}
.eyebrow{font-size:17px;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:#FCE7F3}
.title{font-size:92px;font-weight:800;letter-spacing:-.03em;line-height:1}
.sub{font-size:24px;font-weight:500;color:#fff}
.bar{margin-top:10px;width:300px;height:8px;border-radius:8px;background:rgba(255,255,255,.3)}
.bar span{display:block;width:70%;height:100%;border-radius:8px;background:#fff}
.speaker{left:520px;top:392px;width:90px;height:150px}
.speaker .head{width:40px;height:46px;border-radius:50%;background:#0b1129;margin:0 auto;box-shadow:inset -6px 0 0 rgba(236,72,153,.35)}
.speaker .body{width:90px;height:100px;margin-top:6px;border-radius:42px 42px 10px 10px;background:#0b1129;box-shadow:inset -8px 0 0 rgba(139,92,246,.35)}
.lectern{left:640px;top:452px;width:110px;height:100px;border-radius:10px 10px 4px 4px;background:linear-gradient(#2D3752,#1B2440);box-shadow:0 -3px 0 #D61F76 inset}
.timer{right:110px;top:300px;width:120px;height:120px;border-radius:50%;background:conic-gradient(#10B981 0 300deg,rgba(255,255,255,.15) 300deg);display:flex;flex-direction:column;align-items:center;justify-content:center;box-shadow:0 20px 40px rgba(0,0,0,.35)}
.timer::before{content:'';position:absolute;inset:10px;border-radius:50%;background:#0F1733}
.timer span,.timer small{position:relative}
.timer span{font-size:40px;font-weight:800;line-height:1}
.timer small{font-size:14px;color:#A7F3D0;font-weight:600}
.person{position:absolute;width:150px;height:170px;transform-origin:50% 100%}
.person::before{content:'';position:absolute;left:45px;top:0;width:60px;height:68px;border-radius:50%;background:#04071a}
.person::after{content:'';position:absolute;left:0;top:72px;width:150px;height:120px;border-radius:70px 70px 0 0;background:#04071a}`,
  )
}

const avatar = (initials: string, from: string, to: string) =>
  `<div class="avatar" style="background:linear-gradient(135deg,${from},${to})">${initials}</div>`

const heart =
  'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z'
const chat = 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z'
const bookmark = 'm19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z'
/** A Lucide icon path inside a round button of the phone mock-up. */
const icon = (path: string) =>
  `<i><svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg></i>`

/** Key visual 2: a phone showing a video pitch with the 60-second timer, beside the claim and the angels. */
export function pitchScreenScene() {
  return page(
    `
<div class="abs blob" style="left:-120px;top:-160px;background:radial-gradient(closest-side,rgba(236,72,153,.28),transparent)"></div>
<div class="abs blob" style="right:-160px;bottom:-220px;background:radial-gradient(closest-side,rgba(124,58,237,.26),transparent)"></div>
<div class="abs phone">
  <div class="screen">
    <div class="glow"></div>
    <div class="founder"><div class="h"></div><div class="b"></div></div>
    <div class="progress"><span style="background:#fff"></span><span style="background:linear-gradient(90deg,#fff 70%,rgba(255,255,255,.3) 70%)"></span><span></span></div>
    <div class="time">0:42</div>
    <div class="side">${icon(heart)}${icon(chat)}${icon(bookmark)}</div>
    <div class="info">
      <span class="badge">Fundraising</span>
      <p class="name">Kernwerk Analytics</p>
      <p class="desc">KI-gestützte Wartungsplanung für mittelständische Fertigung</p>
      <div class="tags"><span>B2B SaaS</span><span>Industrie 4.0</span><span>Seed</span></div>
    </div>
  </div>
</div>
<div class="abs ring"><svg viewBox="0 0 120 120"><defs><linearGradient id="r" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#D61F76"/><stop offset="1" stop-color="#7C3AED"/></linearGradient></defs><circle cx="60" cy="60" r="50" fill="none" stroke="#E9EDF5" stroke-width="12"/><circle cx="60" cy="60" r="50" fill="none" stroke="url(#r)" stroke-width="12" stroke-linecap="round" stroke-dasharray="220 400" transform="rotate(-90 60 60)"/></svg><p><b>60</b><span>Sekunden</span></p></div>
<div class="abs copy">
  <p class="eyebrow">${edition}</p>
  <h1>Ein Pitch.<br><em>60 Sekunden.</em><br>${angels} Angels.</h1>
  <p class="lead">Startups pitchen per Video – Business Angels entdecken sie im vertikalen Feed.</p>
  <div class="angels">
    ${avatar('MK', '#D61F76', '#9D2BC9')}${avatar('JB', '#7C3AED', '#4C1D95')}${avatar('SL', '#059669', '#065F46')}${avatar('TR', '#2D3752', '#0F1733')}${avatar('AN', '#B0175F', '#7C3AED')}
    <span class="more">+25</span>
  </div>
  <p class="note">Verifizierte Business Angels schauen zu</p>
</div>
${label(`Key Visual · ${edition}`, '#414C67')}`,
    `
body{background:#F5F7FB;color:#0F1733}
.blob{width:720px;height:720px}
.phone{left:190px;top:86px;width:300px;height:600px;border-radius:52px;background:#080D22;padding:12px;box-shadow:0 40px 80px -20px rgba(15,23,51,.45),0 0 0 2px #2D3752 inset}
.screen{position:relative;width:100%;height:100%;border-radius:42px;overflow:hidden;background:radial-gradient(120% 80% at 70% 20%,#3b2a7a 0%,#1B2440 55%,#0F1733 100%)}
.glow{position:absolute;left:40px;top:120px;width:240px;height:240px;border-radius:50%;background:radial-gradient(closest-side,rgba(236,72,153,.55),transparent)}
.founder{position:absolute;left:58px;top:150px;width:180px}
.founder .h{width:84px;height:96px;border-radius:50%;margin:0 auto;background:linear-gradient(160deg,#F9A8D4,#9D2BC9)}
.founder .b{width:180px;height:170px;margin-top:10px;border-radius:90px 90px 0 0;background:linear-gradient(160deg,#DDD6FE,#7C3AED)}
.progress{position:absolute;left:18px;right:18px;top:22px;display:flex;gap:6px}
.progress span{flex:1;height:4px;border-radius:4px;background:rgba(255,255,255,.3)}
.time{position:absolute;right:18px;top:38px;padding:4px 10px;border-radius:999px;background:rgba(8,13,34,.6);font-size:14px;font-weight:700;color:#fff}
.side{position:absolute;right:14px;top:236px;display:flex;flex-direction:column;gap:14px}
.side i{width:44px;height:44px;border-radius:50%;background:rgba(255,255,255,.16);color:#fff;font-style:normal;font-size:20px;display:flex;align-items:center;justify-content:center}
.side i:first-child{background:#D61F76}
.info{position:absolute;left:0;right:0;bottom:0;padding:90px 20px 24px;background:linear-gradient(transparent,rgba(8,13,34,.95) 45%);color:#fff}
.badge{display:inline-block;border-radius:999px;padding:4px 12px;font-size:11px;font-weight:800;letter-spacing:.06em;text-transform:uppercase;background:linear-gradient(120deg,#D61F76,#7C3AED)}
.name{margin-top:10px;font-size:22px;font-weight:800}
.desc{margin-top:4px;font-size:14px;line-height:1.4;color:#D3DAE8}
.tags{margin-top:10px;display:flex;gap:6px}
.tags span{border-radius:999px;padding:4px 10px;font-size:12px;font-weight:600;background:rgba(255,255,255,.14)}
.ring{left:86px;top:200px;width:150px;height:150px;border-radius:50%;background:#fff;box-shadow:0 24px 48px -12px rgba(15,23,51,.3);display:flex;align-items:center;justify-content:center}
.ring svg{position:absolute;inset:15px}
.ring p{display:flex;flex-direction:column;align-items:center;line-height:1}
.ring b{font-size:40px;font-weight:800}
.ring span{font-size:12px;font-weight:600;color:#56627F;margin-top:4px}
.copy{left:660px;top:130px;width:560px}
.eyebrow{font-size:16px;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#B0175F}
h1{margin-top:14px;font-size:72px;font-weight:800;line-height:1.02;letter-spacing:-.035em}
h1 em{font-style:normal;background:linear-gradient(120deg,#D61F76,#9D2BC9 55%,#7C3AED);-webkit-background-clip:text;color:transparent}
.lead{margin-top:22px;font-size:21px;line-height:1.5;color:#414C67;max-width:480px}
.angels{margin-top:30px;display:flex;align-items:center}
.avatar,.more{width:58px;height:58px;border-radius:50%;border:4px solid #F5F7FB;margin-left:-12px;display:flex;align-items:center;justify-content:center;font-size:17px;font-weight:700;color:#fff}
.avatar:first-child{margin-left:0}
.more{background:#fff;color:#0F1733;box-shadow:0 0 0 1px #D3DAE8 inset}
.note{margin-top:12px;font-size:16px;font-weight:600;color:#414C67}`,
  )
}

/** Key visual 3: the final's date and the three event phases on the brand gradient. */
export function finaleScene() {
  const phases = [
    ['1', 'Video-Einreichung', '& Jury-Bewertung'],
    ['2', 'Wildcard-Voting', 'der Community'],
    ['3', 'Live-Pitch', 'vor Business Angels'],
  ]
    .map(([n, a, b]) => `<div class="phase"><span class="n">${n}</span><p><b>${a}</b><br>${b}</p></div>`)
    .join('')
  return page(
    `
<div class="abs circle" style="right:-140px;top:-180px;width:620px;height:620px"></div>
<div class="abs circle" style="right:80px;top:60px;width:380px;height:380px"></div>
<svg class="abs star" viewBox="0 0 24 24" width="150" height="150"><path fill="rgba(255,255,255,.92)" d="M11.5 2.3a.53.53 0 0 1 .95 0l2.31 4.68a2.12 2.12 0 0 0 1.6 1.16l5.16.76a.53.53 0 0 1 .3.9l-3.74 3.64a2.12 2.12 0 0 0-.61 1.88l.88 5.14a.53.53 0 0 1-.77.56l-4.62-2.43a2.12 2.12 0 0 0-1.97 0L6.4 21.01a.53.53 0 0 1-.77-.56l.88-5.14a2.12 2.12 0 0 0-.61-1.88L2.16 9.8a.53.53 0 0 1 .3-.9l5.16-.76a2.12 2.12 0 0 0 1.6-1.16z"/></svg>
<div class="abs copy">
  <p class="eyebrow">${edition} · Digitales Finale</p>
  <p class="date">${shortDate(spotlightEvent.final)}</p>
  <p class="sub">Die ${finalPlaces} pitchen live vor ${angels} Business Angels</p>
</div>
<div class="abs phases">${phases}</div>
${label(`Key Visual · ${edition}`, 'rgba(255,255,255,.9)')}`,
    `
body{background:linear-gradient(120deg,#D61F76 0%,#9D2BC9 55%,#7C3AED 100%)}
.circle{border-radius:50%;border:2px solid rgba(255,255,255,.22);background:radial-gradient(closest-side,rgba(255,255,255,.10),transparent)}
.star{right:195px;top:175px;filter:drop-shadow(0 20px 40px rgba(8,13,34,.35))}
.copy{left:40px;top:150px}
.eyebrow{font-size:18px;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#FCE7F3}
.date{margin-top:6px;font-size:164px;font-weight:800;letter-spacing:-.045em;line-height:1}
.sub{margin-top:14px;font-size:28px;font-weight:600}
.phases{left:40px;right:40px;bottom:48px;display:grid;grid-template-columns:repeat(3,1fr);gap:20px}
.phase{display:flex;align-items:center;gap:18px;padding:22px 24px;border-radius:24px;background:rgba(8,13,34,.28);box-shadow:0 0 0 1px rgba(255,255,255,.22) inset}
.phase .n{flex:none;width:52px;height:52px;border-radius:50%;background:#fff;color:#9D2BC9;font-size:24px;font-weight:800;display:flex;align-items:center;justify-content:center}
.phase p{font-size:19px;line-height:1.35;color:#FDF2F8}
.phase b{color:#fff;font-size:21px}`,
  )
}

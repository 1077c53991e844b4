// The slides of the video teaser that are not key visuals (artwork.ts): the opener, the figures, the call.
import { shortDate, spotlightEvent } from '../../data/event'
import { finalPlaces, spotlightFigures } from '../../data/figures'
import { site } from '../../data/site'
import { mark, page } from './artwork'

export function teaserOpener() {
  return page(
    `<div class="abs centre">
  <svg viewBox="0 0 96 96" width="120" height="120">${mark(96, 'o')}</svg>
  <p class="brand">${site.name}</p>
  <p class="presents">präsentiert</p>
</div>`,
    `
body{background:radial-gradient(120% 120% at 10% 0%,#27306A 0%,#0F1733 55%,#080D22 100%)}
.centre{inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:18px}
.brand{font-size:84px;font-weight:800;letter-spacing:-.03em}
.presents{font-size:24px;font-weight:600;letter-spacing:.2em;text-transform:uppercase;color:#F9A8D4}`,
  )
}

export function teaserFigures() {
  const figures = [
    [spotlightFigures.startups, 'B2B-Startups'],
    [String(spotlightFigures.angels), 'Business Angels'],
    ['60 s', 'Video-Pitch'],
    [finalPlaces, 'live im Finale'],
  ]
    .map(([value, text]) => `<div class="fig"><b>${value}</b><span>${text}</span></div>`)
    .join('')
  return page(
    `<div class="abs centre"><p class="eyebrow">${spotlightEvent.name} in Zahlen</p><div class="grid">${figures}</div></div>`,
    `
body{background:radial-gradient(120% 120% at 90% 0%,#27306A 0%,#0F1733 55%,#080D22 100%)}
.centre{inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:40px}
.eyebrow{font-size:20px;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:#F9A8D4}
.grid{display:grid;grid-template-columns:repeat(4,auto);gap:22px}
.fig{display:flex;flex-direction:column;gap:8px;min-width:200px;padding:30px 26px;border-radius:28px;background:rgba(255,255,255,.06);box-shadow:0 0 0 1px rgba(255,255,255,.12) inset}
.fig b{white-space:nowrap;font-size:60px;font-weight:800;letter-spacing:-.03em;line-height:1;background:linear-gradient(120deg,#F9A8D4,#DDD6FE);-webkit-background-clip:text;color:transparent}
.fig span{font-size:20px;font-weight:600;color:#E9EDF5}`,
  )
}

export function teaserCloser(host: string) {
  return page(
    `<div class="abs centre">
  <svg viewBox="0 0 96 96" width="88" height="88">${mark(96, 'c')}</svg>
  <p class="title">Jetzt Pitch einreichen</p>
  <p class="sub">Finale am ${shortDate(spotlightEvent.final)} · ${host}/spotlight</p>
</div>`,
    `
body{background:#fff;color:#0F1733}
body::before{content:'';position:absolute;inset:0;background:radial-gradient(60% 60% at 85% 10%,rgba(236,72,153,.16),transparent 70%),radial-gradient(50% 50% at 5% 80%,rgba(124,58,237,.14),transparent 70%)}
.centre{inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:22px;text-align:center}
.title{font-size:80px;font-weight:800;letter-spacing:-.035em;line-height:1.05;background:linear-gradient(120deg,#D61F76,#9D2BC9 55%,#7C3AED);-webkit-background-clip:text;color:transparent;padding-bottom:6px}
.sub{font-size:26px;font-weight:600;color:#414C67}`,
  )
}

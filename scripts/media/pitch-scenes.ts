// The designed 9:16 pitch clips of the three fictional demo startups (data/startups.ts), rendered frame by frame
// by scripts/make-media.ts. Each is a short pitch: the founder (her portrait from scripts/make-people.ts) speaks
// to the viewer with burnt-in captions, then four scenes of the product with a caption each, then the founder
// again with the ask (amount and minimum ticket from the data).
//
// Safe zone (video pixels, 540×960; the card shows the clip about 320 CSS px wide, 1 CSS px ≈ 1.69 px):
// the card's own overlays cover the top 170 px (status bar, badge, sound and pause buttons), the right
// 95 px from y 228 to 515 (heart, like count, chat, share) and everything below y 515 (scrim, logo, name,
// description, Full Profile, arrows, dots). So every text and the founder's face sit in x 40…430, y 170…505;
// below that only shapes without text (receipt paper, panels, shelves) continue, fading out towards the name row.

import { type Startup, startups } from '../../data/startups'

export const SAFE = { left: 40, right: 430, top: 170, bottom: 505 } as const

type PitchScene = {
  /** Small label above the caption. */
  eyebrow: string
  /** The caption, at most two lines at 38 px. */
  caption: string
  /** HTML of the product visual, placed in the stage (x 40…430, y 318…505, shapes fading out below). */
  stage: string
}

/** The founder on camera: her portrait (a file under public/) and the caption lines she speaks, one at a time. */
type Founder = { name: string; portrait: string; intro: string[]; ask: string[] }

/** `shirt`: the colour of the founder's top in her on-camera parts. */
export type Pitch = {
  id: string
  accent: string
  accentSoft: string
  shirt: string
  founder: Founder
  scenes: PitchScene[]
}

const nbsp = '\u00a0'

function startup(id: string): Startup {
  const found = startups.find((entry) => entry.id === id)
  if (!found) throw new Error(`pitch-scenes: no startup "${id}" in data/startups.ts`)
  return found
}

/**
 * The speaking founder of a startup (data/startups.ts `founder`, portrait from her team entry): a greeting, the
 * problem in the given lines, and the ask with the round's amount and the minimum ticket from the data.
 */
function founder(id: string, problem: string[]): Founder {
  const { name, founder: person, teamMembers, raising, minInvestment, stage } = startup(id)
  const member = teamMembers.find((entry) => entry.name === person)
  if (!member) throw new Error(`pitch-scenes: ${person} is not in the team of ${name}`)
  const firstName = person.split(' ')[0]
  return {
    name: person,
    portrait: member.image,
    intro: [`Hi, ich bin ${firstName}, Mitgründerin von ${name}.`, ...problem],
    ask: [
      `Wir suchen <mark>${raising}</mark> für unsere ${stage}-Runde.`,
      `Ab ${minInvestment} bist du dabei.`,
      'Schreib mir direkt hier im Chat!',
    ],
  }
}

const check = `<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg>`
const alert = `<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 9v4M12 17h.01"/><path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"/></svg>`

const viewfinder = `<div class="finder"><i></i><i></i><i></i><i></i></div>`

export const pitches: Pitch[] = [
  {
    id: 'fristwerk',
    accent: '#D61F76',
    accentSoft: '#FBCFE8',
    shirt: '#2E3A5C',
    founder: founder('fristwerk', [
      `Im Handwerk: 8${nbsp}Stunden Papierkram pro Woche.`,
      `42${nbsp}% aller Rechnungen gehen zu spät raus.`,
    ]),
    scenes: [
      {
        eyebrow: 'Schritt 1 · Erfassen',
        caption: 'Beleg fotografieren.',
        stage: `
          <div class="receipt" data-drift>
            <p class="r-head">Baustoff Nord GmbH</p>
            <p class="r-sub">Leipzig · 12.11.2025</p>
            <p class="r-row"><span>Kupferrohr 15 mm</span><span>684,20</span></p>
            <p class="r-row"><span>Pressfittings</span><span>394,80</span></p>
            <p class="r-row r-sum"><span>Summe</span><span>1.284,00\u00a0€</span></p>
            <div class="r-lines"><i></i><i></i><i></i><i></i><i></i><i></i></div>
          </div>
          ${viewfinder}
          <div class="scanline" data-scan></div>`,
      },
      {
        eyebrow: 'Schritt 2 · Erkennen',
        caption: 'Die KI liest alles aus.',
        stage: `
          <div class="panel">
            <p class="p-title">Beleg erkannt</p>
            <p class="field" data-in="0.35"><span class="tick">${check}</span><span>Betrag</span><b>1.284,00\u00a0€</b></p>
            <p class="field" data-in="0.75"><span class="tick">${check}</span><span>Steuersatz</span><b>19\u00a0%</b></p>
            <p class="field" data-in="1.15"><span class="tick">${check}</span><span>Zahlbar bis</span><b>14.12.</b></p>
            <div class="shapes"><i></i><i></i><i></i></div>
          </div>`,
      },
      {
        eyebrow: 'Schritt 3 · Senden',
        caption: 'Rechnung in 60\u00a0Sekunden.',
        stage: `
          <div class="panel">
            <p class="p-title">Rechnung 2025-118</p>
            <p class="p-sub">Müller Haustechnik</p>
            <p class="total"><span data-count="1527.96" data-count-at="0.2" data-decimals="2">1.527,96</span>\u00a0€</p>
            <p class="sent" data-in="1.2"><span class="tick">${check}</span>Gesendet nach 42\u00a0Sekunden</p>
            <div class="timer" data-ring="0.2"><svg viewBox="0 0 60 60"><circle cx="30" cy="30" r="25"/><circle class="ring" cx="30" cy="30" r="25" pathLength="100"/></svg></div>
            <div class="shapes"><i></i><i></i><i></i></div>
          </div>`,
      },
      {
        eyebrow: 'Traction',
        caption: 'Für 1\u00a0Mio. Handwerks­betriebe.',
        stage: `
          <div class="stats">
            <p class="stat" data-in="0.3"><b data-count="38" data-count-at="0.3">38</b><span>zahlende Betriebe</span></p>
            <p class="stat" data-in="0.6"><b>+<span data-count="4.2" data-count-at="0.6" data-decimals="1">4,2</span>\u00a0%</b><span>Wachstum pro Woche</span></p>
          </div>`,
      },
    ],
  },
  {
    id: 'wattlinie',
    accent: '#059669',
    accentSoft: '#A7F3D0',
    shirt: '#F2EFE8',
    founder: founder('wattlinie', [
      `In Fabrikhallen verpuffen 30${nbsp}% des Stroms.`,
      `Gemessen wird pro Halle${nbsp}– nie pro Maschine.`,
    ]),
    scenes: [
      {
        eyebrow: 'In 10\u00a0Minuten installiert',
        caption: 'Sensor anklemmen.',
        stage: `
          <div class="sensor" data-drift>
            <div class="s-body"><span class="s-led" data-pulse></span><span class="s-mark"></span></div>
            <div class="s-clamp"></div>
            <div class="s-cable"></div>
          </div>
          <p class="chip" style="left:0;top:20px">Ohne Produktionsstopp</p>
          <p class="chip chip-soft" style="left:0;top:78px">Funk statt Kabel</p>`,
      },
      {
        eyebrow: 'Dashboard',
        caption: 'Jede Maschine live.',
        stage: `
          <div class="panel">
            <p class="p-title">Halle 2 · jetzt</p>
            <p class="meter" data-in="0.2"><span>Presse 3</span><b>42\u00a0kW</b><i data-bar="0.3" style="--w:.84"></i></p>
            <p class="meter" data-in="0.4"><span>Lackieranlage</span><b>31\u00a0kW</b><i data-bar="0.5" style="--w:.62"></i></p>
            <p class="meter" data-in="0.6"><span>Kompressor 2</span><b>18\u00a0kW</b><i data-bar="0.7" style="--w:.36"></i></p>
            <svg class="spark" viewBox="0 0 400 120" preserveAspectRatio="none" data-draw="0.6"><path pathLength="100" d="M0 90 C40 80 60 40 100 52 S160 96 200 70 260 20 300 38 360 70 400 30"/></svg>
          </div>`,
      },
      {
        eyebrow: 'KI-Analyse',
        caption: 'Energiefresser gefunden.',
        stage: `
          <div class="panel">
            <p class="warn" data-in="0.2"><span class="warn-icon">${alert}</span>Druckluftleck · Halle 2</p>
            <p class="total"><span data-count="3900" data-count-at="0.4">3.900</span>\u00a0€ <small>pro Jahr</small></p>
            <p class="todo" data-in="1.0"><span class="tick">${check}</span>Maßnahme: Leitung 4 abdichten</p>
            <div class="shapes"><i></i><i></i><i></i></div>
          </div>`,
      },
      {
        eyebrow: 'Ergebnis',
        caption: 'Bis zu 18\u00a0% weniger Strom.',
        stage: `
          <div class="stats">
            <p class="stat" data-in="0.3"><b data-count="27" data-count-at="0.3">27</b><span>Standorte live</span></p>
            <p class="stat" data-in="0.6"><b><span data-count="2.3" data-count-at="0.6" data-decimals="1">2,3</span>\u00a0GWh</b><span>gemessene Einsparung</span></p>
          </div>`,
      },
    ],
  },
  {
    id: 'glanzregal',
    accent: '#7C3AED',
    accentSoft: '#DDD6FE',
    shirt: '#B4476B',
    founder: founder('glanzregal', [
      `Leere Regalplätze kosten Marken bis zu 8${nbsp}% Umsatz.`,
      'Der Außendienst schafft nur jede zehnte Filiale.',
    ]),
    scenes: [
      {
        eyebrow: 'Freelancer vor Ort',
        caption: 'Ein Foto vom Regal.',
        stage: `
          <div class="shelf" data-drift>${shelf(false)}</div>
          ${viewfinder}
          <div class="flash" data-flash="1.1"></div>`,
      },
      {
        eyebrow: 'Bilderkennung',
        caption: 'Jede Lücke erkannt.',
        stage: `
          <div class="shelf">${shelf(true)}</div>
          <p class="chip chip-alert" data-in="1.0" style="left:0;top:-6px">3 Lücken · 42 Facings</p>`,
      },
      {
        eyebrow: 'Dashboard',
        caption: 'Regal-Score je Filiale.',
        stage: `
          <div class="panel">
            <p class="p-title score-title"><span>Regal-Score</span><span class="score"><span data-count="87" data-count-at="0.2">87</span><small>/100</small></span></p>
            <p class="meter" data-in="0.5"><span>Hamburg-Altona</span><b>92</b><i data-bar="0.6" style="--w:.92"></i></p>
            <p class="meter" data-in="0.7"><span>Berlin-Mitte</span><b>78</b><i data-bar="0.8" style="--w:.78"></i></p>
            <p class="meter" data-in="0.9"><span>Köln-Ehrenfeld</span><b>64</b><i data-bar="1.0" style="--w:.64"></i></p>
          </div>`,
      },
      {
        eyebrow: 'Ergebnis',
        caption: 'Mehr Umsatz für Marken.',
        stage: `
          <div class="stats">
            <p class="stat" data-in="0.3"><b>bis <span data-count="8" data-count-at="0.3">8</span>\u00a0%</b><span>Umsatz zurückholen</span></p>
            <p class="stat" data-in="0.6"><b data-count="1800" data-count-at="0.6">1.800</b><span>geprüfte Regale</span></p>
          </div>`,
      },
    ],
  },
]

/** Three shelves of product boxes; with `detected`, boxes get outlines and the gaps are marked. */
function shelf(detected: boolean): string {
  const rows = [
    ['#F472B6', '#F472B6', '#FBCFE8', null, '#C4B5FD', '#C4B5FD', '#A78BFA'],
    ['#FDE68A', '#FDE68A', '#FCD34D', '#6EE7B7', null, null, '#6EE7B7'],
    ['#93C5FD', '#93C5FD', '#BFDBFE', '#F9A8D4', '#F9A8D4', '#FBCFE8', '#FBCFE8'],
  ]
  return rows
    .map(
      (row, r) =>
        `<div class="row">${row
          .map((colour, i) => {
            const delay = (0.25 + r * 0.18 + i * 0.05).toFixed(2)
            if (!colour)
              return `<span class="gap${detected ? ' gap-on' : ''}"${detected ? ` data-in="${delay}"` : ''}></span>`
            return `<span class="item${detected ? ' item-on' : ''}" style="--c:${colour}"${detected ? ` data-box="${delay}"` : ''}></span>`
          })
          .join('')}</div>`,
    )
    .join('')
}

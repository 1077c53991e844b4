// The design tokens as shown on /designguide and /design-system (the values mirror uno.config.ts; a unit test
// compares the colour ramps with the theme).

export type ColourRamp = { name: string; token: string; use: string; steps: readonly (readonly [number, string])[] }

export const colourRamps: readonly ColourRamp[] = [
  {
    name: 'Ink',
    token: 'ink',
    use: 'Text, dunkle Flächen, Linien. Ink 900 ist die Textfarbe, Ink 600 der Fließtext.',
    steps: [
      [50, '#F5F7FB'],
      [100, '#E9EDF5'],
      [200, '#D3DAE8'],
      [300, '#A9B4CC'],
      [400, '#7886A5'],
      [500, '#56627F'],
      [600, '#414C67'],
      [700, '#2D3752'],
      [800, '#1B2440'],
      [900, '#0F1733'],
      [950, '#080D22'],
    ],
  },
  {
    name: 'Brand',
    token: 'brand',
    use: 'Akzent und Beginn des Markenverlaufs. Brand 700 für Text auf Weiß.',
    steps: [
      [50, '#FDF2F8'],
      [100, '#FCE7F3'],
      [200, '#FBCFE8'],
      [300, '#F9A8D4'],
      [500, '#EC4899'],
      [600, '#D61F76'],
      [700, '#B0175F'],
      [800, '#8C1450'],
    ],
  },
  {
    name: 'Violet',
    token: 'violet',
    use: 'Ende des Verlaufs, Fokusrahmen und gewählte Optionen.',
    steps: [
      [50, '#F5F3FF'],
      [100, '#EDE9FE'],
      [200, '#DDD6FE'],
      [500, '#8B5CF6'],
      [600, '#7C3AED'],
      [700, '#6D28D9'],
    ],
  },
  {
    name: 'Mint',
    token: 'mint',
    use: 'Nur für Status: erledigt, gesendet, live, das grüne Badge. Häkchen in Aufzählungen sind Brand.',
    steps: [
      [50, '#ECFDF5'],
      [100, '#D1FAE5'],
      [200, '#A7F3D0'],
      [500, '#10B981'],
      [600, '#059669'],
      [700, '#047857'],
      [800, '#065F46'],
    ],
  },
]

export const typeScale = [
  {
    name: 'Display',
    className: 'h-display',
    sample: 'Pitch Once. Reach Hundreds.',
    spec: '36 / 48 / 60\u00a0px · 700 · −2\u00a0%',
  },
  {
    name: 'Section',
    className: 'h-section',
    sample: 'Ein Pitch für alle passenden Angels',
    spec: '30 / 40 / 48\u00a0px · 700 · −2\u00a0%',
  },
  { name: 'Card', className: 'h-card', sample: 'KI-Matching in Sekunden', spec: '18\u00a0px · 600' },
  {
    name: 'Lead',
    className: 'lead',
    sample: 'Ein 60\u2011Sekunden-Pitch statt 30 Folien\u00a0– und die passenden Angels finden dich.',
    spec: '18\u00a0px · 400',
  },
  {
    name: 'Body',
    className: 'prose',
    sample: 'Angels sehen zuerst deinen Pitch und ein kompaktes Profil. Deck und Kontakte gibt es auf Anfrage.',
    spec: '16\u00a0px · 400 · 1,625',
  },
  {
    name: 'Eyebrow',
    className: 'eyebrow',
    sample: 'Für Business Angels',
    spec: '13\u00a0px · 600 · Versalien · Schiefer',
  },
] as const

/** Uno's spacing steps: step n is n × 4 px (0.25 rem). */
export const spacingScale = ['1', '2', '3', '4', '6', '8', '12', '16', '24'].map((token) => ({
  token,
  px: Number(token) * 4,
}))

export const radiusTokens = [
  { token: 'rounded-2xl', px: '16 px', className: 'rounded-2xl', use: 'Felder, Kacheln' },
  { token: 'rounded-3xl', px: '24 px', className: 'rounded-3xl', use: 'Karten' },
  { token: 'rounded-4xl', px: '32 px', className: 'rounded-4xl', use: 'Panels, Telefon' },
  { token: 'rounded-full', px: 'voll', className: 'rounded-full', use: 'Buttons, Badges' },
] as const

export const shadowTokens = [
  { token: 'shadow-soft', className: 'shadow-soft', use: 'Karten auf Weiß' },
  { token: 'shadow-lift', className: 'shadow-lift', use: 'Hover, schwebende Teile' },
  { token: 'shadow-brand', className: 'shadow-brand', use: 'nur primäre Buttons' },
] as const

/** The site's motion, with the numbers the components use. */
export const motionTokens = [
  { name: 'Einblenden', value: '600\u00a0ms', ms: 600, detail: 'ease, 150\u00a0ms versetzt, ab 20\u00a0% sichtbar' },
  { name: 'Zähler', value: '1,5\u00a0s', ms: 1500, detail: '50 Schritte à 30\u00a0ms, ab 30\u00a0% sichtbar' },
  { name: 'Seitenmenü', value: '280\u00a0ms', ms: 280, detail: 'ease, gleitet von rechts herein' },
  { name: 'Button gedrückt', value: '200\u00a0ms', ms: 200, detail: 'Skalierung auf 97\u00a0%' },
  { name: 'Live-Puls', value: '1,6\u00a0s', ms: 1600, detail: 'ease-in-out, dreimal, dann ruhig' },
  { name: 'Schweben', value: '2,5\u00a0s', ms: 2500, detail: 'ease-in-out, 6\u00a0px nach oben, zweimal' },
] as const

export const iconSamples = [
  ['i-lucide-rocket', 'rocket'],
  ['i-lucide-video', 'video'],
  ['i-lucide-sparkles', 'sparkles'],
  ['i-lucide-users', 'users'],
  ['i-lucide-shield-check', 'shield-check'],
  ['i-lucide-heart', 'heart'],
  ['i-lucide-message-circle', 'message-circle'],
  ['i-lucide-trending-up', 'trending-up'],
  ['i-lucide-brain-circuit', 'brain-circuit'],
  ['i-lucide-handshake', 'handshake'],
  ['i-lucide-calendar', 'calendar'],
  ['i-lucide-mail', 'mail'],
] as const

export const codeSamples = {
  buttonPrimary: '<a href="/startups" class="btn-primary">Jetzt pitchen</a>',
  badge: '<span class="badge-fundraising">Fundraising</span>\n<span class="badge-green">Currently Funding</span>',
  field:
    '<label for="mail">E-Mail</label>\n<input id="mail" class={fieldClass} aria-invalid aria-describedby="mail-fehler" />',
  card: '<article class="card">\n  <h3 class="h-card">Titel</h3>\n  <p class="prose">Text</p>\n</article>',
  island: '<Island name="Countdown" component={Countdown} props={{ target, clockOffsetMs, label }} />',
} as const

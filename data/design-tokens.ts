// The design tokens as shown on /designguide and /design-system (the values mirror uno.config.ts).
export const colourTokens = [
  { name: 'Ink 900', token: 'ink-900', hex: '#0F1733', use: 'Text, dunkle Flächen', swatch: 'bg-ink-900' },
  { name: 'Ink 600', token: 'ink-600', hex: '#414C67', use: 'Fließtext', swatch: 'bg-ink-600' },
  { name: 'Ink 100', token: 'ink-100', hex: '#E9EDF5', use: 'Linien, Flächen', swatch: 'bg-ink-100' },
  { name: 'Brand 600', token: 'brand-600', hex: '#D61F76', use: 'Akzent, Verlauf Start', swatch: 'bg-brand-600' },
  {
    name: 'Violet 600',
    token: 'violet-600',
    hex: '#7C3AED',
    use: 'Akzent, Verlauf Ende, Fokus',
    swatch: 'bg-violet-600',
  },
  { name: 'Mint 700', token: 'mint-700', hex: '#047857', use: 'Erfolg, grünes Badge', swatch: 'bg-mint-700' },
] as const

export const typeScale = [
  { name: 'Display', className: 'h-display', sample: 'Pitch Once. Reach Hundreds.', spec: '36 / 48 / 60 px · 800' },
  { name: 'Section', className: 'h-section', sample: 'Einmal pitchen, hunderte Angels', spec: '30 / 36 px · 700' },
  { name: 'Card', className: 'h-card', sample: 'KI-Matching in Sekunden', spec: '18 px · 600' },
  { name: 'Lead', className: 'lead', sample: 'Ein 60\u2011Sekunden-Pitch statt 30 Folien.', spec: '18 / 20 px · 400' },
  {
    name: 'Body',
    className: 'prose',
    sample: 'Angels sehen zuerst deinen Pitch und ein kompaktes Profil.',
    spec: '16 px · 400',
  },
] as const

export const spacingScale = [
  { token: '2', px: 8 },
  { token: '4', px: 16 },
  { token: '6', px: 24 },
  { token: '8', px: 32 },
  { token: '12', px: 48 },
  { token: '16', px: 64 },
  { token: '24', px: 96 },
] as const

export const radiusTokens = [
  { token: 'rounded-2xl', px: 16, className: 'rounded-2xl' },
  { token: 'rounded-3xl', px: 24, className: 'rounded-3xl' },
  { token: 'rounded-4xl', px: 32, className: 'rounded-4xl' },
  { token: 'rounded-full', px: 9999, className: 'rounded-full' },
] as const

export const iconSamples = [
  'i-lucide-rocket',
  'i-lucide-video',
  'i-lucide-sparkles',
  'i-lucide-users',
  'i-lucide-shield-check',
  'i-lucide-heart',
  'i-lucide-message-circle',
  'i-lucide-trending-up',
] as const

export const codeSamples = {
  buttonPrimary: '<a href="/startups" class="btn-primary">Jetzt pitchen</a>',
  badge: '<span class="badge-fundraising">Fundraising</span>\n<span class="badge-green">Currently Funding</span>',
  card: '<article class="card">\n  <h3 class="h-card">Titel</h3>\n  <p class="prose">Text</p>\n</article>',
  island: '<Island name="Countdown" component={Countdown} props={{ target, clockOffsetMs, label }} />',
} as const

import { defineConfig, presetWind3 } from 'unocss'
import { ICON_SOURCES, iconSprite } from './renderer/icon-sprite'

const sprite = iconSprite()

// One theme for the whole site. Colours are chosen so that text on them meets WCAG AA:
// white on brand-600/violet-600 and on the brand gradient, ink-900 on every light surface.
// The icons (`i-lucide-*`): each class masks its element with its fragment of the one icon file
// (renderer/icon-sprite.ts); the rule all icons share is a preflight, before the utilities, so an icon's own
// size and colour classes apply.
export default defineConfig({
  content: {
    // Class names also live in data modules (icons of cards, tag colours): scan .ts as well as .tsx.
    pipeline: { include: [/\.[jt]sx?($|\?)/], exclude: [/node_modules/, /\.css($|\?)/] },
    filesystem: ICON_SOURCES.map((folder) => `${folder}/**/*.{ts,tsx}`),
  },
  presets: [presetWind3()],
  preflights: [
    {
      // An icon takes its colour from a colour class on the icon itself (`i-lucide-gift text-brand-600`) or from
      // its parent, its size from the font size (1.2em, as the icon preset drew it).
      getCSS: () =>
        '[class^="i-lucide-"],[class*=" i-lucide-"]{display:inline-block;vertical-align:middle;flex-shrink:0;width:1.2em;height:1.2em;background-color:currentColor;-webkit-mask:var(--un-icon) no-repeat;mask:var(--un-icon) no-repeat;-webkit-mask-size:100% 100%;mask-size:100% 100%}',
    },
  ],
  theme: {
    fontFamily: {
      sans: "'Inter Variable', 'Inter Fallback', 'Inter Fallback DejaVu', ui-sans-serif, system-ui, sans-serif",
    },
    colors: {
      ink: {
        50: '#F5F7FB',
        100: '#E9EDF5',
        200: '#D3DAE8',
        300: '#A9B4CC',
        400: '#7886A5',
        500: '#56627F',
        600: '#414C67',
        700: '#2D3752',
        800: '#1B2440',
        900: '#0F1733',
        950: '#080D22',
      },
      brand: {
        50: '#FDF2F8',
        100: '#FCE7F3',
        200: '#FBCFE8',
        300: '#F9A8D4',
        500: '#EC4899',
        600: '#D61F76',
        700: '#B0175F',
        800: '#8C1450',
      },
      violet: { 50: '#F5F3FF', 100: '#EDE9FE', 200: '#DDD6FE', 500: '#8B5CF6', 600: '#7C3AED', 700: '#6D28D9' },
      mint: {
        50: '#ECFDF5',
        100: '#D1FAE5',
        200: '#A7F3D0',
        500: '#10B981',
        600: '#059669',
        700: '#047857',
        800: '#065F46',
      },
    },
    boxShadow: {
      // A hairline lift, not a cloud: content cards are drawn by their 1 px edge; the deep shadow (`lift`) is for product
      // mock-ups and what floats (site-wide review, session 28: shadowed cards on every band read as a template).
      soft: '0 1px 2px rgb(15 23 51 / 0.04), 0 2px 6px -2px rgb(15 23 51 / 0.06)',
      lift: '0 2px 4px rgb(15 23 51 / 0.05), 0 24px 48px -12px rgb(15 23 51 / 0.22)',
      // Tight, not a glow: a heavy pink glow under every primary button read as a template, and in round 26 even the
      // softened 20 px one was named on /kontakt and /early-access (three glowing pills in one screen).
      brand: '0 1px 2px rgb(15 23 51 / 0.10), 0 3px 8px -4px rgb(124 58 237 / 0.30)',
    },
    borderRadius: { '4xl': '2rem' },
  },
  rules: [
    [
      /^i-lucide-([a-z0-9-]+)$/,
      ([, name]) => (sprite.names.has(name ?? '') ? { '--un-icon': `url(${sprite.path}#${name})` } : undefined),
    ],
    ['bg-gradient-brand', { 'background-image': 'linear-gradient(120deg, #D61F76 0%, #9D2BC9 55%, #7C3AED 100%)' }],
    [
      'bg-gradient-ink',
      { 'background-image': 'radial-gradient(120% 120% at 10% 0%, #27306A 0%, #0F1733 55%, #080D22 100%)' },
    ],
    [
      'bg-gradient-hero',
      {
        'background-image':
          'radial-gradient(60% 60% at 85% 10%, rgb(236 72 153 / 0.14) 0%, transparent 70%), radial-gradient(50% 50% at 5% 30%, rgb(124 58 237 / 0.12) 0%, transparent 70%)',
      },
    ],
    [
      'text-gradient-brand',
      {
        'background-image': 'linear-gradient(120deg, #D61F76 0%, #9D2BC9 55%, #7C3AED 100%)',
        '-webkit-background-clip': 'text',
        'background-clip': 'text',
        color: 'transparent',
      },
    ],
  ],
  shortcuts: {
    'container-site': 'mx-auto w-full max-w-6xl px-5 sm:px-8',
    'section-y': 'py-16 sm:py-24',
    // Slate, not brand: magenta marks what a visitor can act on (site-wide review, session 28).
    eyebrow: 'text-[0.8125rem] font-semibold uppercase tracking-[0.08em] text-ink-500',
    // A hero's label above its h1 when it only names the page: plain text with its icon, no pill (session 29: a pill
    // above every h1 read as the template; a pill is for a label that links somewhere, `hero-label`).
    'hero-kicker': 'inline-flex items-center gap-2 text-sm font-semibold text-ink-700',
    'hero-kicker-dark': 'inline-flex items-center gap-2 text-sm font-semibold text-ink-200',
    // A hero's label above its h1 that links (a running phase, an announcement): a pill (light and dark heroes).
    'hero-label':
      'inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-brand-700 shadow-soft ring-1 ring-brand-100',
    'hero-label-dark':
      'inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-white ring-1 ring-white/20',
    'h-display': 'text-4xl font-bold leading-[1.06] tracking-[-0.02em] text-ink-900 sm:text-5xl lg:text-6xl',
    // 30 / 40 / 48 px: a step between the hero and the 18 px card titles (at 36 px the sections read flat).
    'h-section':
      'text-[1.875rem] font-bold leading-[1.12] tracking-[-0.02em] text-ink-900 sm:text-[2.5rem] lg:text-[3rem] lg:leading-[1.08]',
    'h-card': 'text-lg font-semibold leading-snug text-ink-900',
    lead: 'text-lg leading-relaxed text-ink-600',
    prose: 'text-base leading-relaxed text-ink-700',
    btn: 'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 text-base font-semibold no-underline transition-[transform,box-shadow,background-color] duration-200 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-violet-600 motion-safe:active:scale-97',
    'btn-primary': 'btn bg-gradient-brand text-white shadow-brand hover:shadow-lift',
    'btn-secondary': 'btn bg-white text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50 hover:ring-ink-300',
    'btn-dark': 'btn bg-ink-900 text-white hover:bg-ink-800',
    'btn-sm': 'min-h-10 px-4 text-sm',
    // Long card lists on phones: a horizontal, snapping rail (the next card peeks in); a grid from 640 px.
    rail: 'relative -mx-5 -my-1 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-5 px-5 pb-4 pt-1 sm:m-0 sm:grid sm:overflow-visible sm:p-0',
    'rail-item': 'grid w-[82%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none',
    card: 'rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:p-8',
    'card-muted': 'rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-200 sm:p-8',
    // The product mock-ups (/dashboard, its stat cards on /startups): an app's tighter radius and padding.
    'card-app': 'rounded-2xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:p-6',
    'badge-fundraising':
      'inline-flex items-center gap-1 rounded-full bg-gradient-brand px-3 py-1 text-xs font-bold uppercase tracking-wide text-white',
    'badge-green':
      'inline-flex items-center gap-1 rounded-full bg-mint-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-mint-800',
    chip: 'inline-flex items-center gap-1 rounded-full bg-ink-100 px-3 py-1 text-xs font-medium text-ink-700',
    'prose-link':
      'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700',
    'icon-tile':
      'flex h-11 w-11 items-center justify-center rounded-xl bg-ink-50 text-[1.375rem] text-ink-800 ring-1 ring-ink-200',
  },
})

// Portraits of every (fictional) person on the site, in one style: a duotone head-and-shoulders figure in one
// of the brand's four colour families (pink, violet, mint, ink) on a soft tint, without facial features, so
// no one looks like a cartoon and no one looks like a real person. Deterministic: the file name picks the
// colour family and the hair, and the same run writes the same bytes.
// The list of people comes from the data itself: every image path under a people folder that data/ names
// (jury, angels, team, testimonials, quotes, hero founders, the demo startups' founders).
// Usage: npx tsx scripts/make-people.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const root = join(import.meta.dirname, '..')
const PERSON_IMAGE = /^\/(?:images\/(?:people|about|accelerator|angels|founders)|media\/founders)\/[a-z0-9-]+\.svg$/

const modules = await Promise.all([
  import('../data/jury'),
  import('../data/angels'),
  import('../data/startups'),
  import('../pages/index/copy'),
  import('../data/team'),
  import('../pages/ueber-uns/copy'),
  import('../pages/accelerator/copy'),
  import('../pages/angel2/copy'),
  import('../pages/partner-spotlight/copy'),
  import('../pages/scouts/copy'),
  import('../pages/spotlight/copy'),
  import('../pages/spotlight/copy-sections'),
])

/** Every person image path in the exported data (strings anywhere in objects and arrays). */
function collect(value: unknown, found: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') {
    if (PERSON_IMAGE.test(value)) found.add(value)
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value)
    for (const item of Object.values(value)) collect(item, found, seen)
  }
  return found
}
const images = [...collect(modules, new Set())].sort()

// Colour families: background tint, background glow, skin (mid), clothes (deep), hair (darkest).
const families = [
  { bg: '#FCE7F3', glow: '#FDF2F8', skin: '#F2B8D2', clothes: '#B0175F', hair: '#5C0A33' },
  { bg: '#EDE9FE', glow: '#F5F3FF', skin: '#CDBFFB', clothes: '#6D28D9', hair: '#2E1065' },
  { bg: '#D1FAE5', glow: '#ECFDF5', skin: '#A6E9CB', clothes: '#047857', hair: '#053B2C' },
  { bg: '#E4E8F2', glow: '#F3F5FA', skin: '#C1C9DD', clothes: '#2D3752', hair: '#0F1733' },
] as const

type Family = (typeof families)[number]

// Hair drawn behind the head (back) and over it (front), for a head centred at (80, 72), rx 25, ry 30.
const hairStyles: Record<string, (c: string) => { back: string; front: string }> = {
  short: (c) => ({
    back: '',
    front: `<path d="M54 70c-2-24 10-40 27-40 17 0 28 14 26 38-4-10-12-17-26-18-12 0-22 7-27 20z" fill="${c}"/>`,
  }),
  side: (c) => ({
    back: '',
    front: `<path d="M54 74c-4-26 9-44 28-44 16 0 27 12 26 34-10-2-22-10-28-20-4 12-14 22-26 30z" fill="${c}"/>`,
  }),
  long: (c) => ({
    back: `<path d="M50 74c0-28 13-44 30-44s30 16 30 44v52c-8 4-18 6-30 6s-22-2-30-6z" fill="${c}"/>`,
    front: `<path d="M55 72c0-22 11-36 25-36 15 0 25 14 25 36-6-10-14-18-25-20-8 8-16 16-25 20z" fill="${c}"/>`,
  }),
  bun: (c) => ({
    back: `<circle cx="80" cy="30" r="13" fill="${c}"/>`,
    front: `<path d="M55 70c0-22 11-34 25-34s25 12 25 34c-6-11-15-17-25-17s-19 6-25 17z" fill="${c}"/>`,
  }),
  curly: (c) => ({
    back: '',
    front: `<g fill="${c}"><circle cx="60" cy="56" r="11"/><circle cx="68" cy="42" r="12"/><circle cx="82" cy="37" r="13"/><circle cx="96" cy="44" r="12"/><circle cx="102" cy="58" r="10"/><circle cx="56" cy="70" r="7"/><circle cx="105" cy="71" r="7"/></g>`,
  }),
  buzz: (c) => ({
    back: '',
    front: `<path d="M56 64c2-18 12-28 24-28s22 10 24 28c-7-6-15-9-24-9s-17 3-24 9z" fill="${c}"/>`,
  }),
  bob: (c) => ({
    back: `<path d="M50 76c0-28 13-44 30-44s30 16 30 44v26H50z" fill="${c}"/>`,
    front: `<path d="M54 72c0-22 12-36 26-36s26 14 26 36c-12-2-22-8-26-18-4 10-14 16-26 18z" fill="${c}"/>`,
  }),
}
const styleNames = Object.keys(hairStyles)

// Hair that fits the first name (a long-haired figure for "Emre" reads as a mistake): the people on the site
// by first name, each drawn from its pool; any other name (an organisation's picture) from all styles.
const pools = {
  feminine: ['long', 'bun', 'bob', 'curly'],
  masculine: ['short', 'buzz', 'side', 'curly'],
}
const firstNames: Record<string, keyof typeof pools> = Object.fromEntries([
  ...'amira aylin clara elena franziska hannah henrike ines johanna julia katrin lena leyla mei mira miriam nadia nele priya sarah selin sofia sophia sophie theresa'
    .split(' ')
    .map((name) => [name, 'feminine'] as const),
  ...'benedikt david emre felix georg jan jonas kwame lukas malte marco mehmet niklas nikolai paul stefan tobias'
    .split(' ')
    .map((name) => [name, 'masculine'] as const),
])
const hairFor = (slug: string, h: number): string => {
  const pool = firstNames[slug.replace(/^founder-/, '').split('-')[0] ?? '']
  const names = pool ? pools[pool] : styleNames
  return names[(h >>> 8) % names.length] ?? 'short'
}

/** FNV-1a over the slug: a stable number per person. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return h
}

function portrait(slug: string): string {
  const h = hash(slug)
  const family: Family = families[h % families.length] ?? families[0]
  const style = hairStyles[hairFor(slug, h)] ?? hairStyles.short
  const hair = style?.(family.hair) ?? { back: '', front: '' }
  const id = `g${(h >>> 4).toString(36)}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
<defs><radialGradient id="${id}" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="${family.glow}"/><stop offset="1" stop-color="${family.bg}"/></radialGradient></defs>
<rect width="160" height="160" fill="url(#${id})"/>
<g transform="translate(-12 -3) scale(1.15)">
${hair.back}
<path d="M20 170c2-34 26-56 60-56s58 22 60 56z" fill="${family.clothes}"/>
<path d="M69 96h22v18c0 6-5 11-11 11s-11-5-11-11z" fill="${family.skin}"/>
<path d="M69 104c7 4 15 4 22 0v-8H69z" fill="${family.hair}" opacity="0.16"/>
<ellipse cx="80" cy="72" rx="25" ry="30" fill="${family.skin}"/>
<path d="M80 42a25 30 0 0 1 0 60c8-8 12-18 12-30s-4-22-12-30z" fill="${family.hair}" opacity="0.1"/>
${hair.front}
</g>
</svg>
`.replace(/\n\n/g, '\n')
}

let written = 0
for (const image of images) {
  const file = join(root, 'public', image)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, portrait(image.replace(/^.*\/|\.svg$/g, '')))
  written++
}

// Portraits that no data names any more are removed, so the folders hold exactly the people on the site.
const folders = [...new Set(images.map((image) => dirname(image)))]
let removed = 0
for (const folder of folders) {
  for (const name of readdirSync(join(root, 'public', folder))) {
    if (name.endsWith('.svg') && !images.includes(`${folder}/${name}`)) {
      rmSync(join(root, 'public', folder, name))
      removed++
    }
  }
}
console.log(`make-people: ${written} portraits written, ${removed} unused removed (${folders.join(', ')})`)

// Portraits of every (fictional) person on the site, in one illustration system: DiceBear's "Lorelei" faces
// (CC0 artwork by Lisa Wischofsky), drawn here at generation time into our own SVG files, so no page asks a
// third party for anything. One treatment for everyone: the same 160 × 160 square, the same head-and-shoulders
// crop (it survives the round masks the pages put on it), and one flat cool grey behind. Each person is seeded by their file name, so the same person always looks the same, and the
// same run writes the same bytes.
// Diverse on purpose: skin tone, hair colour, hair, eyes, brows, nose, mouth, glasses and freckles vary per
// person; hair fits the first name (long hair for "Emre" would read as a mistake) and the skin tone fits
// the handful of names that clearly say where a family comes from ("Kwame Mensah"), everyone else is drawn
// from the full range. Expressions are limited to open eyes and friendly smiles.
// The list of people comes from the data itself: every image path under a people folder that data/ names
// (jury, angels, team, testimonials, quotes, hero founders, the demo startups' founders).
// Usage: node --import tsx scripts/make-people.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type Options as CoreOptions, createAvatar } from '@dicebear/core'
import * as lorelei from '@dicebear/lorelei'

const root = join(import.meta.dirname, '..')
const PERSON_IMAGE = /^\/(?:images\/(?:people|about|accelerator|angels|founders)|media\/founders)\/[a-z0-9-]+\.svg$/

const modules = await Promise.all([
  import('../data/jury'),
  import('../data/angels'),
  import('../data/dashboard'),
  import('../data/startups'),
  import('../pages/index/copy'),
  import('../data/team'),
  import('../pages/ueber-uns/copy'),
  import('../pages/accelerator/copy'),
  import('../pages/angel2/copy'),
  import('../pages/partner-spotlight/copy'),
  import('../pages/presse/copy'),
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

/** FNV-1a over the text: a stable number per person (and per salt, so the picks are independent). */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return h
}
const pick = <T>(list: readonly T[], slug: string, salt: string): T => list[hash(`${salt}:${slug}`) % list.length] as T

// One flat, cool grey ground for every person: four tints picked per person read as random pastel circles across the
// site (site-wide review, session 28), and the faces are what should differ.
const ground = 'E9EDF5'

// Skin tones from light to deep, and hair colours (black, dark brown, brown, light brown, blond, auburn, grey);
// dark hair for deeper skin tones and for the names below.
const skins = ['F6D7C3', 'EEBF9F', 'DEAA82', 'C68E5F', 'A86B3F', '8A5530', '65391F'] as const
// Anyone else is drawn from the whole range, weighted roughly like the people of a German city.
const anySkin = [0, 0, 1, 1, 1, 2, 2, 3, 4, 5, 6]
const hairColours: Record<'any' | 'dark', readonly string[]> = {
  any: ['1C1614', '3A2418', '3A2418', '5C3A21', '8B5A2B', 'C89B5A', '8F3F1F', 'A9A4A0'],
  dark: ['1C1614', '1C1614', '3A2418', '3A2418', '2B1B14', 'A9A4A0'],
}

// Names that say where a family comes from get a skin tone from the matching part of the range.
const skinRanges: Record<string, readonly number[]> = Object.fromEntries([
  ...'kwame mensah okafor'.split(' ').map((name) => [name, [4, 5, 6]] as const),
  ...'priya raman'.split(' ').map((name) => [name, [3, 4, 5]] as const),
  ...'amira haddad nadia emre aksoy mehmet yilmaz selin arslan aylin kaya demir leyla'
    .split(' ')
    .map((name) => [name, [1, 2, 3]] as const),
  ...'mei nguyen'.split(' ').map((name) => [name, [0, 1, 2]] as const),
])

type Hair = NonNullable<lorelei.Options['hair']>[number]
type Eyes = NonNullable<lorelei.Options['eyes']>[number]
type Brows = NonNullable<lorelei.Options['eyebrows']>[number]
const variants = <T extends string>(numbers: string): T[] =>
  numbers.split(' ').map((n) => `variant${n.padStart(2, '0')}` as T)

// Hair that fits the first name: the people on the site by first name, each drawn from its pool; any other name
// (an organisation's picture) from both.
const pools = {
  feminine: variants<Hair>('13 14 15 16 17 18 19 21 23 24 26 29 31 32 33 35 37 40 41 42 45 48'),
  masculine: variants<Hair>('1 2 3 4 5 6 7 8 9 22 25 28 39 43 44 47'),
}
const firstNames: Record<string, keyof typeof pools> = Object.fromEntries([
  ...'amira aylin clara elena franziska hannah henrike ines johanna julia katrin lena leyla mei mira miriam nadia nele priya sarah selin sofia sophia sophie theresa'
    .split(' ')
    .map((name) => [name, 'feminine'] as const),
  ...'benedikt david emre felix georg jan jonas kwame lukas malte marco mehmet niklas nikolai paul stefan tobias'
    .split(' ')
    .map((name) => [name, 'masculine'] as const),
])

// A few people drawn apart by hand where the seeds made two of them look alike on the same page: Dr. Katrin Albers
// quotes on /angel2 under Lena Brandtner's face in its hero card, and both came out with the same skin, dark bob,
// glasses and pink ground, so angel and founder read as one person (round 27). Same style, other choices: a lighter skin, curly brown hair, no glasses.
// Lena Brandtner, the founder who speaks in the first demo pitch: her seed's dark brown bob on her deep skin read as
// one brown shape at the card's size (session 31 review of the home hero): black hair.
const distinct: Record<string, Partial<lorelei.Options & CoreOptions>> = {
  'lena-brandtner': { hairColor: ['1C1614'] },
  'katrin-albers': {
    skinColor: [skins[0]],
    hairColor: ['8B5A2B'],
    hair: variants<Hair>('24'),
    glassesProbability: 0,
    frecklesProbability: 0,
  },
}

function portrait(slug: string): string {
  const names = slug.replace(/^founder-/, '').split('-')
  const pool = firstNames[names[0] ?? '']
  const range = names.map((name) => skinRanges[name]).find(Boolean)
  const skin = pick(range ?? anySkin, slug, 'skin')
  const hairColour = pick(range || skin >= 3 ? hairColours.dark : hairColours.any, slug, 'hair')
  return `${createAvatar(lorelei, {
    seed: slug,
    size: 160,
    scale: 104,
    translateY: 5,
    flip: hash(`flip:${slug}`) % 2 === 1,
    backgroundColor: [ground],
    skinColor: [skins[skin] ?? skins[0]],
    hairColor: [hairColour],
    hair: pool ? pools[pool] : [...pools.feminine, ...pools.masculine],
    // Open eyes, calm brows, friendly mouths: no winks, frowns or tongues.
    eyes: variants<Eyes>('2 4 6 7 8 10 11 12 13 14 16 17 20 21 23 24'),
    eyebrows: variants<Brows>('2 5 7 9 10 11 12'),
    mouth: ['happy01', 'happy02', 'happy03', 'happy04', 'happy05', 'happy06', 'happy13'],
    glasses: ['variant01', 'variant03', 'variant04', 'variant05'],
    glassesProbability: 16,
    // Beards only with dark or grey hair: in the light colours they read as a blob.
    beardProbability: pool === 'masculine' && hairColours.dark.includes(hairColour) ? 18 : 0,
    earringsProbability: pool === 'feminine' ? 30 : 0,
    frecklesProbability: skin <= 2 ? 12 : 0,
    hairAccessoriesProbability: 0,
    ...distinct[slug],
  }).toString()}\n`
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

// Illustrated, fictional founder portraits (SVG) for the home hero: deterministic, no photos of real people.
import { mkdirSync, writeFileSync } from 'node:fs'

const people = [
  ['lena-brandt', '#F9A8D4', '#F1C7A8', '#3B2A20', '#7C3AED', 'long'],
  ['jonas-weber', '#A7F3D0', '#E8B995', '#2B1D14', '#0F1733', 'short'],
  ['amira-haddad', '#DDD6FE', '#C68E68', '#1A1210', '#D61F76', 'bun'],
  ['felix-hartmann', '#FDE68A', '#F3D2B8', '#8A5A2B', '#047857', 'short'],
  ['sofia-marino', '#BFDBFE', '#D9A27E', '#4A2C1A', '#B0175F', 'long'],
  ['david-okafor', '#FBCFE8', '#8D5B3E', '#140E0B', '#1D4ED8', 'crop'],
  ['clara-jansen', '#C7D2FE', '#F5D6C3', '#C98B4B', '#0E7490', 'bob'],
  ['mehmet-yilmaz', '#FED7AA', '#D7A07A', '#231815', '#6D28D9', 'short'],
  ['hannah-vogel', '#A5F3FC', '#EFC3A4', '#6B3A1E', '#D61F76', 'bun'],
]

const hair = (style, colour) =>
  ({
    long: `<path d="M48 70c0-22 14-36 32-36s32 14 32 36v40c-6-4-10-14-10-26 0-14-8-24-22-24s-22 10-22 24c0 12-4 22-10 26z" fill="${colour}"/>`,
    short: `<path d="M52 66c0-18 12-30 28-30s28 12 28 30c-6-8-14-12-28-12s-22 4-28 12z" fill="${colour}"/>`,
    bun: `<circle cx="80" cy="34" r="12" fill="${colour}"/><path d="M52 68c0-20 12-32 28-32s28 12 28 32c-8-9-16-13-28-13s-20 4-28 13z" fill="${colour}"/>`,
    crop: `<path d="M55 62c2-14 12-22 25-22s23 8 25 22c-7-5-15-7-25-7s-18 2-25 7z" fill="${colour}"/>`,
    bob: `<path d="M50 72c0-22 13-36 30-36s30 14 30 36v14h-8c-2-16-8-28-22-28s-20 12-22 28h-8z" fill="${colour}"/>`,
  })[style]

mkdirSync('public/images/founders', { recursive: true })
for (const [slug, bg, skin, hairColour, shirt, style] of people) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"><rect width="160" height="160" fill="${bg}"/><path d="M28 160c4-30 24-46 52-46s48 16 52 46z" fill="${shirt}"/><rect x="70" y="92" width="20" height="24" rx="8" fill="${skin}"/><ellipse cx="80" cy="74" rx="24" ry="28" fill="${skin}"/>${hair(style, hairColour)}<circle cx="71" cy="76" r="2.6" fill="#1B2440"/><circle cx="89" cy="76" r="2.6" fill="#1B2440"/><path d="M72 88q8 6 16 0" stroke="#1B2440" stroke-width="2.4" fill="none" stroke-linecap="round"/></svg>\n`
  writeFileSync(`public/images/founders/${slug}.svg`, svg)
}
console.log(`${people.length} portraits written to public/images/founders/`)

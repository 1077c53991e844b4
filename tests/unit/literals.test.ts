import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Event dates and figures live in data/ (data/event.ts, data/figures.ts): pages (their copy files and +config.ts
// included), components, the renderer, the server, lib/ and the scripts that draw the press kit read them from
// there, so an operator changes a date or a figure in one place. A page's +config.ts takes them from
// data/head-text.ts.

// scripts/press-kit draws the press kit's key visuals and teaser, which state the event's facts.
const FOLDERS = ['pages', 'components', 'renderer', 'server', 'lib', 'scripts/press-kit']

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(path)
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield path
  }
}

/**
 * The code without comments (a comment may explain a date; only code and copy count) and without file names
 * (`pressemitteilung-spotlight-2025.pdf` is an address, not copy).
 */
const withoutComments = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/{\/\*[\s\S]*?\*\/}/g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
    .replace(/[\w-]+\.(?:pdf|mp4|jpg|png|svg|zip|webm)\b/g, 'FILE')

const SPACE = String.raw`(?:\s|&nbsp;|\\u00a0|\u00a0)*`
const MONTH = 'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember'

const FORBIDDEN: [string, RegExp][] = [
  ['a date like 12.11.2025', /\b\d{1,2}\.\d{1,2}\.(?:20\d\d)?(?![\d])/],
  ['an ISO date', /\b20\d\d-\d\d-\d\d/],
  ['a date like 20. November', new RegExp(String.raw`\b\d{1,2}\.${SPACE}(?:${MONTH})\b`)],
  ['a year', /\b20[2-3]\d\b/],
  ['a finalist figure like Top 10', new RegExp(String.raw`\bTop${SPACE}\d+`)],
  [
    'an angel, jury or startup count',
    new RegExp(String.raw`\b\d+\+?${SPACE}(?:Business${SPACE})?(?:Angels|Jury|B2B-Startups|Startups)\b`),
  ],
]

function literalsIn(code: string): string[] {
  const found: string[] = []
  const lines = withoutComments(code).split('\n')
  for (const [index, line] of lines.entries())
    for (const [what, pattern] of FORBIDDEN) {
      const match = line.match(pattern)
      if (match) found.push(`${index + 1}: ${what}: "${match[0]}"`)
    }
  return found
}

describe('event dates and figures', () => {
  it('the check finds dates and figures written into code', () => {
    expect(literalsIn(`const a = 'bis 12.11.2025'`)).not.toEqual([])
    expect(literalsIn(`<p>Finale am 20.&nbsp;November</p>`)).not.toEqual([])
    expect(literalsIn(`<p>Die Top\u00a06 pitchen</p>`)).not.toEqual([])
    expect(literalsIn(`text="vor 30 Business Angels"`)).not.toEqual([])
    expect(literalsIn(`'Spotlight 2025'`)).not.toEqual([])
    expect(literalsIn(`target: '2025-11-20T00:00:00+01:00'`)).not.toEqual([])
    expect(literalsIn(`// the 12.11.2025 deadline\nconst x = 1`)).toEqual([])
    expect(literalsIn(`const width = 1280; const ratio = 0.5`)).toEqual([])
    expect(literalsIn(`"description": "Finale am 20.11.2025"`)).not.toEqual([])
    expect(literalsIn("description: 'Finale am ' + headText.final")).toEqual([])
    expect(literalsIn(`file('pressemitteilung-spotlight-2025.pdf', 'PDF')`)).toEqual([])
  })

  it.each(FOLDERS.flatMap((folder) => [...sources(folder)]))('%s has none outside data/', (file) => {
    expect(literalsIn(readFileSync(file, 'utf8'))).toEqual([])
  })
})

// A dash between two clauses stays with the word before it: a line never starts with "–".
const looseDashes = (code: string) =>
  withoutComments(code)
    .split('\n')
    .flatMap((line, index) => (/\S –(?:\s|['"`])|^\s*–\s/.test(line) ? [`${index + 1}: ${line.trim()}`] : []))

describe('dashes in copy', () => {
  it('the check finds a breakable space before a dash', () => {
    expect(looseDashes(`lead: 'einmal aufnehmen – und gefunden werden'`)).not.toEqual([])
    expect(looseDashes(`<p>\n  Einmal aufnehmen\n  – und gefunden werden\n</p>`)).not.toEqual([])
    expect(looseDashes(`lead: 'einmal aufnehmen\\u00a0– und gefunden werden'`)).toEqual([])
    expect(looseDashes(`<p>Einmal aufnehmen&nbsp;– und gefunden werden</p>`)).toEqual([])
    expect(looseDashes(`range: '4–6 Monate'`)).toEqual([])
    // A string that ends in the dash, its next words in another string (session 29: a hero's h1 broke before it).
    expect(looseDashes(`title: 'Entdecke die Startups von morgen –',`)).not.toEqual([])
  })

  it.each(['pages', 'components', 'renderer', 'lib', 'data'].flatMap((folder) => [...sources(folder)]))(
    '%s binds every dash to the word before it',
    (file) => {
      expect(looseDashes(readFileSync(file, 'utf8'))).toEqual([])
    },
  )
})

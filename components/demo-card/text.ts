/*
 * Long text sections of the startup profile, kept short on a phone: collapsing, bullet lists and highlighting.
 * Lengths count Unicode code points, so an emoji or a combined character is never cut in half.
 */

const COLLAPSE_CHARACTERS = 200
const COLLAPSE_BULLETS = 3

export type TextBlock = { type: 'bullet' | 'paragraph'; text: string }

export type CollapsedText =
  | { kind: 'text'; text: string; truncated: boolean }
  | { kind: 'bullets'; items: TextBlock[]; hiddenCount: number }

const BULLET = /^(?:- |•)\s*/

/** Lines beginning with "- " or "•" become list items, other non-empty lines stay paragraphs. */
export function parseBullets(text: string): TextBlock[] {
  const blocks: TextBlock[] = []
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trimStart()
    if (!line.trim()) continue
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, '').trim()
      if (item) blocks.push({ type: 'bullet', text: item })
    } else {
      blocks.push({ type: 'paragraph', text: line.trimEnd() })
    }
  }
  return blocks
}

const length = (text: string) => Array.from(text).length
const countBullets = (blocks: readonly TextBlock[]) => blocks.filter((block) => block.type === 'bullet').length

/**
 * Whether the section gets a Read More toggle: it must be longer than 200 characters, and a bullet text
 * must also have more than 3 points (collapsing shows 3, so 3 or fewer would hide nothing).
 */
export function isCollapsible(text: string): boolean {
  const trimmed = text.trim()
  if (length(trimmed) <= COLLAPSE_CHARACTERS) return false
  const blocks = parseBullets(trimmed)
  const bullets = countBullets(blocks)
  return bullets === 0 || bullets > COLLAPSE_BULLETS
}

/**
 * What to show of a section. Plain text: the first 200 characters plus "…" while collapsed. Text with
 * bullets: its blocks up to the third point while collapsed, and how many points are hidden ("+N more
 * points"); paragraphs after the third point are hidden with them.
 */
export function collapseText(text: string, expanded: boolean): CollapsedText {
  const trimmed = text.trim()
  const blocks = parseBullets(trimmed)
  const bullets = countBullets(blocks)
  const collapse = !expanded && isCollapsible(trimmed)
  if (bullets === 0) {
    if (!collapse) return { kind: 'text', text: trimmed, truncated: false }
    const head = Array.from(trimmed).slice(0, COLLAPSE_CHARACTERS).join('').trimEnd()
    return { kind: 'text', text: `${head}…`, truncated: true }
  }
  if (!collapse) return { kind: 'bullets', items: blocks, hiddenCount: 0 }
  const items: TextBlock[] = []
  let shown = 0
  for (const block of blocks) {
    if (shown === COLLAPSE_BULLETS) break
    items.push(block)
    if (block.type === 'bullet') shown += 1
  }
  return { kind: 'bullets', items, hiddenCount: bullets - COLLAPSE_BULLETS }
}

/** Label of the collapse toggle (the "Show Less" reading; one variant said "Read Less"). */
export function toggleLabel(expanded: boolean): 'Read More' | 'Show Less' {
  return expanded ? 'Show Less' : 'Read More'
}

/** The hint under a collapsed list, e.g. "+2 more points". */
export function morePointsLabel(hiddenCount: number): string {
  return `+${hiddenCount} more ${hiddenCount === 1 ? 'point' : 'points'}`
}

/*
 * Highlighted words: superlatives in German (every declension ending) and English. Whole words only,
 * so "erst" (adverb) or "Bestand" stay plain.
 */
const superlativeStems = [
  'größt',
  'schnellst',
  'erst',
  'führend',
  'marktführend',
  'einzig',
  'best',
  'höchst',
  'stärkst',
  'günstigst',
  'modernst',
] as const
const superlativeWords = [
  'führend',
  'marktführend',
  'einzig',
  'best',
  'first',
  'fastest',
  'largest',
  'biggest',
  'leading',
  'only',
] as const

const SPACE = '[ \\u00a0\\u202f]'
// A number: digits with German thousands dots or decimal commas (1.200, 2,5, 50.000), an optional sign,
// scale (Mio., Mrd., Millionen), attached suffix (3x, 48h, 10k, 80M), unit (78 %, 299 €, EUR) and "+";
// never the digit inside a word such as "B2B".
const NUMBER = [
  '[+−-]?\\d+(?:[.,]\\d+)*',
  `(?:${SPACE}?(?:Mio\\.|Mrd\\.|Tsd\\.|Millionen|Million|Milliarden|Milliarde))?`,
  '(?:[xhkM](?![\\p{L}\\p{N}]))?',
  `(?:${SPACE}?(?:%|€|EUR))?`,
  '\\+?',
].join('')
const SUPERLATIVE = `(?:${superlativeStems.join('|')})(?:e|en|er|es|em)|${superlativeWords.join('|')}`
const HIGHLIGHT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${NUMBER}|(?:${SUPERLATIVE})(?![\\p{L}\\p{N}]))(?![\\p{L}\\p{N}])`,
  'giu',
)

export type Segment = { text: string; highlight: boolean }

/** Splits text into plain and highlighted runs (numbers, percentages, superlatives); joined, they are the input. */
export function highlightSegments(text: string): Segment[] {
  const segments: Segment[] = []
  let last = 0
  for (const match of text.matchAll(HIGHLIGHT)) {
    const start = match.index
    if (start > last) segments.push({ text: text.slice(last, start), highlight: false })
    segments.push({ text: match[0], highlight: true })
    last = start + match[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last), highlight: false })
  return segments
}

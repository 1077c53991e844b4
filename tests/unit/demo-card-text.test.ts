import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  collapseText,
  highlightSegments,
  isCollapsible,
  morePointsLabel,
  parseBullets,
  toggleLabel,
} from '../../components/demo-card/text'

const chars = (n: number) => 'x'.repeat(n)
const bullets = (n: number, marker = '- ') =>
  Array.from({ length: n }, (_, i) => `${marker}Punkt ${i + 1} ${'mit etwas längerem Text '.repeat(3)}`).join('\n')
const highlighted = (text: string) =>
  highlightSegments(text)
    .filter((s) => s.highlight)
    .map((s) => s.text)

describe('parseBullets', () => {
  it('turns lines starting with "- " or "•" into items and keeps other lines as paragraphs', () => {
    expect(parseBullets('Einleitung\n- eins\n•zwei\n• drei\n  - vier  \nSchluss')).toEqual([
      { type: 'paragraph', text: 'Einleitung' },
      { type: 'bullet', text: 'eins' },
      { type: 'bullet', text: 'zwei' },
      { type: 'bullet', text: 'drei' },
      { type: 'bullet', text: 'vier' },
      { type: 'paragraph', text: 'Schluss' },
    ])
  })

  it('does not treat a hyphen without a space, or a dash inside a line, as a bullet', () => {
    expect(parseBullets('-5 % Kosten\nB2B – SaaS')).toEqual([
      { type: 'paragraph', text: '-5 % Kosten' },
      { type: 'paragraph', text: 'B2B – SaaS' },
    ])
  })

  it('skips empty lines and empty items and accepts CRLF', () => {
    expect(parseBullets('- a\r\n\r\n- \r\n• \n- b')).toEqual([
      { type: 'bullet', text: 'a' },
      { type: 'bullet', text: 'b' },
    ])
    expect(parseBullets('')).toEqual([])
  })
})

describe('collapseText for plain text', () => {
  it('keeps text of exactly 200 characters whole', () => {
    expect(isCollapsible(chars(200))).toBe(false)
    expect(collapseText(chars(200), false)).toEqual({ kind: 'text', text: chars(200), truncated: false })
  })

  it('cuts text of 201 characters to 200 plus an ellipsis', () => {
    expect(isCollapsible(chars(201))).toBe(true)
    expect(collapseText(chars(201), false)).toEqual({ kind: 'text', text: `${chars(200)}…`, truncated: true })
  })

  it('shows everything when expanded', () => {
    expect(collapseText(chars(500), true)).toEqual({ kind: 'text', text: chars(500), truncated: false })
  })

  it('counts code points, trims surrounding whitespace and drops a trailing space before the ellipsis', () => {
    const emoji = '🚀'.repeat(201)
    expect(collapseText(emoji, false)).toEqual({ kind: 'text', text: `${'🚀'.repeat(200)}…`, truncated: true })
    expect(isCollapsible(`  ${chars(200)}  `)).toBe(false)
    const spaced = `${chars(199)} ${chars(10)}`
    expect(collapseText(spaced, false)).toEqual({ kind: 'text', text: `${chars(199)}…`, truncated: true })
  })

  it('never returns more than 200 characters plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.boolean(), (text, expanded) => {
        const result = collapseText(text.replace(/^\s*(?:- |•)/gm, ''), expanded)
        if (result.kind !== 'text') return
        if (!result.truncated) expect(result.text).toBe(text.replace(/^\s*(?:- |•)/gm, '').trim())
        else expect(Array.from(result.text).length).toBeLessThanOrEqual(201)
      }),
    )
  })
})

describe('collapseText for bullets', () => {
  it('shows the first 3 points and counts the hidden ones', () => {
    const text = bullets(5)
    expect(text.length).toBeGreaterThan(200)
    expect(isCollapsible(text)).toBe(true)
    const result = collapseText(text, false)
    expect(result.kind).toBe('bullets')
    if (result.kind !== 'bullets') return
    expect(result.items.map((item) => item.text)).toEqual(
      parseBullets(text)
        .slice(0, 3)
        .map((item) => item.text),
    )
    expect(result.hiddenCount).toBe(2)
    expect(morePointsLabel(result.hiddenCount)).toBe('+2 more points')
  })

  it('does not collapse exactly 3 points, however long', () => {
    const text = bullets(3, '• ')
    expect(text.length).toBeGreaterThan(200)
    expect(isCollapsible(text)).toBe(false)
    expect(collapseText(text, false)).toEqual({ kind: 'bullets', items: parseBullets(text), hiddenCount: 0 })
  })

  it('collapses 4 points over 200 characters to 3 plus one more point', () => {
    const result = collapseText(bullets(4), false)
    expect(result).toMatchObject({ kind: 'bullets', hiddenCount: 1 })
    expect(morePointsLabel(1)).toBe('+1 more point')
  })

  it('does not collapse a short list of many points (200 characters or fewer)', () => {
    const text = ['- a', '- b', '- c', '- d', '- e'].join('\n')
    expect(isCollapsible(text)).toBe(false)
    expect(collapseText(text, false)).toMatchObject({ kind: 'bullets', hiddenCount: 0 })
  })

  it('keeps an intro paragraph and hides paragraphs after the third point', () => {
    const text = `Unsere Lösung:\n${bullets(4)}\nMehr im Gespräch.`
    const result = collapseText(text, false)
    if (result.kind !== 'bullets') throw new Error('expected bullets')
    expect(result.items[0]).toEqual({ type: 'paragraph', text: 'Unsere Lösung:' })
    expect(result.items).toHaveLength(4)
    expect(result.items.filter((item) => item.type === 'bullet')).toHaveLength(3)
    expect(result.hiddenCount).toBe(1)
    expect(collapseText(text, true)).toEqual({ kind: 'bullets', items: parseBullets(text), hiddenCount: 0 })
  })

  it('shows every point when expanded', () => {
    expect(collapseText(bullets(6), true)).toEqual({ kind: 'bullets', items: parseBullets(bullets(6)), hiddenCount: 0 })
  })
})

describe('toggleLabel', () => {
  it('reads Read More when collapsed and Show Less when expanded', () => {
    expect(toggleLabel(false)).toBe('Read More')
    expect(toggleLabel(true)).toBe('Show Less')
  })
})

describe('highlightSegments', () => {
  it.each([
    ['Wir haben 1.200 Kunden', ['1.200']],
    ['Wachstum von 2,5 Punkten', ['2,5']],
    ['über 50.000 Betriebe', ['50.000']],
    ['nur 299 € im Monat', ['299 €']],
    ['nur 299\u00a0€ im Monat', ['299\u00a0€']],
    ['299€ und 10 EUR', ['299€', '10 EUR']],
    ['3x schneller, 10x mehr', ['3x', '10x']],
    ['78 % höhere Abschlussquote', ['78 %']],
    ['78% höhere Abschlussquote', ['78%']],
    ['78\u00a0% höher', ['78\u00a0%']],
    ['4,5\u00a0Mio.\u00a0€ Bewertung', ['4,5\u00a0Mio.\u00a0€']],
    ['1\u00a0Million Betriebe', ['1\u00a0Million']],
    ['Antwort in 48h und 200+ Startups', ['48h', '200+']],
    ['80M€+ vermittelt', ['80M€+']],
    ['Kosten -5 % und +35 %', ['-5 %', '+35 %']],
    ['4-6 Monate', ['4', '6']],
    ['Score 9,2/10', ['9,2', '10']],
  ])('marks the numbers in %j', (text, expected) => {
    expect(highlighted(text)).toEqual(expected)
  })

  it('leaves digits inside words alone', () => {
    expect(highlighted('B2B und B2C, H2O, CO₂ und Top3')).toEqual([])
  })

  it.each([
    ['die größte Chance', ['größte']],
    ['die Größten im Markt', ['Größten']],
    ['die schnellste Regalanalyse', ['schnellste']],
    ['das erste Team', ['erste']],
    ['eines führenden Anbieters', ['führenden']],
    ['führend in Europa', ['führend']],
    ['marktführende Technik', ['marktführende']],
    ['die einzige Lösung', ['einzige']],
    ['das beste Produkt', ['beste']],
    ['die höchste Genauigkeit', ['höchste']],
    ['the best and fastest tool', ['best', 'fastest']],
    ['the first, largest and leading platform, the only one', ['first', 'largest', 'leading', 'only']],
  ])('marks the superlatives in %j', (text, expected) => {
    expect(highlighted(text)).toEqual(expected)
  })

  it('does not mark look-alike words', () => {
    expect(highlighted('erst morgen, im Bestand, Erstellung, Einzigartigkeit, bestellen, Firstline')).toEqual([])
  })

  it('returns runs that join back to the input, alternating and never empty', () => {
    const text = 'Die größte Chance: 42\u00a0% sparen, 1.200\u00a0€ im Jahr.'
    expect(highlightSegments(text)).toEqual([
      { text: 'Die ', highlight: false },
      { text: 'größte', highlight: true },
      { text: ' Chance: ', highlight: false },
      { text: '42\u00a0%', highlight: true },
      { text: ' sparen, ', highlight: false },
      { text: '1.200\u00a0€', highlight: true },
      { text: ' im Jahr.', highlight: false },
    ])
    expect(highlightSegments('')).toEqual([])
    fc.assert(
      fc.property(fc.string(), (input) => {
        const segments = highlightSegments(input)
        expect(segments.map((s) => s.text).join('')).toBe(input)
        for (const segment of segments) expect(segment.text).not.toBe('')
        segments.forEach((segment, i) => {
          if (i > 0 && !segment.highlight) expect(segments[i - 1]?.highlight).toBe(true)
        })
      }),
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  categoriseTagA,
  categoriseTagB,
  normaliseTagsA,
  sortTagsB,
  tagGroupsA,
  tagGroupsB,
} from '../../components/demo-card/tags'

describe('variant A groups', () => {
  it('categorises tags, ignoring case', () => {
    expect(categoriseTagA('fintech')).toBe('coreIndustries')
    expect(categoriseTagA('Logistik')).toBe('subVerticals')
    expect(categoriseTagA('SaaS')).toBe('technology')
    expect(categoriseTagA('B2G')).toBe('businessModel')
    expect(categoriseTagA('DeepTech')).toBe('stageFocus')
    expect(categoriseTagA('NEU')).toBeUndefined()
  })
})

describe('normaliseTagsA', () => {
  it.each([
    ['AI', ['AI/ML']],
    ['Machine Learning', ['AI/ML']],
    ['Artificial Intelligence', ['AI/ML']],
    ['KI/SaaS', ['AI/ML']],
    ['Deep Tech', ['DeepTech']],
    ['Climate Tech', ['ClimateTech']],
    ['No Funding', ['Early Stage']],
    ['PreSeed', ['Early Stage']],
    ['Pre-Seed', ['Early Stage']],
    ['Seed', ['Early Stage']],
    ['Series A', ['Early Stage']],
    ['Series B', ['Early Stage']],
    ['Early Stage Tech', ['Early Stage']],
    ['Early-Stage', ['Early Stage']],
    ['Consumer (Beauty/FMCG)', ['Consumer']],
    ['B2B SaaS', ['B2B', 'SaaS']],
  ])('maps the alias %s', (alias, expected) => {
    expect(normaliseTagsA([alias])).toEqual(expected)
  })

  it('applies aliases ignoring case and surrounding spaces, using the taxonomy spelling', () => {
    expect(normaliseTagsA(['  machine learning ', 'b2b saas', 'fintech'])).toEqual(['FinTech', 'B2B', 'AI/ML', 'SaaS'])
  })

  it('deduplicates after aliasing, keeping the first occurrence', () => {
    expect(normaliseTagsA(['AI', 'Machine Learning', 'AI/ML', 'KI/SaaS'])).toEqual(['AI/ML'])
    expect(normaliseTagsA(['Seed', 'Series A', 'Pre-Seed'])).toEqual(['Early Stage'])
    expect(normaliseTagsA(['B2B SaaS', 'B2B', 'SaaS'])).toEqual(['B2B', 'SaaS'])
    expect(normaliseTagsA(['NEU', 'neu'])).toEqual(['NEU'])
  })

  it('drops empty tags', () => {
    expect(normaliseTagsA(['', '   ', 'IoT'])).toEqual(['IoT'])
  })

  it('hides Early Stage only when asked', () => {
    const tags = ['Pre-Seed', 'FinTech', 'Early Stage']
    expect(normaliseTagsA(tags)).toEqual(['Early Stage', 'FinTech'])
    expect(normaliseTagsA(tags, { hideEarlyStage: false })).toEqual(['Early Stage', 'FinTech'])
    expect(normaliseTagsA(tags, { hideEarlyStage: true })).toEqual(['FinTech'])
  })

  it('orders stage, industry, business model, technology, other', () => {
    expect(normaliseTagsA(['NEU', 'IoT', 'Marketplace', 'Beauty', 'FinTech', 'Seed', 'Consumer'])).toEqual([
      'Early Stage',
      'Consumer',
      'Beauty',
      'FinTech',
      'Marketplace',
      'IoT',
      'NEU',
    ])
  })

  it('puts B2B, B2C and B2G first among business models, in that order', () => {
    expect(normaliseTagsA(['Platform', 'B2G', 'Marketplace', 'B2C', 'B2B'])).toEqual([
      'B2B',
      'B2C',
      'B2G',
      'Platform',
      'Marketplace',
    ])
  })

  it('normalises a startup tag list end to end', () => {
    expect(
      normaliseTagsA(
        ['NEU', 'Consumer (Beauty/FMCG)', 'RetailTech', 'Marketplace', 'B2B', 'Machine Learning', 'Pre-Seed'],
        {
          hideEarlyStage: true,
        },
      ),
    ).toEqual(['Consumer', 'RetailTech', 'B2B', 'Marketplace', 'AI/ML', 'NEU'])
  })

  it('is idempotent and never returns duplicates or aliases', () => {
    const known = [...Object.values(tagGroupsA).flat(), 'AI', 'KI/SaaS', 'B2B SaaS', 'Climate Tech', 'NEU', 'Sonstiges']
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...known), fc.string())), fc.boolean(), (tags, hideEarlyStage) => {
        const once = normaliseTagsA(tags, { hideEarlyStage })
        expect(normaliseTagsA(once, { hideEarlyStage })).toEqual(once)
        expect(new Set(once.map((tag) => tag.toLocaleLowerCase('de-DE'))).size).toBe(once.length)
        expect(once).not.toContain('AI')
        expect(once).not.toContain('B2B SaaS')
        if (hideEarlyStage) expect(once).not.toContain('Early Stage')
      }),
    )
  })
})

describe('variant B', () => {
  it('categorises every listed tag into its group and anything else as other', () => {
    for (const [group, tags] of Object.entries(tagGroupsB)) {
      for (const tag of tags) expect(categoriseTagB(tag)).toBe(group)
    }
    expect(categoriseTagB('Series C')).toBe('phase')
    expect(categoriseTagB('B2C')).toBe('industry')
    expect(categoriseTagB('Consumer')).toBe('businessModel')
    expect(categoriseTagB('no-code')).toBe('technology')
    expect(categoriseTagB('KI/SaaS')).toBe('other')
    expect(categoriseTagB('NEU')).toBe('other')
  })

  it('sorts phase, industry (B2B, B2C first), business model, technology, other; alphabetical within', () => {
    expect(
      sortTagsB([
        'Web',
        'NEU',
        'SaaS',
        'FinTech',
        'AI',
        'B2C',
        'Seed',
        'EdTech',
        'B2B',
        'D2C',
        'Ärzte',
        'Zahnmedizin',
        'Apotheken',
      ]),
    ).toEqual([
      'Seed',
      'B2B',
      'B2C',
      'EdTech',
      'FinTech',
      'D2C',
      'SaaS',
      'AI',
      'Web',
      'Apotheken',
      'Ärzte',
      'NEU',
      'Zahnmedizin',
    ])
  })

  it('orders phases alphabetically (de-DE), not by round', () => {
    expect(sortTagsB(['Series A', 'IPO', 'Growth', 'Pre-Seed'])).toEqual(['Growth', 'IPO', 'Pre-Seed', 'Series A'])
  })

  it('returns a sorted permutation without changing its input', () => {
    const pool = [...Object.values(tagGroupsB).flat(), 'NEU', 'SoGehtFundraising', 'Sonstiges']
    const order = ['phase', 'industry', 'businessModel', 'technology', 'other']
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...pool), fc.string())), (tags) => {
        const copy = [...tags]
        const sorted = sortTagsB(tags)
        expect(tags).toEqual(copy)
        expect([...sorted].sort()).toEqual([...tags].sort())
        const ranks = sorted.map((tag) => order.indexOf(categoriseTagB(tag)))
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
        expect(sortTagsB(sorted)).toEqual(sorted)
      }),
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  categoriseTagA,
  categoriseTagB,
  normaliseTagsA,
  sortTagsB,
  specialTagOf,
  tagGroupsA,
  tagGroupsB,
  tagStyle,
  tagStyles,
} from '../../components/demo-card/tags'
import unoConfig from '../../uno.config'

describe('variant A groups', () => {
  it('lists the groups exactly as the spec does', () => {
    expect(tagGroupsA.businessModel).toEqual(['B2B', 'B2C', 'B2G', 'Marketplace', 'Platform'])
    expect(tagGroupsA.technology).toEqual([
      'AI/ML',
      'AR/VR',
      'Blockchain',
      'Hardware',
      'IoT',
      'Mobile App',
      'SaaS',
      'Video Platform',
      'Web Platform',
    ])
    expect(tagGroupsA.coreIndustries).toEqual([
      'FinTech',
      'HealthTech',
      'EdTech',
      'CleanTech',
      'ClimateTech',
      'FoodTech',
      'PropTech',
      'InsurTech',
    ])
    expect(tagGroupsA.subVerticals).toEqual([
      'Beauty',
      'Digital Health',
      'E-commerce',
      'FMCG',
      'Games',
      'LegalTech',
      'Logistik',
      'Payment',
      'Private Markets',
      'RegTech',
      'RetailTech',
    ])
    expect(tagGroupsA.stageFocus).toEqual([
      'No Funding',
      'PreSeed',
      'Pre-Seed',
      'Seed',
      'Series A',
      'Series B',
      'Early Stage',
      'Consumer',
      'DeepTech',
      'Enterprise',
    ])
  })

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

// WCAG relative luminance and contrast ratio.
const channel = (value: number) => {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
const luminance = ([r, g, b]: [number, number, number]) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
const contrast = (a: [number, number, number], b: [number, number, number]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
const palette = (unoConfig.theme as { colors: Record<string, Record<string, string>> }).colors
const white: [number, number, number] = [255, 255, 255]
// Resolves "bg-mint-100" / "text-white" / "bg-white/15" (over ink-900, the darkest surface the card uses).
function resolve(className: string, prefix: 'bg' | 'text'): [number, number, number] {
  const match = new RegExp(`^${prefix}-([a-z]+)(?:-(\\d+))?(?:/(\\d+))?$`).exec(className)
  if (!match) throw new Error(`not a ${prefix} class: ${className}`)
  const [, name, shade, alpha] = match
  const colour = name === 'white' ? white : rgb(palette[name as string]?.[shade as string] ?? '')
  if (!alpha) return colour
  const base = rgb(palette.ink?.['900'] ?? '')
  const a = Number(alpha) / 100
  return colour.map((c, i) => Math.round(a * c + (1 - a) * (base[i] ?? 0))) as [number, number, number]
}

describe('tagStyle', () => {
  it('gives each special tag its own colour, ignoring case and a leading #', () => {
    expect(tagStyle('NEU')).toBe('bg-mint-100 text-mint-800')
    expect(tagStyle('SoGehtFundraising')).toBe('bg-brand-100 text-brand-800')
    expect(tagStyle('AlteProzesseAufräumen')).toBe('bg-violet-100 text-violet-700')
    expect(tagStyle('#sogehtfundraising', 'dark')).toBe('bg-brand-100 text-brand-800')
    expect(tagStyle('neu', 'dark')).toBe('bg-mint-100 text-mint-800')
    expect(specialTagOf('Neuheit')).toBeUndefined()
    expect(new Set([tagStyle('NEU'), tagStyle('SoGehtFundraising'), tagStyle('AlteProzesseAufräumen')]).size).toBe(3)
  })

  it('gives other tags a neutral chip for the surface', () => {
    expect(tagStyle('FinTech')).toBe('bg-ink-100 text-ink-700')
    expect(tagStyle('FinTech', 'light')).toBe('bg-ink-100 text-ink-700')
    expect(tagStyle('FinTech', 'dark')).toBe('bg-white/15 text-white')
  })

  it.each(Object.entries(tagStyles))('%s meets WCAG AA contrast (4.5:1)', (_name, classes) => {
    const [bg, text] = classes.split(' ') as [string, string]
    expect(contrast(resolve(bg, 'bg'), resolve(text, 'text'))).toBeGreaterThanOrEqual(4.5)
  })
})

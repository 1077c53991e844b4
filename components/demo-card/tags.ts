/*
 * Tag taxonomy of the demo card. Two variants were seen: variant A normalises aliases
 * into fixed groups (profile view), variant B only categorises and sorts. Both order tags
 * stage → industry → business model → technology → other. Lookups ignore case; normalised tags use the
 * taxonomy's spelling, unknown tags keep their own.
 */

export const tagGroupsA = {
  businessModel: ['B2B', 'B2C', 'B2G', 'Marketplace', 'Platform'],
  technology: [
    'AI/ML',
    'AR/VR',
    'Blockchain',
    'Hardware',
    'IoT',
    'Mobile App',
    'SaaS',
    'Video Platform',
    'Web Platform',
  ],
  coreIndustries: ['FinTech', 'HealthTech', 'EdTech', 'CleanTech', 'ClimateTech', 'FoodTech', 'PropTech', 'InsurTech'],
  subVerticals: [
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
  ],
  stageFocus: [
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
  ],
} as const

export type TagGroupA = keyof typeof tagGroupsA

/** Variant A aliases; a list value splits one tag into several. */
const tagAliasesA: Readonly<Record<string, readonly string[]>> = {
  AI: ['AI/ML'],
  'Machine Learning': ['AI/ML'],
  'Artificial Intelligence': ['AI/ML'],
  'KI/SaaS': ['AI/ML'],
  'Deep Tech': ['DeepTech'],
  'Climate Tech': ['ClimateTech'],
  'No Funding': ['Early Stage'],
  PreSeed: ['Early Stage'],
  'Pre-Seed': ['Early Stage'],
  Seed: ['Early Stage'],
  'Series A': ['Early Stage'],
  'Series B': ['Early Stage'],
  'Early Stage Tech': ['Early Stage'],
  'Early-Stage': ['Early Stage'],
  'Consumer (Beauty/FMCG)': ['Consumer'],
  'B2B SaaS': ['B2B', 'SaaS'],
}

const EARLY_STAGE = 'Early Stage'

/** The spec's display order of groups: stage, industry, business model, technology, other. */
type TagRank = 'stage' | 'industry' | 'businessModel' | 'technology' | 'other'
const rankOrder: readonly TagRank[] = ['stage', 'industry', 'businessModel', 'technology', 'other']

const rankOfGroupA: Record<TagGroupA, TagRank> = {
  stageFocus: 'stage',
  coreIndustries: 'industry',
  subVerticals: 'industry',
  businessModel: 'businessModel',
  technology: 'technology',
}

const key = (tag: string) => tag.trim().toLocaleLowerCase('de-DE')

function indexBy<T>(entries: Iterable<readonly [string, T]>): Map<string, T> {
  const map = new Map<string, T>()
  for (const [name, value] of entries) if (!map.has(key(name))) map.set(key(name), value)
  return map
}

const aliasesA = indexBy(Object.entries(tagAliasesA))
const groupsA = indexBy(
  (Object.keys(tagGroupsA) as TagGroupA[]).flatMap((group) =>
    tagGroupsA[group].map((tag) => [tag, { group, tag }] as const),
  ),
)
const leadingBusinessModelsA = ['B2B', 'B2C', 'B2G']

/** Variant A group of a tag (after normalisation), or undefined for other tags. */
export function categoriseTagA(tag: string): TagGroupA | undefined {
  return groupsA.get(key(tag))?.group
}

/**
 * Variant A: applies the aliases, deduplicates (ignoring case), optionally hides "Early Stage", and orders
 * stage, industry, business model (B2B, B2C, B2G first), technology, other; otherwise input order is kept.
 */
export function normaliseTagsA(tags: readonly string[], options: { hideEarlyStage?: boolean } = {}): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of tags) {
    const trimmed = raw.trim()
    if (!trimmed) continue
    for (const aliased of aliasesA.get(key(trimmed)) ?? [trimmed]) {
      const tag = groupsA.get(key(aliased))?.tag ?? aliased
      if (seen.has(key(tag))) continue
      if (options.hideEarlyStage && tag === EARLY_STAGE) continue
      seen.add(key(tag))
      result.push(tag)
    }
  }
  const rank = (tag: string) => {
    const group = categoriseTagA(tag)
    return rankOrder.indexOf(group ? rankOfGroupA[group] : 'other')
  }
  const lead = (tag: string) => {
    const index = leadingBusinessModelsA.indexOf(tag)
    return index === -1 ? leadingBusinessModelsA.length : index
  }
  // Array.prototype.sort is stable, so tags of equal rank keep their input order.
  return result.sort((a, b) => rank(a) - rank(b) || lead(a) - lead(b))
}

export const tagGroupsB = {
  phase: ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Growth', 'IPO'],
  industry: [
    'B2B',
    'B2C',
    'E-Commerce',
    'FinTech',
    'HealthTech',
    'EdTech',
    'PropTech',
    'FoodTech',
    'CleanTech',
    'AgriTech',
    'InsurTech',
    'LegalTech',
    'HR Tech',
    'Marketing Tech',
    'Sales Tech',
  ],
  businessModel: [
    'SaaS',
    'Marketplace',
    'Platform',
    'Hardware',
    'D2C',
    'Subscription',
    'Freemium',
    'Enterprise',
    'Consumer',
  ],
  technology: [
    'AI',
    'ML',
    'Blockchain',
    'IoT',
    'AR/VR',
    'Big Data',
    'Cloud',
    'Mobile',
    'Web',
    'API',
    'No-Code',
    'Low-Code',
  ],
} as const

export type TagCategoryB = keyof typeof tagGroupsB | 'other'
const categoryOrderB: readonly TagCategoryB[] = ['phase', 'industry', 'businessModel', 'technology', 'other']

const groupsB = indexBy(
  (Object.keys(tagGroupsB) as (keyof typeof tagGroupsB)[]).flatMap((group) =>
    tagGroupsB[group].map((tag) => [tag, group] as const),
  ),
)
const leadingIndustriesB = ['b2b', 'b2c']

/** Variant B category: phase, industry, businessModel, technology, or other for anything else. */
export function categoriseTagB(tag: string): TagCategoryB {
  return groupsB.get(key(tag)) ?? 'other'
}

/**
 * Variant B order: phase, industry (B2B, B2C first), business model, technology, other; alphabetical
 * (de-DE) within a group. Returns a new array with the same tags; nothing is renamed or removed.
 */
export function sortTagsB(tags: readonly string[]): string[] {
  const collator = new Intl.Collator('de-DE', { sensitivity: 'base' })
  const rank = (tag: string) => categoryOrderB.indexOf(categoriseTagB(tag))
  const lead = (tag: string) => {
    const index = leadingIndustriesB.indexOf(key(tag))
    return index === -1 ? leadingIndustriesB.length : index
  }
  return [...tags].sort((a, b) => rank(a) - rank(b) || lead(a) - lead(b) || collator.compare(a, b))
}

/** Tags with their own colour (the ones an angel filters by). */
const specialTags = ['NEU', 'SoGehtFundraising', 'AlteProzesseAufräumen'] as const
export type SpecialTag = (typeof specialTags)[number]

/** The special tag a tag names (ignoring case and a leading #), if any. */
export function specialTagOf(tag: string): SpecialTag | undefined {
  const name = key(tag.trim().replace(/^#/, ''))
  return specialTags.find((special) => key(special) === name)
}

/*
 * Chip colours as complete class strings, so UnoCSS finds them in this file. Every pair meets WCAG AA
 * (4.5:1; tests/unit/demo-card-tags.test.ts checks them against the theme). "dark" is for chips on the
 * video or an ink surface, "light" for the white profile sheet.
 */
export const tagStyles = {
  NEU: 'bg-mint-100 text-mint-800',
  SoGehtFundraising: 'bg-brand-100 text-brand-800',
  AlteProzesseAufräumen: 'bg-violet-100 text-violet-700',
  light: 'bg-ink-100 text-ink-700',
  dark: 'bg-white/15 text-white',
} as const satisfies Record<SpecialTag | 'light' | 'dark', string>

/** UnoCSS classes of a tag chip: special tags keep their colour on every surface. */
export function tagStyle(tag: string, surface: 'light' | 'dark' = 'light'): string {
  const special = specialTagOf(tag)
  if (special) return tagStyles[special]
  return surface === 'dark' ? tagStyles.dark : tagStyles.light
}

import type { Accent } from '../../data/team'

/**
 * Literal UnoCSS classes per accent colour of the team and values cards (UnoCSS scans class names as written). The
 * page keeps one accent (the brand's) for its surfaces; a card's own colour tints only its icon's glyph.
 */
export const accentText: Record<Accent, string> = {
  brand: 'text-brand-700',
  violet: 'text-violet-700',
  mint: 'text-mint-700',
  ink: 'text-ink-800',
}

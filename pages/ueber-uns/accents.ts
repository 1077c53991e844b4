import type { Accent } from '../../data/team'

/** Literal UnoCSS classes per accent colour of the team and values cards (UnoCSS scans class names as written). */
export const accentClasses: Record<Accent, { tile: string; bar: string; text: string; soft: string }> = {
  brand: { tile: 'bg-brand-50 text-brand-700', bar: 'bg-brand-600', text: 'text-brand-700', soft: 'bg-brand-50' },
  violet: { tile: 'bg-violet-50 text-violet-700', bar: 'bg-violet-600', text: 'text-violet-700', soft: 'bg-violet-50' },
  mint: { tile: 'bg-mint-50 text-mint-700', bar: 'bg-mint-600', text: 'text-mint-700', soft: 'bg-mint-50' },
  ink: { tile: 'bg-ink-100 text-ink-800', bar: 'bg-ink-800', text: 'text-ink-800', soft: 'bg-ink-50' },
}

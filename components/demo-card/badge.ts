/* Header badge, funding details, traction and score of the demo card: the facts an angel scans first. */

export type BadgeVariant = 'fundraising' | 'green'

/** Badge text containing "fundraising" (any case) gets the pink gradient, everything else green. */
export function badgeVariant(text: string): BadgeVariant {
  return /fundraising/i.test(text) ? 'fundraising' : 'green'
}

/** UnoCSS shortcut of each badge variant (defined in uno.config.ts). */
const badgeClasses = {
  fundraising: 'badge-fundraising',
  green: 'badge-green',
} as const satisfies Record<BadgeVariant, string>

export const badgeClass = (text: string) => badgeClasses[badgeVariant(text)]

/** Funding Details (Raising, Min. Investment, Pre-money Val.) show only under the badge FUNDRAISING. */
export function showFundingDetails(badgeText: string): boolean {
  return badgeText.trim().toUpperCase() === 'FUNDRAISING'
}

/**
 * First part of the comma-separated traction (plattform variant). A comma between two digits is a
 * German decimal comma ("4,2 %"), not a separator.
 */
export function firstTractionPart(traction: string): string {
  return (traction.split(/(?<!\d),|,(?!\d)/)[0] ?? '').trim()
}

const scoreFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })

/** Matching score as "X/10" with a German decimal comma: 9.2 → "9,2/10", 8 → "8/10"; clamped to 0…10. */
export function formatScore(score: number): string {
  const clamped = Number.isFinite(score) ? Math.min(10, Math.max(0, score)) : 0
  return `${scoreFormat.format(clamped)}/10`
}

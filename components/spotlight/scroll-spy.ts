/** A section counts as reached once its top is this close (px) to the top of the viewport. */
export const SPY_OFFSET = 150
/** Height kept free above a section scrolled to by the section navigation (its own sticky bar, 56 px). */
export const HEADER_OFFSET = 80

/**
 * Index of the active section: the last one whose top (document coordinate) is at or above
 * `scrollY + offset`. `null` above the first section. `sectionTops` are in document order.
 */
export function activeSection(sectionTops: readonly number[], scrollY: number, offset = SPY_OFFSET): number | null {
  let active: number | null = null
  sectionTops.forEach((top, index) => {
    if (top <= scrollY + offset) active = index
  })
  return active
}

/** Where to scroll so a section's top lands `headerOffset` px below the viewport top (never above 0). */
export function scrollTarget(sectionTop: number, headerOffset = HEADER_OFFSET): number {
  return Math.max(0, Math.round(sectionTop - headerOffset))
}

import type { CSSProperties } from 'react'

/**
 * The stagger grows with the index up to this many steps (150 ms each in renderer/base.css): the fifth item of
 * a long list and every one after it start together, so item 20 does not wait three seconds.
 */
export const MAX_REVEAL_STEPS = 4

/** The stagger step of the item at `index`: 0 … MAX_REVEAL_STEPS (negative and fractional indexes are clamped). */
export const revealStep = (index: number) =>
  Number.isNaN(index) ? 0 : Math.min(Math.max(Math.floor(index), 0), MAX_REVEAL_STEPS)

/** Props for an element that fades in on entering the view, staggered by its index (see reveal.ts). */
export const revealProps = (index: number, always = false) => ({
  'data-reveal': always ? 'always' : '',
  style: { '--reveal-index': revealStep(index) } as CSSProperties,
})

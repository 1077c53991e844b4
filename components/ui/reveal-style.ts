import type { CSSProperties } from 'react'

/** Props for an element that fades in on entering the view, staggered by its index (see reveal.ts). */
export const revealProps = (index: number, always = false) => ({
  'data-reveal': always ? 'always' : '',
  style: { '--reveal-index': index } as CSSProperties,
})

import type { ReactNode } from 'react'

/**
 * A list of cards that is a horizontal, snapping carousel on phones and a grid from 640 px, so long card lists stay
 * short on small screens. The list is named by `label` and focusable, so keyboard users can scroll it.
 * Children are the `<li className="rail-item">` of the cards; `className` adds the grid columns and gaps.
 */
export function Rail({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the list is a horizontal carousel; keyboard users scroll it
      tabIndex={0}
      className={`rail ${className}`}
    >
      {children}
    </ul>
  )
}

import type { ReactNode } from 'react'
import { railCopy } from '../../data/rail-copy'

type Props = {
  label: string
  className: string
  children: ReactNode
  id?: string
  /** A numbered sequence (`<ol>`) rather than a set. */
  ordered?: boolean
  /** Position dots under the carousel (default); off where another control under the list serves it. */
  dots?: boolean
}

/**
 * A list of cards that is a horizontal, snapping carousel on phones and a grid from 640 px, so long card lists stay
 * short on small screens. The list is named by `label` and focusable, so keyboard users can scroll it; position
 * dots under it show how many cards there are and which one is in view.
 * Children are the `<li className="rail-item">` of the cards; `className` adds the grid columns and gaps.
 */
export function Rail({ label, className, children, id, ordered, dots = true }: Props) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <div className="w-full">
      <List
        id={id}
        aria-label={label}
        // On phones the list is a horizontal carousel: keyboard users scroll it.
        tabIndex={0}
        className={`rail ${className}`}
      >
        {children}
      </List>
      {dots ? <RailDots label={label} className="sm:hidden" /> : null}
    </div>
  )
}

/**
 * The box of a rail's position dots, right after the rail: rail-dots.ts fills it with one button per card (none
 * for a single card or a list of more than 16), so it stays empty (and hidden, renderer/base.css) without
 * JavaScript. React leaves its content to that script (an island's rail is hydrated after the dots are in).
 * Full-bleed like the rail. `className` hides it where the rail is no carousel; `tone="dark"` is for a dark
 * section.
 */
export function RailDots({ label, className, tone }: { label: string; className: string; tone?: 'dark' }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, no form fields: a group, not a fieldset
    <div
      role="group"
      aria-label={railCopy.position(label)}
      data-rail-dots={tone ?? ''}
      data-card={railCopy.card}
      className={`-mx-5 flex flex-wrap justify-center ${className}`}
      // Empty: React leaves what the script puts in to the script (it hydrates no children here).
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  )
}

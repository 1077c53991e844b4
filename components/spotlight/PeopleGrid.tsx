import { useEffect, useRef, useState } from 'react'
import type { Angel } from '../../data/angels'
import type { JuryMember } from '../../data/jury'
import { AngelList } from './AngelList'
import { SpotlightJuryCard } from './CompactPersonCard'
import { JuryCard, PeopleList } from './PersonCards'
import { toggleLabel } from './people'

type Common = {
  /** Id of the list (the toggle controls it); the dialog's ids derive from it. */
  id: string
  /** How many entries the list shows before "Alle anzeigen". */
  preview: number
  /** Accessible name of the list. */
  label: string
  /**
   * Position dots under a phone's carousel (default); off where "Alle anzeigen" under it is the list's one control
   * (review 5 Nov of /jury-spotlight: eight dots and the toggle were two controls for one list).
   */
  dots?: boolean
  /**
   * /spotlight's two looks (review 7.4: two look-alike grids of one card, one after the other): the jury as large
   * cards with face, role, experience and themes; the angels as a dense wall of rows (face, name, focus) that stacks
   * on phones, whose whole row opens a revealed angel's profile.
   */
  compact?: boolean
}

export type PeopleGridProps =
  | (Common & { kind: 'jury'; people: JuryMember[] })
  | (Common & {
      kind: 'angels'
      people: Angel[]
      apply: { href: string; label: string }
      /**
       * Each card's „Profil ansehen“ as an outlined button (default) or a text link with an arrow, where a button under
       * the cards is the section's one pill (/startup-partner, review round 27: four outlined pills in one section).
       */
      profile?: 'button' | 'link'
    })

/** How many jury members /spotlight's phone list shows before its toggle (session 30 review: eight cards in a carousel). */
const PHONE_JURY = 4

/**
 * /spotlight's jury: on a phone a stacked list of rows (48 px face, name, role), the first four until the toggle
 * (session 30 review: a carousel with eight dots and „Alle anzeigen“ were two patterns for one list); from 640 px a
 * grid of the large cards.
 */
function JuryStack({
  id,
  label,
  members,
  expanded,
}: {
  id: string
  label: string
  members: JuryMember[]
  expanded: boolean
}) {
  return (
    <ul
      id={id}
      aria-label={label}
      className="grid w-full divide-y divide-ink-200 border-y border-ink-200 sm:grid-cols-2 sm:gap-5 sm:divide-y-0 sm:border-0 lg:grid-cols-4"
      data-jury-stack
    >
      {members.map((member, index) => (
        <li
          key={member.id}
          data-person-card
          // Each card as tall as its row, so the themes at its foot line up across the row.
          className={`min-w-0 sm:flex ${!expanded && index >= PHONE_JURY ? 'max-sm:hidden' : ''}`}
        >
          <SpotlightJuryCard member={member} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The jury or angel grid: the first `preview` people, a toggle for the rest ("Alle anzeigen (+N)" /
 * "Weniger anzeigen") and, for revealed angels, a detail dialog (native <dialog>, modal, Escape closes,
 * focus returns to the card's button). All people arrive as props; the server HTML shows the preview.
 */
export default function PeopleGrid(props: PeopleGridProps) {
  const { id, preview, label, people, dots = true, compact = false } = props
  const [expanded, setExpanded] = useState(false)
  const toggled = useRef(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const visible = expanded ? people : people.slice(0, preview)

  useEffect(() => {
    // After "Weniger anzeigen" the list shrinks under the visitor: keep the toggle in view.
    if (toggled.current && !expanded) toggle.current?.scrollIntoView({ block: 'center' })
  }, [expanded])

  return (
    <div className="flex flex-col items-center gap-8">
      {props.kind === 'jury' && compact ? (
        <JuryStack id={id} label={label} members={visible as JuryMember[]} expanded={expanded} />
      ) : props.kind === 'jury' ? (
        <PeopleList id={id} label={label} dots={dots} columns="sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
          {(visible as JuryMember[]).map((member) => (
            <li key={member.id} data-person-card className="rail-item">
              <JuryCard member={member} />
            </li>
          ))}
        </PeopleList>
      ) : (
        <AngelList {...props} visible={visible as Angel[]} />
      )}
      {people.length > preview ? (
        <button
          ref={toggle}
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          data-people-toggle
          onClick={() => {
            toggled.current = true
            setExpanded((value) => !value)
          }}
          className="btn-secondary"
        >
          {compact && props.kind === 'jury' && !expanded ? (
            // A phone shows fewer members than the preview: its count of further members is its own.
            <>
              <span className="sm:hidden">{toggleLabel(false, people.length, PHONE_JURY)}</span>
              <span className="hidden sm:inline">{toggleLabel(false, people.length, preview)}</span>
            </>
          ) : (
            toggleLabel(expanded, people.length, preview)
          )}
          <span
            className={`${expanded ? 'i-lucide-chevron-up' : 'i-lucide-chevron-down'} text-lg`}
            aria-hidden="true"
          />
        </button>
      ) : null}
    </div>
  )
}

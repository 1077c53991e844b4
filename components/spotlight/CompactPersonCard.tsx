import type { Angel } from '../../data/angels'
import type { JuryMember } from '../../data/jury'
import { peopleGridCopy as copy } from '../../data/people-grid-copy'
import { Portrait } from './PersonCards'
import { focusTags } from './people'

/** The card's edge: a dashed, filled placeholder until the reveal, a white card with a hairline once revealed. */
const edge = {
  pending: 'border-2 border-dashed border-ink-200 bg-ink-50',
  revealed: 'bg-white ring-1 ring-ink-200',
}

/**
 * One short card for a jury member and an angel alike (/spotlight, review round 28: 14 cards in two layouts, five
 * to six text levels each, read as card fatigue): the face and the name, the role on one line, the focus on one line.
 * A revealed angel's whole card opens the profile (a button in the heading stretched over the card), no button of
 * its own; the verified mark is an icon beside the name.
 */
function CompactCard({
  name,
  pending,
  image,
  role,
  focus,
  focusLabel,
  verified = false,
  onOpen,
  openId,
}: {
  name: string
  /** Not yet revealed: a silhouette, the state line in the role's place. */
  pending: boolean
  image: string
  /** The role, or the placeholder's state line. */
  role: string
  focus: string[]
  focusLabel: string
  verified?: boolean
  onOpen?: ((button: HTMLButtonElement) => void) | undefined
  openId?: string
}) {
  return (
    <article
      className={`relative flex w-full min-w-0 flex-col gap-4 rounded-2xl p-5 ${pending ? edge.pending : edge.revealed} ${onOpen ? 'transition-shadow duration-200 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-violet-600 has-[button:hover]:ring-ink-400' : ''}`}
      data-compact-card
    >
      <div className="flex items-start justify-between gap-3">
        {pending || !image ? (
          <span
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-ink-100 text-ink-500"
            aria-hidden="true"
          >
            <span className="i-lucide-user-round text-2xl" />
          </span>
        ) : (
          <Portrait src={image} size={56} />
        )}
        {onOpen ? <span className="i-lucide-arrow-right mt-1 text-lg text-brand-700" aria-hidden="true" /> : null}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="flex items-center gap-1.5 text-base font-semibold leading-snug text-ink-900">
          {onOpen ? (
            <button
              type="button"
              aria-haspopup="dialog"
              data-angel-open={openId}
              onClick={(event) => onOpen(event.currentTarget)}
              className="min-h-6 cursor-pointer text-left outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {name}
              <span className="sr-only">{`: ${copy.openProfile}`}</span>
            </button>
          ) : (
            name
          )}
          {verified ? (
            <span className="i-lucide-badge-check shrink-0 text-mint-700" role="img" aria-label={copy.verifiedAngel} />
          ) : null}
        </h3>
        <p className="line-clamp-2 text-sm leading-snug text-ink-600">{role}</p>
      </div>
      {focus.length > 0 ? (
        // One line: what does not fit is left out whole (no cut word); screen readers still hear every tag.
        <ul
          className="mt-auto flex h-[calc(1lh+0.75rem+1px)] flex-wrap gap-x-2 overflow-hidden border-t border-ink-100 pt-3 text-sm font-medium text-ink-800"
          aria-label={focusLabel}
        >
          {focus.map((tag, index) => (
            <li key={tag} className="whitespace-nowrap">
              {index > 0 ? (
                <span className="mr-2 text-ink-400" aria-hidden="true">
                  ·
                </span>
              ) : null}
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

export function CompactJuryCard({ member }: { member: JuryMember }) {
  return (
    <CompactCard
      name={member.name}
      pending={!member.revealed}
      image={member.image}
      role={member.revealed ? member.title : copy.juryPending}
      focus={member.revealed ? member.themes : []}
      focusLabel={copy.themes}
    />
  )
}

export function CompactAngelCard({ angel, onOpen }: { angel: Angel; onOpen: (button: HTMLButtonElement) => void }) {
  return (
    <CompactCard
      name={angel.name}
      pending={!angel.revealed}
      image={angel.image}
      role={angel.revealed ? angel.title : copy.angelPending}
      focus={focusTags(angel.investments)}
      focusLabel={copy.investmentFocus}
      verified={angel.revealed}
      onOpen={angel.revealed ? onOpen : undefined}
      openId={angel.id}
    />
  )
}

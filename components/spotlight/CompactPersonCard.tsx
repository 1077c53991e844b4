import type { Angel } from '../../data/angels'
import type { JuryMember } from '../../data/jury'
import { peopleGridCopy as copy } from '../../data/people-grid-copy'
import { Portrait } from './PersonCards'
import { focusTags } from './people'

/**
 * A face or, until the reveal, a silhouette on the same grey ground; `className` sets a size per width instead of the
 * one `size` (the jury's 48 px on phones, 96 px from 640 px).
 */
function Face({ image, size, icon, className }: { image: string; size: number; icon: string; className?: string }) {
  if (image)
    return className ? (
      <span className={`shrink-0 [&>img]:h-full [&>img]:w-full ${className}`}>
        <Portrait src={image} size={size} />
      </span>
    ) : (
      <Portrait src={image} size={size} />
    )
  return (
    <span
      className={`flex shrink-0 items-center justify-center rounded-full bg-ink-100 text-ink-500 ${className ?? ''}`}
      style={className ? undefined : { width: size, height: size }}
      aria-hidden="true"
    >
      <span className={icon} />
    </span>
  )
}

/**
 * A focus or theme line: what does not fit on its one line is left out whole (no cut word); screen readers still
 * hear every tag.
 */
function FocusLine({ tags, label, className }: { tags: string[]; label: string; className: string }) {
  return (
    <ul className={`flex h-[1lh] flex-wrap gap-x-2 overflow-hidden text-sm ${className}`} aria-label={label}>
      {tags.map((tag, index) => (
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
  )
}

/**
 * A jury member on /spotlight: the few people who decide, drawn large from 640 px (review 7.4: jury and angels were
 * two look-alike grids of one card): a 96 px face, the name at 20 px, the role and the experience flowing from the
 * top, only the themes pinned to the card's foot, so the cards of a row end on one line (session 31 review: rows
 * shared with the neighbours left a 60 px hole under a one-line role); on a phone a row of the list, 48 px face,
 * name and role. Until the reveal a dashed placeholder with the state in the role's place.
 */
export function SpotlightJuryCard({ member }: { member: JuryMember }) {
  const pending = !member.revealed
  return (
    <article
      className={`flex h-full w-full min-w-0 items-center gap-4 py-3 sm:flex-col sm:items-start sm:rounded-3xl sm:p-6 ${pending ? 'sm:border-2 sm:border-dashed sm:border-ink-200 sm:bg-ink-50' : 'sm:bg-white sm:ring-1 sm:ring-ink-200'}`}
      data-jury-card
    >
      <Face
        image={pending ? '' : member.image}
        size={96}
        icon="i-lucide-user-round text-2xl sm:text-4xl"
        className="h-12 w-12 sm:mb-1 sm:h-24 sm:w-24"
      />
      <div className="flex min-w-0 flex-col gap-0.5 sm:gap-1.5">
        <h3 className="font-semibold leading-snug text-ink-900 sm:text-xl sm:font-bold sm:tracking-tight">
          {member.name}
        </h3>
        {/* The role at most two lines. */}
        <p className="line-clamp-2 text-sm font-medium leading-snug text-ink-700">
          {pending ? copy.juryPending : member.title}
        </p>
      </div>
      {pending ? null : (
        <>
          {/* Phones: face, name and role only (the list's rows); the experience and themes from 640 px. */}
          <p className="hidden text-sm leading-relaxed text-ink-600 sm:block">{member.experience}</p>
          <FocusLine
            tags={member.themes}
            label={copy.themes}
            className="box-content w-full border-t border-ink-100 pt-4 font-medium text-ink-800 max-sm:hidden sm:mt-auto"
          />
        </>
      )}
    </article>
  )
}

/**
 * An angel as one row of the dense wall of 30 (review 7.4): a small face, the name with the verified mark (or the
 * state until the reveal) and one line, the investment focus. A revealed angel's whole row opens the profile (the
 * name's button stretched over the row).
 */
export function AngelRow({ angel, onOpen }: { angel: Angel; onOpen: (button: HTMLButtonElement) => void }) {
  const open = angel.revealed
  return (
    <article
      className={`relative flex min-w-0 items-center gap-3 py-3 ${open ? 'rounded-lg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-600' : ''}`}
      data-angel-row
    >
      <Face image={open ? angel.image : ''} size={44} icon="i-lucide-user-round text-xl" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="flex min-w-0 items-center gap-1.5 font-semibold leading-snug text-ink-900">
          {open ? (
            <button
              type="button"
              aria-haspopup="dialog"
              data-angel-open={angel.id}
              onClick={(event) => onOpen(event.currentTarget)}
              className="min-h-6 cursor-pointer truncate text-left outline-none hover:underline hover:underline-offset-4 after:absolute after:inset-0 after:content-['']"
            >
              {angel.name}
              <span className="sr-only">{`: ${copy.openProfile}`}</span>
            </button>
          ) : (
            angel.name
          )}
          {open ? (
            <span className="i-lucide-badge-check shrink-0 text-mint-700" role="img" aria-label={copy.verifiedAngel} />
          ) : (
            <span className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-ink-600">
              <span aria-hidden="true">·</span>
              {copy.angelPending}
            </span>
          )}
        </h3>
        <FocusLine tags={focusTags(angel.investments)} label={copy.investmentFocus} className="text-ink-600" />
      </div>
      {open ? <span className="i-lucide-chevron-right shrink-0 text-lg text-ink-500" aria-hidden="true" /> : null}
    </article>
  )
}

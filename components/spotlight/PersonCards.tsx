import type { ReactNode } from 'react'
import type { Angel } from '../../data/angels'
import type { JuryMember } from '../../data/jury'
import { peopleGridCopy as copy } from '../../data/people-grid-copy'
import { Rail } from '../sections/Rail'
import { LazyImage } from '../ui/LazyImage'
import { focusTags } from './people'

/**
 * A list of people: on phones a horizontal, snapping carousel (the next card peeks in), from 640 px a grid
 * with the given columns (written out).
 */
export function PeopleList({
  id,
  label,
  columns,
  dots = true,
  children,
}: {
  id: string
  label: string
  columns: string
  /** Position dots under a phone's carousel; without them where a toggle under the list is its one control. */
  dots?: boolean
  children: ReactNode
}) {
  return (
    <Rail id={id} label={label} dots={dots} className={`w-[calc(100%+2.5rem)] sm:w-full ${columns}`}>
      {children}
    </Rail>
  )
}

export function Portrait({ src, size }: { src: string; size: number }) {
  return (
    <LazyImage src={src} alt="" width={size} height={size} className="shrink-0 rounded-full bg-ink-100 object-cover" />
  )
}

function Silhouette({ size }: { size: number }) {
  return (
    <span
      className="flex shrink-0 items-center justify-center rounded-full bg-ink-100 text-ink-400 ring-1 ring-ink-200"
      style={{ width: size, height: size }}
    >
      <span className="i-lucide-user-round text-3xl" aria-hidden="true" />
    </span>
  )
}

/** Photo (or silhouette), name and a line under it. */
function PersonHead({
  image,
  name,
  line,
  className,
}: {
  image?: string
  name: string
  line: ReactNode
  className: string
}) {
  return (
    <div className={className}>
      {image ? <Portrait src={image} size={56} /> : <Silhouette size={56} />}
      <div className="flex flex-col items-start gap-1">
        <h3 className="h-card">{name}</h3>
        {line}
      </div>
    </div>
  )
}

function Superpower({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm leading-relaxed text-ink-800">
      {/* Ink, not the accent: fourteen magenta labels on one page were noise (round 20). */}
      <span className="font-semibold text-ink-900">{`${copy.superpower}: `}</span>
      {children}
    </p>
  )
}

export function VerifiedBadge() {
  return (
    <p className="badge-green self-start" title="Verifizierter Angel-Investor">
      <span className="i-lucide-badge-check text-sm" aria-hidden="true" />
      {copy.verifiedAngel}
      <span className="sr-only"> als Angel-Investor</span>
    </p>
  )
}

type PendingCardProps = {
  name: string
  icon: string
  /** The state line ("wird bald enthüllt"). */
  children: ReactNode
  /** Head stacked from the small breakpoint on, as in the revealed jury card. */
  stacked?: boolean
  tags?: ReactNode
}

/** A dashed placeholder for a jury member or angel until the reveal: monogram, name and a state pill. */
function PendingCard({ name, icon, children, stacked = false, tags }: PendingCardProps) {
  return (
    <article className="flex w-full flex-col gap-4 rounded-3xl border-2 border-dashed border-ink-200 bg-ink-50 p-5 sm:p-6">
      <PersonHead
        name={name}
        className={`flex items-center gap-4 ${stacked ? 'sm:flex-col sm:items-start' : ''}`}
        line={
          <p className="inline-flex items-center gap-1 self-start rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink-700 ring-1 ring-ink-200">
            <span className={`${icon} text-sm text-brand-700`} aria-hidden="true" />
            {children}
          </p>
        }
      />
      {tags}
    </article>
  )
}

const revealedCard = 'flex w-full flex-col gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200'

/** A revealed person's card: photo, name and title on top (`head`: their layout), then what the card adds. */
function RevealedCard({
  person,
  head,
  roomy = false,
  line = '',
  children,
}: {
  person: { image?: string; name: string; title: string }
  head: string
  /** More padding from 640 px. */
  roomy?: boolean
  /** The title line's own slot where a card sets one (a height that lines up the cards of a row). */
  line?: string
  children: ReactNode
}) {
  return (
    <article className={`${revealedCard} ${roomy ? 'sm:p-6' : ''}`}>
      <PersonHead
        image={person.image}
        name={person.name}
        className={head}
        line={<p className={`text-sm font-medium text-ink-600 ${line}`}>{person.title}</p>}
      />
      {children}
    </article>
  )
}

export function JuryCard({ member }: { member: JuryMember }) {
  if (!member.revealed)
    return (
      <PendingCard name={member.name} icon="i-lucide-sparkles" stacked>
        {copy.juryPending}
      </PendingCard>
    )
  return (
    // The cards of a row line up from 640 px: two lines for every title and three for every experience, so each
    // „Superkraft“ starts at one height (review 5 Nov: a two-line title pushed it down). A phone's carousel cards are
    // as tall as its tallest, the themes at their foot (review 5 Nov: cards of different heights side by side).
    <RevealedCard person={member} head="flex items-center gap-4 sm:flex-col sm:items-start" line="sm:min-h-10">
      <p className="hidden text-sm leading-relaxed text-ink-600 sm:block sm:min-h-[3lh]">{member.experience}</p>
      <Superpower>{member.superpower}</Superpower>
      {/*
        The themes close the card in one row: what does not fit is left out (one chip's height, the wrapped ones
        clipped), not a second row with a chip alone on it (review 5 Nov). Screen readers still hear them all.
      */}
      <ul className="mt-auto flex h-6 flex-wrap gap-1.5 overflow-hidden" aria-label={copy.themes}>
        {member.themes.map((theme) => (
          <li key={theme} className="chip">
            {theme}
          </li>
        ))}
      </ul>
    </RevealedCard>
  )
}

/**
 * A revealed angel with the button to the profile dialog (`profile`: an outlined button, or a text link with an arrow
 * where the section has a pill of its own under the cards), or a dashed placeholder until the reveal.
 */
export function AngelCard({
  angel,
  onOpen,
  profile = 'button',
}: {
  angel: Angel
  onOpen: (button: HTMLButtonElement) => void
  profile?: 'button' | 'link' | undefined
}) {
  if (!angel.revealed)
    return (
      <PendingCard name={angel.name} icon="i-lucide-clock" tags={<FocusTags investments={angel.investments} />}>
        {copy.angelPending}
      </PendingCard>
    )
  return (
    <RevealedCard person={angel} head="flex items-center gap-4" roomy>
      <VerifiedBadge />
      <Superpower>{angel.superpower}</Superpower>
      <FocusTags investments={angel.investments} />
      <button
        type="button"
        aria-haspopup="dialog"
        data-angel-open={angel.id}
        onClick={(event) => onOpen(event.currentTarget)}
        className={
          profile === 'link'
            ? 'mt-auto inline-flex min-h-8 cursor-pointer items-center gap-1.5 self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-violet-600'
            : 'btn-secondary btn-sm mt-auto'
        }
        data-angel-profile={profile}
      >
        {copy.openProfile}
        <span className="sr-only">: {angel.name}</span>
        <span className="i-lucide-arrow-right text-base" aria-hidden="true" />
      </button>
    </RevealedCard>
  )
}

export function FocusTags({ investments }: { investments: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={copy.investmentFocus}>
      {focusTags(investments).map((tag) => (
        // The jury's themes' chip: one card for both kinds of person (round 19).
        <li key={tag} className="chip">
          {tag}
        </li>
      ))}
    </ul>
  )
}

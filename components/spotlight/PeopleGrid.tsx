import { useEffect, useRef, useState } from 'react'
import type { Angel } from '../../data/angels'
import type { JuryMember } from '../../data/jury'
import { peopleGridCopy as copy } from '../../data/people-grid-copy'
import { focusTags, toggleLabel } from './people'

type Common = {
  /** Id of the list (the toggle controls it); the dialog's ids derive from it. */
  id: string
  /** How many entries the list shows before "Alle anzeigen". */
  preview: number
  /** Accessible name of the list. */
  label: string
}

export type PeopleGridProps =
  | (Common & { kind: 'jury'; people: JuryMember[] })
  | (Common & { kind: 'angels'; people: Angel[]; apply: { href: string; label: string } })

/**
 * The jury or angel grid: the first `preview` people, a toggle for the rest ("Alle anzeigen (+N)" /
 * "Weniger anzeigen") and, for revealed angels, a detail dialog (native <dialog>, modal, Escape closes,
 * focus returns to the card's button). All people arrive as props; the server HTML shows the preview.
 */
/** Phones: a horizontal, snapping carousel (the next card peeks in); from 640 px a grid. */
const CAROUSEL = 'rail w-[calc(100%+2.5rem)] sm:w-full'
const CAROUSEL_ITEM = 'rail-item'

export default function PeopleGrid(props: PeopleGridProps) {
  const { id, preview, label, people } = props
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
      {props.kind === 'jury' ? (
        <ul
          id={id}
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the list is a horizontal carousel; keyboard users scroll it
          tabIndex={0}
          className={`${CAROUSEL} sm:grid-cols-2 lg:grid-cols-4 lg:gap-5`}
        >
          {(visible as JuryMember[]).map((member) => (
            <li key={member.id} data-person-card className={CAROUSEL_ITEM}>
              <JuryCard member={member} />
            </li>
          ))}
        </ul>
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
          {toggleLabel(expanded, people.length, preview)}
          <span
            className={`${expanded ? 'i-lucide-chevron-up' : 'i-lucide-chevron-down'} text-lg`}
            aria-hidden="true"
          />
        </button>
      ) : null}
    </div>
  )
}

function Portrait({ src, size }: { src: string; size: number }) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full bg-ink-100 object-cover"
    />
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

function JuryCard({ member }: { member: JuryMember }) {
  if (!member.revealed) {
    return (
      <article className="flex w-full items-center gap-4 rounded-3xl border-2 border-dashed border-ink-200 bg-ink-50 p-5 sm:flex-col sm:items-start">
        <Silhouette size={56} />
        <div className="flex flex-col gap-1">
          <h3 className="h-card">{member.name}</h3>
          <p className="flex items-center gap-1.5 text-sm font-medium text-ink-600">
            <span className="i-lucide-sparkles text-brand-700" aria-hidden="true" />
            {copy.juryPending}
          </p>
        </div>
      </article>
    )
  }
  return (
    <article className="flex w-full flex-col gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-100">
      <div className="flex items-center gap-4 sm:flex-col sm:items-start">
        <Portrait src={member.image} size={56} />
        <div className="flex flex-col gap-1">
          <h3 className="h-card">{member.name}</h3>
          <p className="text-sm font-medium text-ink-600">{member.title}</p>
        </div>
      </div>
      <p className="hidden text-sm leading-relaxed text-ink-600 sm:block">{member.experience}</p>
      <p className="text-sm leading-relaxed text-ink-800">
        <span className="font-semibold text-brand-700">{`${copy.superpower}: `}</span>
        {member.superpower}
      </p>
      <ul className="mt-auto flex flex-wrap gap-1.5" aria-label={copy.themes}>
        {member.themes.map((theme) => (
          <li key={theme} className="chip">
            {theme}
          </li>
        ))}
      </ul>
    </article>
  )
}

type AngelListProps = Extract<PeopleGridProps, { kind: 'angels' }> & { visible: Angel[] }

function AngelList({ id, label, people, apply, visible }: AngelListProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const selected = people.find((angel) => angel.id === selectedId)

  useEffect(() => {
    if (selected && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [selected])

  const close = () => dialog.current?.close()
  const titleId = `${id}-dialog-titel`

  return (
    <>
      <ul
        id={id}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the list is a horizontal carousel; keyboard users scroll it
        tabIndex={0}
        className={`${CAROUSEL} sm:grid-cols-2 lg:grid-cols-3 lg:gap-5`}
      >
        {visible.map((angel) => (
          <li key={angel.id} data-person-card className={CAROUSEL_ITEM}>
            {angel.revealed ? (
              <article className="flex w-full flex-col gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-100 sm:p-6">
                <div className="flex items-center gap-4">
                  <Portrait src={angel.image} size={56} />
                  <div className="flex flex-col gap-1">
                    <h3 className="h-card">{angel.name}</h3>
                    <p className="text-sm font-medium text-ink-600">{angel.title}</p>
                  </div>
                </div>
                <p className="badge-green self-start">
                  <span className="i-lucide-badge-check text-sm" aria-hidden="true" />
                  {copy.verifiedAngel}
                </p>
                <p className="text-sm leading-relaxed text-ink-800">
                  <span className="font-semibold text-brand-700">{`${copy.superpower}: `}</span>
                  {angel.superpower}
                </p>
                <FocusTags investments={angel.investments} />
                <button
                  type="button"
                  aria-haspopup="dialog"
                  data-angel-open={angel.id}
                  onClick={(event) => {
                    opener.current = event.currentTarget
                    setSelectedId(angel.id)
                  }}
                  className="btn-secondary btn-sm mt-auto"
                >
                  {copy.openProfile}
                  <span className="sr-only">: {angel.name}</span>
                  <span className="i-lucide-arrow-right text-base" aria-hidden="true" />
                </button>
              </article>
            ) : (
              <article className="flex w-full flex-col gap-4 rounded-3xl border-2 border-dashed border-ink-200 bg-ink-50 p-5 sm:p-6">
                <div className="flex items-center gap-4">
                  <Silhouette size={56} />
                  <div className="flex flex-col items-start gap-1.5">
                    <h3 className="h-card">{angel.name}</h3>
                    <p className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink-700 ring-1 ring-ink-200">
                      <span className="i-lucide-clock text-sm text-brand-700" aria-hidden="true" />
                      {copy.angelPending}
                    </p>
                  </div>
                </div>
                <FocusTags investments={angel.investments} />
              </article>
            )}
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click mirrors Escape, which the native dialog handles */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        data-angel-dialog
        onClose={() => {
          setSelectedId(null)
          opener.current?.focus()
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) close()
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl border-0 bg-white p-0 text-ink-900 shadow-lift backdrop:bg-ink-950/60"
      >
        {selected ? (
          <div className="flex flex-col gap-5 p-6 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <Portrait src={selected.image} size={96} />
              <button type="button" onClick={close} className="btn-secondary btn-sm" aria-label={copy.closeProfile}>
                <span className="i-lucide-x text-xl" aria-hidden="true" />
              </button>
            </div>
            <div className="flex flex-col gap-2">
              <p className="badge-green self-start">
                <span className="i-lucide-badge-check text-sm" aria-hidden="true" />
                {copy.verifiedAngel}
              </p>
              <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink-900">
                {selected.name}
              </h2>
              <p className="font-medium text-ink-600">{selected.title}</p>
            </div>
            <dl className="flex flex-col gap-4">
              <div className="flex flex-col gap-1">
                <dt className="text-sm font-semibold uppercase tracking-wider text-brand-700">{copy.achievements}</dt>
                <dd className="prose">{selected.achievements}</dd>
              </div>
              <div className="flex flex-col gap-1">
                <dt className="text-sm font-semibold uppercase tracking-wider text-brand-700">{copy.superpower}</dt>
                <dd className="prose">{selected.superpower}</dd>
              </div>
              <div className="flex flex-col gap-2">
                <dt className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                  {copy.investmentFocus}
                </dt>
                <dd>
                  <FocusTags investments={selected.investments} />
                </dd>
              </div>
            </dl>
            <a href={apply.href} target="_blank" rel="noopener" className="btn-primary">
              {apply.label}
              <span className="i-lucide-arrow-up-right text-base" aria-hidden="true" />
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
          </div>
        ) : null}
      </dialog>
    </>
  )
}

function FocusTags({ investments }: { investments: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={copy.investmentFocus}>
      {focusTags(investments).map((tag) => (
        <li
          key={tag}
          className="inline-flex items-center rounded-full bg-violet-50 px-3 py-1 text-xs font-medium text-violet-700"
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}

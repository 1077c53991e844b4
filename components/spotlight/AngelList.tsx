import { useEffect, useRef, useState } from 'react'
import type { Angel } from '../../data/angels'
import { peopleGridCopy as copy } from '../../data/people-grid-copy'
import { ButtonLink } from '../ui/ButtonLink'
import { AngelRow } from './CompactPersonCard'
import type { PeopleGridProps } from './PeopleGrid'
import { AngelCard, FocusTags, PeopleList, Portrait, VerifiedBadge } from './PersonCards'

type Props = Extract<PeopleGridProps, { kind: 'angels' }> & { visible: Angel[] }

/** The angel cards, and the modal profile of the one a visitor opened (Escape or a backdrop click closes it). */
export function AngelList({ id, label, people, apply, profile, compact = false, visible }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const selected = people.find((angel) => angel.id === selectedId)

  useEffect(() => {
    if (selected && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [selected])

  const close = () => dialog.current?.close()
  const open = (angelId: string) => (button: HTMLButtonElement) => {
    opener.current = button
    setSelectedId(angelId)
  }
  const titleId = `${id}-dialog-titel`

  return (
    <>
      {compact ? (
        // A wall of rows between hairlines, stacked on phones (no carousel): the toggle under it is its one control.
        <ul
          id={id}
          aria-label={label}
          className="grid w-full border-t border-ink-200 sm:grid-cols-2 sm:gap-x-8 lg:grid-cols-3 lg:gap-x-10"
          data-angel-wall
        >
          {visible.map((angel) => (
            <li key={angel.id} data-person-card className="min-w-0 border-b border-ink-200">
              <AngelRow angel={angel} onOpen={open(angel.id)} />
            </li>
          ))}
        </ul>
      ) : (
        <PeopleList id={id} label={label} columns="sm:grid-cols-2 lg:grid-cols-3 lg:gap-5">
          {visible.map((angel) => (
            <li key={angel.id} data-person-card className="rail-item">
              <AngelCard angel={angel} profile={profile} onOpen={open(angel.id)} />
            </li>
          ))}
        </PeopleList>
      )}
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
              <VerifiedBadge />
              <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink-900">
                {selected.name}
              </h2>
              <p className="font-medium text-ink-600">{selected.title}</p>
            </div>
            <dl className="flex flex-col gap-4">
              {[
                { term: copy.achievements, detail: <dd className="prose">{selected.achievements}</dd> },
                { term: copy.superpower, detail: <dd className="prose">{selected.superpower}</dd> },
                {
                  term: copy.investmentFocus,
                  detail: (
                    <dd>
                      <FocusTags investments={selected.investments} />
                    </dd>
                  ),
                },
              ].map(({ term, detail }) => (
                <div key={term} className="flex flex-col gap-1">
                  <dt className="eyebrow">{term}</dt>
                  {detail}
                </div>
              ))}
            </dl>
            <ButtonLink href={apply.href} external icon="i-lucide-arrow-up-right text-base">
              {apply.label}
            </ButtonLink>
          </div>
        ) : null}
      </dialog>
    </>
  )
}

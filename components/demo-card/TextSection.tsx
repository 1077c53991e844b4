import { type ReactNode, useId, useState } from 'react'
import { collapseText, highlightSegments, isCollapsible, morePointsLabel, toggleLabel } from './text'

/** Numbers, percentages and superlatives of a text as <mark> runs. */
export function Highlighted({ text }: { text: string }) {
  return (
    <>
      {highlightSegments(text).map((segment, i) =>
        segment.highlight ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed split of an unchanging text
          <mark key={i} className="rounded bg-brand-50 px-0.5 font-semibold text-brand-800">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  )
}

type Props = { title: string; text: string; children?: ReactNode }

/**
 * A profile section: over 200 characters it shows the first 200 (or the first 3 points of a list) with
 * Read More / Show Less; lines starting with "- " or "•" render as a list.
 */
export function TextSection({ title, text, children }: Props) {
  const [expanded, setExpanded] = useState(false)
  const bodyId = useId()
  const collapsible = isCollapsible(text)
  const shown = collapseText(text, expanded)
  return (
    <section className="flex flex-col gap-2 border-t border-ink-100 pt-4" data-profile-section={title}>
      <div className="text-sm font-bold uppercase tracking-wide text-ink-900" lang="en">
        {title}
      </div>
      <div id={bodyId} className="flex flex-col gap-2 text-sm leading-relaxed text-ink-700" data-section-body>
        {shown.kind === 'text' ? (
          <p>
            <Highlighted text={shown.text} />
          </p>
        ) : (
          <Blocks items={shown.items} />
        )}
        {shown.kind === 'bullets' && shown.hiddenCount > 0 ? (
          <p className="text-xs font-semibold text-ink-500" lang="en">
            {morePointsLabel(shown.hiddenCount)}
          </p>
        ) : null}
      </div>
      {collapsible ? (
        <button
          type="button"
          className="inline-flex min-h-6 items-center self-start rounded-full text-sm prose-link"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
          data-toggle-section
        >
          <span lang="en">{toggleLabel(expanded)}</span>
          <span className="sr-only">: {title}</span>
        </button>
      ) : null}
      {children}
    </section>
  )
}

/** Paragraphs and bullet points in their order; consecutive points form one list. */
function Blocks({ items }: { items: { type: 'bullet' | 'paragraph'; text: string }[] }) {
  const groups: { type: 'bullet' | 'paragraph'; texts: string[] }[] = []
  for (const item of items) {
    const last = groups[groups.length - 1]
    if (item.type === 'bullet' && last?.type === 'bullet') last.texts.push(item.text)
    else groups.push({ type: item.type, texts: [item.text] })
  }
  return (
    <>
      {groups.map((group, i) =>
        group.type === 'bullet' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are a fixed split of an unchanging text
          <ul key={i} className="flex flex-col gap-1.5">
            {group.texts.map((text) => (
              <li key={text} className="flex gap-2">
                <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gradient-brand" aria-hidden="true" />
                <span>
                  <Highlighted text={text} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are a fixed split of an unchanging text
          <p key={i}>
            <Highlighted text={group.texts[0] ?? ''} />
          </p>
        ),
      )}
    </>
  )
}

import { Fragment, type ReactNode } from 'react'
import { CodeSample } from '../../components/design/CodeSample'
import { DocsBlock } from '../../components/design/DocsLayout'
import { blocks, shortcuts } from './copy'

export function Shortcuts() {
  return (
    <DocsBlock id="shortcuts" copy={blocks.shortcuts}>
      {/* Two columns on phones too (stacked, nine tiles ran 2.000 px). */}
      <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-ink-200 ring-1 ring-ink-200 lg:grid-cols-3">
        {shortcuts.map((item) => (
          <li
            key={item.name}
            className="flex min-w-0 flex-col gap-2 bg-white p-3 odd:last:col-span-2 sm:p-5 lg:odd:last:col-span-1"
          >
            {/* Each sample on the ground it is made for: the card on white, the muted card on grey (round 19). */}
            <div
              className={`mb-1 flex min-h-20 items-center justify-center overflow-hidden rounded-xl p-2 sm:mb-2 sm:h-24 sm:p-4 ${item.name === 'card' ? 'bg-white ring-1 ring-ink-100' : 'bg-ink-50'}`}
              aria-hidden="true"
            >
              {samples[item.name]}
            </div>
            <code className="font-mono text-sm font-semibold text-ink-900">.{item.name}</code>
            {/* Each utility stays whole: a line breaks between them, never at a utility's own hyphen. */}
            <code className="break-words font-mono text-[11px] leading-relaxed text-ink-600 sm:text-xs">
              {item.expands.split(' ').map((utility, index) => (
                <Fragment key={utility}>
                  {index > 0 ? ' ' : null}
                  <span className="whitespace-nowrap">{utility}</span>
                </Fragment>
              ))}
            </code>
            <span className="mt-auto pt-2 text-xs font-medium text-ink-600">{item.rule}</span>
          </li>
        ))}
      </ul>
      <CodeSample
        code={
          "// uno.config.ts\nshortcuts: {\n  'btn-primary': 'btn bg-gradient-brand text-white shadow-brand hover:shadow-lift',\n}"
        }
        label="Shortcut definieren"
      />
    </DocsBlock>
  )
}

/**
 * Each shortcut drawn with its own class, small, above its name (inert: spans, not controls; the class names are
 * written out, so the stylesheet has them).
 */
const samples: Record<(typeof shortcuts)[number]['name'], ReactNode> = {
  'btn-primary': <span className="btn-primary btn-sm">Pitch ansehen</span>,
  'btn-secondary': <span className="btn-secondary btn-sm">Mehr erfahren</span>,
  'btn-dark': <span className="btn-dark btn-sm">Login</span>,
  // Smaller than in use (inline, so they win over the shortcut's own padding and size at every width).
  card: (
    <span className="card flex w-full flex-col gap-0.5" style={{ padding: '0.75rem 1rem' }}>
      <span className="text-sm font-semibold text-ink-900">Karte</span>
      <span className="text-xs text-ink-600">Auf Weiß, mit Schatten</span>
    </span>
  ),
  'card-muted': (
    <span className="card-muted flex w-full flex-col gap-0.5" style={{ padding: '0.75rem 1rem' }}>
      <span className="text-sm font-semibold text-ink-900">Karte, gedämpft</span>
      <span className="text-xs text-ink-600">Auf Grau, ohne Schatten</span>
    </span>
  ),
  'h-section': (
    <span className="h-section" style={{ fontSize: '1.5rem' }}>
      Ein Abschnitt
    </span>
  ),
  eyebrow: <span className="eyebrow">Für Business Angels</span>,
  'badge-fundraising': <span className="badge-fundraising">Fundraising</span>,
  'section-y': (
    <span className="flex w-full flex-col items-center gap-1 text-xs text-ink-600">
      <span className="block h-4 w-px bg-brand-300" />
      56–80&nbsp;px
      <span className="block h-4 w-px bg-brand-300" />
    </span>
  ),
}

import { DocsBlock, DocsTable } from '../../components/design/DocsLayout'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { blocks, README } from './copy'
import { inventory } from './inventory'

// The kinds of component, each a group of the table under a heading row with its icon (neutral: the page's own colour
// roles give violet to focus, mint to done and brand to accents).
const kinds = {
  Layout: { icon: 'i-lucide-layout-template', label: 'Layout' },
  Inhalt: { icon: 'i-lucide-text', label: 'Inhalt' },
  Insel: { icon: 'i-lucide-zap', label: 'Inseln (laden JavaScript)' },
  Formular: { icon: 'i-lucide-text-cursor-input', label: 'Formulare' },
} as const

const pathOf = (folder: string) => (folder === 'index' ? '/' : `/${folder}`)

export function Components() {
  return (
    <DocsBlock id="komponenten" copy={blocks.komponenten}>
      <DocsTable
        headClassName="hidden grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)] gap-6 md:grid"
        head={
          <>
            <span>Baustein in components/</span>
            <span>Aufgabe</span>
            <span>Verwendet u.&nbsp;a. auf</span>
          </>
        }
      >
        {/* Grouped by kind, each group under its own heading row (one wall of 24 rows was hard to scan: round 18). */}
        {(Object.keys(kinds) as (keyof typeof kinds)[]).flatMap((kind) => {
          const members = inventory.filter((item) => item.kind === kind)
          return [
            <li key={kind} className="flex items-center gap-2 bg-ink-50/70 px-5 py-2.5">
              <span className={`${kinds[kind].icon} text-sm text-ink-600`} aria-hidden="true" />
              <h3 className="text-xs font-semibold uppercase tracking-wider text-ink-700">{kinds[kind].label}</h3>
              <span className="text-xs text-ink-600">{members.length}</span>
            </li>,
            ...members.map((item) => row(item)),
          ]
        })}
      </DocsTable>
      <div>
        <ButtonLink href={README} variant="secondary" external icon="i-lucide-book-open">
          Komponenten im README
        </ButtonLink>
      </div>
    </DocsBlock>
  )
}

/** One component's row: name and file, what it is for, where it is used (the home page first). */
function row(item: (typeof inventory)[number]) {
  const used = [...item.usedIn].sort((a, b) => Number(b === 'index') - Number(a === 'index'))
  return (
    <li
      key={item.name}
      className="grid gap-3 px-5 py-3.5 md:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)] md:items-start md:gap-6"
    >
      <span className="flex min-w-0 flex-col gap-1">
        <code className="font-mono text-sm font-semibold text-ink-900">{item.name}</code>
        <code className="font-mono text-xs text-ink-600">{item.file.replace('components/', '')}</code>
      </span>
      <span className="text-sm text-ink-700">{item.purpose}</span>
      <span className="flex flex-wrap gap-1.5">
        {used.map((folder) => (
          <a
            key={folder}
            href={pathOf(folder)}
            className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-md bg-ink-50 px-2 font-mono text-xs text-ink-700 no-underline ring-1 ring-ink-200 hover:bg-white hover:text-ink-900"
          >
            {pathOf(folder)}
          </a>
        ))}
        {item.via ? (
          <span className="text-xs text-ink-600">
            in <code className="font-mono text-ink-800">{item.via.name}</code>
          </span>
        ) : null}
      </span>
    </li>
  )
}

import { DocsBlock, DocsTable } from '../../components/design/DocsLayout'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { blocks, README } from './copy'
import { inventory } from './inventory'

// Neutral, told apart by an icon: the page's own colour roles give violet to focus, mint to done and brand to
// accents, so the kinds take none of them (round 18).
const kinds = {
  Layout: { icon: 'i-lucide-layout-template', className: 'bg-ink-100 text-ink-800' },
  Inhalt: { icon: 'i-lucide-text', className: 'bg-ink-100 text-ink-800' },
  Insel: { icon: 'i-lucide-zap', className: 'bg-ink-900 text-white' },
  Formular: { icon: 'i-lucide-text-cursor-input', className: 'bg-white text-ink-800 ring-1 ring-ink-300' },
} as const

const pathOf = (folder: string) => (folder === 'index' ? '/' : `/${folder}`)

export function Components() {
  return (
    <DocsBlock id="komponenten" copy={blocks.komponenten}>
      <DocsTable
        headClassName="hidden grid-cols-[14rem_minmax(0,1fr)_minmax(0,13rem)] gap-6 md:grid"
        head={
          <>
            <span>Baustein in components/</span>
            <span>Aufgabe</span>
            <span>Verwendet u.&nbsp;a. auf</span>
          </>
        }
      >
        {inventory.map((item) => (
          <li
            key={item.name}
            className="grid gap-3 px-5 py-4 md:grid-cols-[14rem_minmax(0,1fr)_minmax(0,13rem)] md:items-start md:gap-6"
          >
            <span className="flex min-w-0 flex-col gap-1">
              <span className="flex items-center gap-2">
                <code className="font-mono text-sm font-semibold text-ink-900">{item.name}</code>
                <span
                  className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold ${kinds[item.kind].className}`}
                >
                  <span className={`${kinds[item.kind].icon} text-xs`} aria-hidden="true" />
                  {item.kind}
                </span>
              </span>
              <code className="font-mono text-xs text-ink-600">{item.file.replace('components/', '')}</code>
            </span>
            <span className="text-sm text-ink-700">{item.purpose}</span>
            <span className="flex flex-wrap gap-1.5">
              {item.usedIn.map((folder) => (
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
        ))}
      </DocsTable>
      <div>
        <ButtonLink href={README} variant="secondary" external icon="i-lucide-book-open">
          Komponenten im README
        </ButtonLink>
      </div>
    </DocsBlock>
  )
}

import { DocsBlock } from '../../components/design/DocsLayout'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckRow } from '../../components/ui/CheckList'
import { blocks, closing, pageFiles, README, rules, rulesTitle } from './copy'

/** Layer 4: a route's folder, file by file, and the rules every page keeps. */
export function Pages() {
  return (
    <DocsBlock id="seiten" copy={blocks.seiten}>
      <figure className="overflow-hidden rounded-2xl ring-1 ring-ink-200">
        <figcaption className="flex items-center gap-2 border-b border-ink-200 bg-ink-50 px-5 py-3 font-mono text-xs font-semibold text-ink-700">
          <span className="i-lucide-folder text-base text-ink-600" aria-hidden="true" />
          pages/bits/
        </figcaption>
        <ul className="divide-y divide-ink-100">
          {pageFiles.map((item) => (
            <li
              key={item.file}
              className="grid gap-1 px-5 py-3 sm:grid-cols-[8rem_minmax(0,1fr)] sm:items-baseline sm:gap-4"
            >
              <code className="font-mono text-sm font-semibold text-ink-900">{item.file}</code>
              <span className="text-sm text-ink-700">{item.text}</span>
            </li>
          ))}
        </ul>
      </figure>
      <div className="flex flex-col gap-4">
        <h3 className="h-card">{rulesTitle}</h3>
        <CheckRow
          items={rules}
          className="grid gap-x-8 gap-y-4 sm:grid-cols-2"
          item="flex gap-3 text-sm leading-relaxed text-ink-800"
          icon="i-lucide-check mt-0.5 text-base text-brand-600"
        />
      </div>
    </DocsBlock>
  )
}

/** The page's end: the whole system in one document. */
export function ReadmePanel() {
  return (
    <section
      aria-labelledby="readme-titel"
      className="flex flex-col items-start gap-4 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-200 sm:p-8"
    >
      <h2 id="readme-titel" className="text-xl font-bold text-ink-900">
        {closing.title}
      </h2>
      <p className="prose max-w-2xl">{closing.text}</p>
      <ButtonLink href={README} variant="dark" external icon="i-lucide-file-text">
        README öffnen
      </ButtonLink>
    </section>
  )
}

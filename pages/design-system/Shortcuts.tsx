import { Fragment } from 'react'
import { CodeSample } from '../../components/design/CodeSample'
import { DocsBlock } from '../../components/design/DocsLayout'
import { blocks, shortcuts } from './copy'

export function Shortcuts() {
  return (
    <DocsBlock id="shortcuts" copy={blocks.shortcuts}>
      <ul className="grid gap-px overflow-hidden rounded-2xl bg-ink-200 ring-1 ring-ink-200 sm:grid-cols-2 lg:grid-cols-3">
        {shortcuts.map((item) => (
          <li key={item.name} className="flex flex-col gap-2 bg-white p-5">
            <code className="font-mono text-sm font-semibold text-ink-900">.{item.name}</code>
            {/* Each utility stays whole: a line breaks between them, never at a utility's own hyphen. */}
            <code className="font-mono text-xs leading-relaxed text-ink-600">
              {item.expands.split(' ').map((utility, index) => (
                <Fragment key={utility}>
                  {index > 0 ? ' ' : null}
                  <span className="whitespace-nowrap">{utility}</span>
                </Fragment>
              ))}
            </code>
            <span className="mt-auto pt-2 text-xs font-semibold text-brand-700">{item.rule}</span>
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

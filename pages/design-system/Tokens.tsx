import { DocsBlock, DocsTable } from '../../components/design/DocsLayout'
import { blocks, colourRoles, scales } from './copy'

export function Tokens() {
  return (
    <DocsBlock id="tokens" copy={blocks.tokens}>
      <DocsTable
        headClassName="grid grid-cols-[minmax(0,1fr)_auto] gap-4 sm:grid-cols-[minmax(0,1fr)_8rem_6rem]"
        head={
          <>
            <span>Rolle</span>
            <span>Token</span>
            <span className="hidden sm:block">Wert</span>
          </>
        }
      >
        {colourRoles.map((item) => (
          <li
            key={item.role}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-4 px-5 py-3 sm:grid-cols-[minmax(0,1fr)_8rem_6rem]"
          >
            <span className="flex items-center gap-3 text-sm font-medium text-ink-900">
              <span
                className="h-6 w-6 shrink-0 rounded-lg ring-1 ring-inset ring-ink-900/10"
                style={{ backgroundColor: item.hex }}
              />
              {item.role}
            </span>
            <code className="font-mono text-xs text-brand-700">{item.token}</code>
            <code className="hidden font-mono text-xs text-ink-600 sm:block">{item.hex}</code>
          </li>
        ))}
      </DocsTable>
      <dl className="grid gap-4 sm:grid-cols-2">
        {scales.map((scale) => (
          <div key={scale.group} className="flex flex-col gap-3 rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-200">
            <dt className="text-sm font-semibold text-ink-900">{scale.group}</dt>
            <dd className="flex flex-wrap gap-2">
              {scale.items.map((item) => (
                <code
                  key={item}
                  className="rounded-lg bg-white px-2.5 py-1 font-mono text-xs text-ink-700 ring-1 ring-ink-200"
                >
                  {item}
                </code>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </DocsBlock>
  )
}

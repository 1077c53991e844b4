import { DocsBlock } from '../../components/design/DocsLayout'
import { spacingScale } from '../../data/design-tokens'
import { blocks } from './copy'

/** The bars are drawn to scale against the largest step, which spans the column (at 1 : 1 they filled a tenth). */
const largest = Math.max(...spacingScale.map((space) => space.px))

export function Spacing() {
  return (
    <DocsBlock id="abstaende" copy={blocks.abstaende}>
      <ul className="flex flex-col divide-y divide-ink-100 rounded-2xl px-5 ring-1 ring-ink-200">
        {spacingScale.map((space) => (
          <li key={space.token} className="grid grid-cols-[3rem_3.5rem_minmax(0,1fr)] items-center gap-3 py-3">
            <code className="font-mono text-sm font-semibold text-ink-900">{space.token}</code>
            <span className="text-sm tabular-nums text-ink-600">{space.px}&nbsp;px</span>
            <span className="flex h-6 items-center">
              <span
                className="h-full rounded-md bg-violet-100 ring-1 ring-inset ring-violet-600/40"
                style={{ width: `${(space.px / largest) * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </DocsBlock>
  )
}

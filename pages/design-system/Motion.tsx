import { DocsBlock } from '../../components/design/DocsLayout'
import { TextStack } from '../../components/ui/TextStack'
import { motionTokens } from '../../data/design-tokens'
import { blocks, principles } from './copy'

const LONGEST = Math.max(...motionTokens.map((item) => item.ms))

export function Motion() {
  return (
    <DocsBlock id="animationen" copy={blocks.animationen}>
      <ol className="grid gap-4 md:grid-cols-3">
        {principles.map((item, index) => (
          <li key={item.title} className="flex flex-col gap-2 border-t-2 border-ink-900 pt-4">
            <span className="font-mono text-xs font-semibold text-brand-700">0{index + 1}</span>
            <h3 className="h-card">{item.title}</h3>
            <p className="text-sm leading-relaxed text-ink-700">{item.text}</p>
          </li>
        ))}
      </ol>
      <ul className="flex flex-col divide-y divide-ink-100 rounded-2xl px-5 ring-1 ring-ink-200">
        {motionTokens.map((item) => (
          <li
            key={item.name}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 py-4 md:grid-cols-[13rem_minmax(0,1fr)_5.5rem]"
          >
            <TextStack top={item.name} bottom={item.detail} look="small" />
            <span className="col-span-2 row-start-2 flex h-2 items-center rounded-full bg-ink-100 md:col-span-1 md:row-start-auto">
              <span
                className="h-full rounded-full bg-ink-700"
                style={{ width: `${Math.max(3, Math.round(Math.sqrt(item.ms / LONGEST) * 100))}%` }}
              />
            </span>
            <span className="col-start-2 row-start-1 text-right font-mono text-sm tabular-nums text-ink-900 md:col-start-auto md:row-start-auto">
              {item.value}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-ink-600">Balken in Wurzel-Skala, damit kurze Zeiten sichtbar bleiben.</p>
    </DocsBlock>
  )
}

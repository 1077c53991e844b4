import { DocsBlock } from '../../components/design/DocsLayout'
import { typeScale } from '../../data/design-tokens'
import { blocks } from './copy'

const weights = [
  ['400', 'font-normal', 'Regular'],
  ['500', 'font-medium', 'Medium'],
  ['600', 'font-semibold', 'Semibold'],
  ['700', 'font-bold', 'Bold'],
  ['800', 'font-extrabold', 'Extrabold'],
] as const

export function Typography() {
  return (
    <DocsBlock id="typografie" copy={blocks.typografie}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div className="flex flex-col justify-between gap-8 rounded-2xl bg-ink-950 p-6 text-white sm:p-8">
          <p className="font-mono text-xs text-ink-200">Inter Variable · selbst gehostet</p>
          <p className="text-8xl font-extrabold leading-none tracking-tight" aria-hidden="true">
            Aa
          </p>
          <p className="text-sm leading-relaxed text-ink-100">
            ABCDEFGHIJKLMNOPQRSTUVWXYZ ÄÖÜ
            <br />
            abcdefghijklmnopqrstuvwxyz äöüß
            <br />
            <span className="tabular-nums">0123456789 € % „…“&nbsp;– →</span>
          </p>
        </div>
        <ul className="flex flex-col divide-y divide-ink-100 rounded-2xl px-5 ring-1 ring-ink-200">
          {weights.map(([weight, className, name]) => (
            <li key={weight} className="flex items-baseline justify-between gap-4 py-3.5">
              <span className={`text-2xl text-ink-900 ${className}`}>Pitch</span>
              <span className="font-mono text-xs text-ink-600">
                {weight} · {name}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="flex flex-col divide-y divide-ink-100 border-t border-ink-100">
        {typeScale.map((item) => (
          <li key={item.name} className="grid gap-3 py-6 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-8">
            <div className="flex flex-col gap-1">
              <span className="text-sm font-semibold text-ink-900">{item.name}</span>
              <code className="font-mono text-xs text-brand-700">.{item.className}</code>
              <span className="text-xs text-ink-600">{item.spec}</span>
            </div>
            <p className={item.className}>{item.sample}</p>
          </li>
        ))}
      </ul>
    </DocsBlock>
  )
}

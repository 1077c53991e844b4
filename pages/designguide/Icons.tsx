import { DocsBlock } from '../../components/design/DocsLayout'
import { iconSamples } from '../../data/design-tokens'
import { blocks } from './copy'

/** `icon-tile` and its tones, each with an icon. */
const tiles = [
  ['i-lucide-rocket', 'icon-tile'],
  [
    'i-lucide-sparkles',
    'flex h-12 w-12 items-center justify-center rounded-2xl bg-violet-100 text-2xl text-violet-700',
  ],
  ['i-lucide-shield-check', 'flex h-12 w-12 items-center justify-center rounded-2xl bg-ink-100 text-2xl text-ink-800'],
  ['i-lucide-video', 'flex h-12 w-12 items-center justify-center rounded-2xl bg-ink-900 text-2xl text-white'],
] as const

export function Icons() {
  return (
    <DocsBlock id="icons" copy={blocks.icons}>
      <ul className="grid grid-cols-3 gap-px overflow-hidden rounded-2xl bg-ink-200 ring-1 ring-ink-200 sm:grid-cols-4 lg:grid-cols-6">
        {iconSamples.map(([icon, name]) => (
          <li key={icon} className="flex flex-col items-center gap-3 bg-white px-1 py-6">
            <span className={`${icon} text-2xl text-ink-900`} aria-hidden="true" />
            {/* One line at a phone's third ("message-circle" wrapped and broke its row). */}
            <span className="whitespace-nowrap font-mono text-[11px] text-ink-600 sm:text-xs">{name}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-200">
        {tiles.map(([icon, className]) => (
          <span key={icon} className={className}>
            <span className={icon} aria-hidden="true" />
          </span>
        ))}
        <p className="text-sm text-ink-600">
          <code className="font-mono font-semibold text-ink-900">icon-tile</code> und seine Töne neben einem Titel
        </p>
      </div>
    </DocsBlock>
  )
}

import { contrastGrade, contrastRatio } from '../../components/design/contrast'
import { DocsBlock } from '../../components/design/DocsLayout'
import { colourRamps } from '../../data/design-tokens'
import { blocks } from './copy'

const WHITE = '#FFFFFF'
const ratio = (value: number) => value.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export function Colours() {
  return (
    <DocsBlock id="farben" copy={blocks.farben}>
      <div className="flex flex-col gap-10">
        {colourRamps.map((ramp) => (
          <div key={ramp.token} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
              <h3 className="text-lg font-semibold text-ink-900">{ramp.name}</h3>
              <p className="text-sm text-ink-600">{ramp.use}</p>
            </div>
            <ul className="grid grid-cols-3 gap-x-3 gap-y-5 sm:grid-cols-4 lg:grid-cols-11">
              {ramp.steps.map(([step, hex]) => {
                const value = contrastRatio(hex, WHITE)
                return (
                  <li key={step} className="flex min-w-0 flex-col gap-2">
                    <span
                      className="h-16 rounded-xl ring-1 ring-inset ring-ink-900/10"
                      style={{ backgroundColor: hex }}
                    />
                    <span className="flex flex-col text-xs leading-snug">
                      <span className="font-semibold text-ink-900">
                        {ramp.token}-{step}
                      </span>
                      <span className="font-mono text-ink-600">{hex}</span>
                      <span className="tabular-nums text-ink-600">{ratio(value)}:1</span>
                      <span className={value >= 4.5 ? 'font-semibold text-mint-700' : 'text-ink-600'}>
                        {contrastGrade(value)}
                      </span>
                    </span>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-h-32 flex-col justify-end rounded-2xl bg-gradient-brand p-5">
            <span className="text-sm font-semibold text-white">
              bg-gradient-brand · 120° · Brand 600 → #9D2BC9 → Violet 600
            </span>
          </div>
          <p className="prose text-ink-600">
            Der Verlauf ist das Erkennungszeichen&nbsp;– deshalb sparsam: primäre Buttons, das Fundraising-Badge und ein
            Akzent in einer Überschrift je Seite.
          </p>
        </div>
      </div>
    </DocsBlock>
  )
}

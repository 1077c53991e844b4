import { usePageContext } from '../../components/PageContext'
import { TextStack } from '../../components/ui/TextStack'
import { scoutCommission, scoutHeroPreview } from './copy'

/**
 * Decorative: the scout link and registrations arriving through it (the text says the same in words), marked as an
 * example. With `badge` the startup rate stands out over the card's corner (the /scouts hero); beside the sign-up
 * form, whose points state the rates, it is left out.
 */
export function HeroPreview({ badge = true }: { badge?: boolean }) {
  const host = new URL(usePageContext().siteUrl).host
  const [startupRate] = scoutCommission.rates
  return (
    <div aria-hidden="true" className={`relative mx-auto w-full max-w-md lg:max-w-none ${badge ? 'pb-8 pt-4' : ''}`}>
      <div className="absolute -right-6 -top-4 h-40 w-40 rounded-full bg-brand-200/60 blur-3xl" />
      <div className="absolute -bottom-6 -left-6 h-40 w-40 rounded-full bg-violet-200/70 blur-3xl" />
      <div
        className={`relative flex flex-col gap-4 rounded-4xl bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:p-6 ${badge ? 'pb-12 sm:pb-12' : ''}`}
      >
        <div className="flex flex-col gap-2">
          <span className="text-xs font-semibold uppercase tracking-wider text-ink-600">
            {scoutHeroPreview.linkLabel}
          </span>
          <span className="flex items-center justify-between gap-3 rounded-2xl bg-ink-50 px-4 py-3 ring-1 ring-ink-200">
            <span className="truncate font-mono text-sm text-ink-900">
              {host}
              {scoutHeroPreview.linkPath}
            </span>
            <span className="i-lucide-copy shrink-0 text-lg text-brand-700" />
          </span>
        </div>
        <div className="flex flex-col gap-2">
          <span className="flex items-center justify-between gap-3">
            <span className="text-xs font-semibold uppercase tracking-wider text-ink-600">
              {scoutHeroPreview.listLabel}
            </span>
            <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
              {scoutHeroPreview.sample}
            </span>
          </span>
          <ul className="flex flex-col gap-2">
            {scoutHeroPreview.rows.map((row) => (
              <li key={row.who} className="flex items-center gap-3 rounded-2xl px-1 py-1.5">
                <span className="icon-tile h-10 w-10 text-lg">
                  <span className={row.icon} />
                </span>
                <TextStack top={row.who} bottom={scoutHeroPreview.rowNote} look="small" fill />
                <span className="flex shrink-0 flex-col items-end leading-tight">
                  <span className="font-bold tabular-nums text-mint-700">
                    +{scoutCommission.rates[row.kind]?.amount}
                  </span>
                  <span className="text-xs text-ink-600">{scoutHeroPreview.perYear}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {badge ? (
        <div className="absolute -bottom-1 right-3 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-ink-900 shadow-lift ring-1 ring-ink-200">
          <span className="i-lucide-hand-coins text-2xl text-brand-700" />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-extrabold">{startupRate?.rate} Provision</span>
            <span className="text-xs font-medium text-ink-700">{startupRate?.term} auf Startup-Gebühren</span>
          </span>
        </div>
      ) : null}
    </div>
  )
}

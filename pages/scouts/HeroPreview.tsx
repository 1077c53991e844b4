import { usePageContext } from '../../components/PageContext'
import { CheckList } from '../../components/ui/CheckList'
import { TextStack } from '../../components/ui/TextStack'
import { scoutCommission, scoutHeroPreview } from './copy'

/**
 * Decorative: the scout link and registrations arriving through it (the text says the same in words), marked as an
 * example, each registration with the basis of its commission. In the /scouts hero it is a hero's visual (a glow
 * behind it, the startup rate over its corner); `plain` beside the sign-up form, whose points state the rates, it
 * is the body of the page's preview card, under its header (no shadow, no glow, no badge: the form or the closed
 * notice leads there). With `points` (the
 * closed sign-up page) the card ends with the page's points, one card instead of a second list that repeated the
 * rows' rates.
 */
export function HeroPreview({ plain = false, points }: { plain?: boolean; points?: readonly string[] }) {
  const host = new URL(usePageContext().siteUrl).host
  const [startupRate] = scoutCommission.rates
  return (
    <div aria-hidden="true" className={`relative mx-auto w-full max-w-md lg:max-w-none ${plain ? '' : 'pb-8 pt-4'}`}>
      {plain ? null : (
        <>
          <div className="absolute -right-6 -top-4 h-40 w-40 rounded-full bg-brand-200/60 blur-3xl" />
          <div className="absolute -bottom-6 -left-6 h-40 w-40 rounded-full bg-violet-200/70 blur-3xl" />
        </>
      )}
      <div
        className={`relative flex flex-col gap-4 bg-white p-5 sm:p-6 ${plain ? '' : 'rounded-4xl shadow-lift ring-1 ring-ink-200 pb-12 sm:pb-12'}`}
      >
        <div className="flex flex-col gap-2">
          <span className="text-xs font-semibold uppercase tracking-wider text-ink-600">
            {scoutHeroPreview.linkLabel}
          </span>
          {/* A placeholder address, so no copy button beside it. */}
          {/* Beside a form a boxed address read as one more field to fill in (round 26): there a chip with a link
              icon, no border. */}
          {plain ? (
            <span className="flex min-w-0 items-center gap-2 self-start rounded-full bg-brand-50 px-3.5 py-2 font-mono text-sm text-brand-800">
              <span className="i-lucide-link shrink-0" />
              <span className="truncate">
                {host}
                {scoutHeroPreview.linkPath}
              </span>
            </span>
          ) : (
            <span className="truncate rounded-2xl bg-ink-50 px-4 py-3 font-mono text-sm text-ink-900 ring-1 ring-ink-200">
              {host}
              {scoutHeroPreview.linkPath}
            </span>
          )}
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
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-lg text-brand-700">
                  <span className={row.icon} />
                </span>
                <TextStack top={row.who} bottom={scoutCommission.rates[row.kind]?.note} look="small" fill />
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
        {points ? (
          <CheckList items={points} className="text-pretty border-t border-ink-100 pt-4 text-[15px] leading-snug" />
        ) : null}
      </div>
      {plain ? null : (
        <div className="absolute -bottom-1 right-3 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-ink-900 shadow-lift ring-1 ring-ink-200">
          <span className="i-lucide-hand-coins text-2xl text-brand-700" />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-extrabold">{startupRate?.rate} Provision</span>
            <span className="text-xs font-medium text-ink-700">{startupRate?.term} auf Startup-Gebühren</span>
          </span>
        </div>
      )}
    </div>
  )
}

import { usePageContext } from '../../components/PageContext'
import { CheckList } from '../../components/ui/CheckList'
import { TextStack } from '../../components/ui/TextStack'
import { scoutCommission, scoutHeroPreview } from './copy'

/**
 * Decorative: the scout link and registrations arriving through it (the text says the same in words), marked as an
 * example, each registration with the basis of its commission. In the /scouts hero it is a hero's visual (a glow
 * behind it, the startup rate over its corner); `plain` beside the sign-up form, whose points state the rates, it
 * is the body of the page's preview card, under its header (no box, shadow, glow or badge of its own: the form or
 * the closed notice leads there). With `points` (the closed sign-up page) the card ends with the page's points, one
 * card instead of a second list that repeated the rows' rates, and the whole view is `quiet` (round 27: the offer of
 * a closed round outweighed the notice's one action): plain icons, the amounts in the text's colour, plain checks.
 */
export function HeroPreview({ plain = false, points }: { plain?: boolean; points?: readonly string[] }) {
  const host = new URL(usePageContext().siteUrl).host
  const [startupRate] = scoutCommission.rates
  const quiet = Boolean(points)
  return (
    <div aria-hidden="true" className={`relative mx-auto w-full max-w-md lg:max-w-none ${plain ? '' : 'pb-8 pt-4'}`}>
      {plain ? null : (
        <>
          <div className="absolute -right-6 -top-4 h-40 w-40 rounded-full bg-brand-200/60 blur-3xl" />
          <div className="absolute -bottom-6 -left-6 h-40 w-40 rounded-full bg-violet-200/70 blur-3xl" />
        </>
      )}
      <div
        className={`relative flex flex-col gap-4 ${plain ? '' : 'rounded-4xl bg-white p-5 pb-12 shadow-lift ring-1 ring-ink-200 sm:p-6 sm:pb-12'}`}
      >
        <div className="flex flex-col gap-2">
          <span className="text-xs font-semibold uppercase tracking-wider text-ink-600">
            {scoutHeroPreview.linkLabel}
          </span>
          {/* A placeholder address, so no copy button beside it. Beside a form a boxed address read as one more field
              to fill in (round 26), a brand chip with a link icon as a link to follow (round 27): there a plain grey
              chip. */}
          {plain ? (
            <span className="min-w-0 self-start truncate rounded-full bg-ink-100 px-3.5 py-1.5 font-mono text-sm text-ink-700">
              {host}
              {scoutHeroPreview.linkPath}
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
              <li key={row.who} className={`flex items-center rounded-2xl py-1.5 ${plain ? 'gap-2.5' : 'gap-3 px-1'}`}>
                {/* Beside the form a plain icon, no tile: on phones the tile left the name too little room (round 27:
                    "Business Angel aus Hamburg" took two lines). */}
                {plain ? (
                  <span className={`${row.icon} shrink-0 text-xl text-ink-500`} />
                ) : (
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-ink-50 text-lg text-ink-800 ring-1 ring-ink-200">
                    <span className={row.icon} />
                  </span>
                )}
                {/* Beside the form the details a step larger and darker (round 28: 12 px grey on the grey card too faint). */}
                <TextStack
                  top={row.who}
                  bottom={scoutCommission.rates[row.kind]?.note}
                  look={plain ? 'smallOnTint' : 'small'}
                  fill
                />
                {/* The amounts in a column of one width, so the rows' texts end on one line. */}
                <span className={`flex shrink-0 flex-col items-end leading-tight ${plain ? 'w-14' : ''}`}>
                  <span className={`tabular-nums ${quiet ? 'font-semibold text-ink-800' : 'font-bold text-mint-700'}`}>
                    +{scoutCommission.rates[row.kind]?.amount}
                  </span>
                  <span className={plain ? 'text-[13px] text-ink-700' : 'text-xs text-ink-600'}>
                    {scoutHeroPreview.perYear}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        {points ? (
          // Not balanced (a point broke in three ragged lines on phones, round 27) but pretty: no word alone on a last
          // line (round 28: "geworbener / Startups"). A 24 px line, the height of the check's box, so each check
          // stands level with its point's first line.
          <CheckList
            items={points}
            tone="quiet"
            className="border-t border-ink-200 pt-4 text-pretty text-[15px] leading-6"
          />
        ) : null}
      </div>
      {plain ? null : (
        <div className="absolute -bottom-1 right-3 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-ink-900 shadow-lift ring-1 ring-ink-200">
          <span className="i-lucide-hand-coins text-2xl text-ink-700" />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-extrabold">{startupRate?.rate} Provision</span>
            <span className="text-xs font-medium text-ink-700">{startupRate?.term} auf Startup-Gebühren</span>
          </span>
        </div>
      )}
    </div>
  )
}

import type { ReactNode } from 'react'
import type { DashboardData } from '../../data/dashboard'
import { formatNumber } from '../../lib/format'
import { Stars } from './Stars'

/** A card's figure: large, bold, tabular ink. */
const figure = 'text-2xl font-extrabold tabular-nums tracking-tight text-ink-900 sm:text-3xl'

/**
 * One figure: its icon and label, the value, and what goes under it (a bar, a trend, stars). Icon, bar and stars in
 * slate (review 5 Nov: magenta on every figure left nothing to stand out; magenta is the actions' colour).
 */
function StatCard({
  icon,
  label,
  value,
  card,
  valueClass = figure,
  foot = 'mt-auto',
  children,
}: {
  icon: string
  label: ReactNode
  value: ReactNode
  card: string
  /** The value's box: the figure's type by default; a row where the figure carries its stars (`score="beside"`). */
  valueClass?: string
  /** The third row's place: at the card's foot (`mt-auto`) or the classes that set it. */
  foot?: string
  children?: ReactNode
}) {
  return (
    <li className={`${card} flex flex-col gap-2 !p-4 sm:gap-3 sm:!p-5`}>
      <span className="flex items-center gap-2 text-xs font-semibold text-ink-600 sm:text-sm">
        <span className={`${icon} text-lg text-ink-500`} aria-hidden="true" />
        {label}
      </span>
      <span className={valueClass}>{value}</span>
      {/* The third row at the card's foot, level across a row of cards (review 29: a card without one looked hollow). */}
      {children ? (
        <div className={[foot, 'flex min-h-5 items-center'].filter(Boolean).join(' ')}>{children}</div>
      ) : null}
    </li>
  )
}

/**
 * A label short on phones, where two cards share a 390 px row (round 24: „Profil-vollständigkeit“ and
 * „Investoren-Likes“ wrapped, their values out of line with the row's others), in full from 640 px.
 */
const Short = ({ phone, full }: { phone: string; full: string }) => (
  <>
    <span className="sm:hidden">{phone}</span>
    <span className="hidden sm:inline">{full}</span>
  </>
)

const Trend = ({ children }: { children: ReactNode }) => (
  <span className="text-xs font-semibold text-mint-700 sm:text-sm">{children}</span>
)

/** A quiet foot line: not a trend, so slate (the score's last update). */
const Note = ({ children }: { children: ReactNode }) => (
  <span className="text-xs text-ink-600 sm:text-sm">{children}</span>
)

/** Profile completeness (progress bar), pitch views, investor likes, spotlight score (of 10, drawn as 5 stars). */
export function StatCards({
  stats,
  columns = 'grid-cols-2 lg:grid-cols-4',
  gap = 'gap-3 sm:gap-4',
  card = 'card-app',
  stars = 'row',
  footUnder = false,
  bar = 'bg-ink-700',
  scoreStatus,
}: {
  stats: DashboardData['stats']
  /** The grid's columns: four in a row on the dashboard, two where the cards share a narrower column. */
  columns?: string
  /** The grid's gap (/dashboard: its one gutter, 16 px on a phone, 24 px from 640 px). */
  gap?: string
  /** Each figure's box: the mock-up's `card-app` (with its hairline shadow) by default, one edge on /dashboard. */
  card?: string
  /**
   * The score's stars: a row of their own under the figure (`row`), or small, set with the figure as one unit
   * (`beside`, /dashboard, review 29: the row under „8,7“ looked stuck on): on its baseline beside it where the card
   * has the room, tight under it where it has not (two cards in a 390 px row); or none, the score as its figure only
   * (`none`, /startups' preview, session 30 review: beside the hero's „8,4/10“ match, stars made a third scale).
   */
  stars?: 'row' | 'beside' | 'none'
  /**
   * On phones each third row right under its figure, level at the cards' foot from 640 px (/startups' preview, session
   * 31 review: at 390 „+5 seit gestern“ stood a line's gap under „37“, level with the score's two-line note beside it);
   * right under its figure at every width with `always` (/dashboard, fix round 32: at 1280 „+5 seit gestern“ stood at
   * the card's foot, far under „37“).
   */
  footUnder?: boolean | 'always'
  /** The completeness bar's fill: slate by default, magenta on /dashboard (session 32 review: a navy bar in grey). */
  bar?: string
  /** A line under the score's note with `stars="beside"`: where the Spotlight stands now (/dashboard, from the timeline). */
  scoreStatus?: ReactNode
}) {
  const foot = footUnder === 'always' ? '' : footUnder ? 'sm:mt-auto' : 'mt-auto'
  const score = (
    <>
      {stats.spotlightScore.toLocaleString('de-DE')}
      <span className="text-sm font-semibold text-ink-600 sm:text-base"> / 10</span>
    </>
  )
  return (
    <ul className={`grid ${gap} ${columns}`}>
      <StatCard
        card={card}
        foot={foot}
        icon="i-lucide-user-round-check"
        label={<Short phone="Profil" full="Profilvollständigkeit" />}
        value={<>{stats.profileCompleteness}&nbsp;%</>}
      >
        <div
          role="progressbar"
          aria-label="Profilvollständigkeit"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={stats.profileCompleteness}
          aria-valuetext={`${stats.profileCompleteness}\u00a0%`}
          className="h-2.5 w-full overflow-hidden rounded-full bg-ink-100"
        >
          <div className={`h-full rounded-full ${bar}`} style={{ width: `${stats.profileCompleteness}%` }} />
        </div>
      </StatCard>
      <StatCard
        card={card}
        foot={foot}
        icon="i-lucide-eye"
        label="Pitch-Aufrufe"
        value={formatNumber(stats.pitchViews)}
      >
        <Trend>{stats.pitchViewsTrend}</Trend>
      </StatCard>
      <StatCard
        card={card}
        foot={foot}
        icon="i-lucide-heart"
        label={<Short phone="Likes" full="Investoren-Likes" />}
        value={formatNumber(stats.investorLikes)}
      >
        <Trend>{stats.investorLikesTrend}</Trend>
      </StatCard>
      {stars === 'beside' ? (
        <StatCard
          card={card}
          foot={foot}
          icon="i-lucide-trophy"
          label="Spotlight-Score"
          valueClass="flex flex-wrap items-baseline gap-x-2.5 gap-y-1.5"
          value={
            <>
              <span className={figure}>{score}</span>
              <Stars rating={stats.spotlightScore / 2} small />
            </>
          }
        >
          {scoreStatus ? (
            <span className="flex flex-col gap-1">
              <Note>{`aktualisiert ${stats.spotlightUpdated}`}</Note>
              {scoreStatus}
            </span>
          ) : (
            <Note>{`aktualisiert ${stats.spotlightUpdated}`}</Note>
          )}
        </StatCard>
      ) : (
        <StatCard card={card} foot={foot} icon="i-lucide-trophy" label="Spotlight-Score" value={score}>
          {stars === 'row' ? (
            <Stars rating={stats.spotlightScore / 2} />
          ) : (
            <Note>{`aktualisiert ${stats.spotlightUpdated}`}</Note>
          )}
        </StatCard>
      )}
    </ul>
  )
}

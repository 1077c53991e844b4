import type { DashboardData } from '../../data/dashboard'
import { Stars } from './Stars'

const number = (value: number) => value.toLocaleString('de-DE')

/** Profile completeness (progress bar), pitch views, investor likes, spotlight score (stars). */
export function StatCards({ stats }: { stats: DashboardData['stats'] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <li className="card flex flex-col gap-2 !p-4 sm:gap-3 sm:!p-5">
        <span className="flex items-center gap-2 text-xs font-semibold text-ink-600 sm:text-sm">
          <span className="i-lucide-user-round-check text-lg text-brand-700" aria-hidden="true" />
          {/* A soft hyphen: browsers without German hyphenation data would otherwise break it anywhere. */}
          <span id="stat-profil" className="min-w-0 hyphens-manual">
            {'Profil\u00advollständigkeit'}
          </span>
        </span>
        <span className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
          {stats.profileCompleteness}&nbsp;%
        </span>
        <div
          role="progressbar"
          aria-label="Profilvollständigkeit"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={stats.profileCompleteness}
          aria-valuetext={`${stats.profileCompleteness}\u00a0%`}
          className="h-2.5 overflow-hidden rounded-full bg-ink-100"
        >
          <div className="h-full rounded-full bg-gradient-brand" style={{ width: `${stats.profileCompleteness}%` }} />
        </div>
      </li>
      <li className="card flex flex-col gap-2 !p-4 sm:gap-3 sm:!p-5">
        <span className="flex items-center gap-2 text-xs font-semibold text-ink-600 sm:text-sm">
          <span className="i-lucide-eye text-lg text-brand-700" aria-hidden="true" />
          Pitch-Aufrufe
        </span>
        <span className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
          {number(stats.pitchViews)}
        </span>
        <span className="text-xs font-semibold text-mint-700 sm:text-sm">{stats.pitchViewsTrend}</span>
      </li>
      <li className="card flex flex-col gap-2 !p-4 sm:gap-3 sm:!p-5">
        <span className="flex items-center gap-2 text-xs font-semibold text-ink-600 sm:text-sm">
          <span className="i-lucide-heart text-lg text-brand-700" aria-hidden="true" />
          Investoren-Likes
        </span>
        <span className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
          {number(stats.investorLikes)}
        </span>
        <span className="text-xs font-semibold text-mint-700 sm:text-sm">{stats.investorLikesTrend}</span>
      </li>
      <li className="card flex flex-col gap-2 !p-4 sm:gap-3 sm:!p-5">
        <span className="flex items-center gap-2 text-xs font-semibold text-ink-600 sm:text-sm">
          <span className="i-lucide-trophy text-lg text-brand-700" aria-hidden="true" />
          Spotlight-Score
        </span>
        <span className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
          {stats.spotlightScore.toLocaleString('de-DE')}
          <span className="text-sm font-semibold text-ink-600 sm:text-base"> / 10</span>
        </span>
        <Stars filled={stats.spotlightStars} />
      </li>
    </ul>
  )
}

import { LazyImage } from '../../components/ui/LazyImage'
import { type Startup, type StartupId, startups } from '../../data/startups'
import { formatNumber } from '../../lib/format'
import { ranking } from './copy'

const ranked = [...startups].sort((a, b) => b.matchingScore - a.matchingScore)

/** The startup the sample profile's feed puts first: the hero's demo card opens with it. */
export const bestMatch = ranked[0] as Startup & { id: StartupId }

/** The sample startups as a matched list: what the feed puts first for one (sample) search profile. */
export function Ranking() {
  return (
    <figure className="flex flex-col gap-6 rounded-4xl bg-white p-6 text-ink-900 shadow-lift sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <p className="text-lg font-bold">{ranking.title}</p>
        <span className="chip">{ranking.note}</span>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">{ranking.profileLabel}</p>
        <ul className="flex flex-wrap gap-1.5">
          {ranking.profile.map((item) => (
            <li
              key={item}
              className="rounded-full bg-violet-50 px-2.5 py-1 text-xs font-semibold text-violet-700 ring-1 ring-violet-200"
            >
              {item}
            </li>
          ))}
        </ul>
      </div>
      <ol className="flex flex-col divide-y divide-ink-100 border-y border-ink-100">
        {ranked.map((startup, index) => (
          <li key={startup.id} className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 py-4">
            <LazyImage
              src={startup.logo}
              alt=""
              width={44}
              height={44}
              className="h-11 w-11 rounded-xl ring-1 ring-ink-200"
            />
            <div className="flex min-w-0 flex-col">
              <p className="flex items-baseline justify-between gap-3">
                <span className="truncate font-semibold">
                  <span className="sr-only">Platz {index + 1}: </span>
                  {startup.name}
                </span>
                <span className="shrink-0 text-sm font-bold tabular-nums">
                  {formatNumber(startup.matchingScore)}/10
                  <span className="sr-only"> {ranking.scoreLabel}</span>
                </span>
              </p>
              <p className="truncate text-sm text-ink-600">
                {startup.category} · {startup.stage} · {startup.location}
              </p>
            </div>
            <span className="col-span-2 h-1.5 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-ink-900"
                style={{ width: `${startup.matchingScore * 10}%` }}
              />
            </span>
          </li>
        ))}
      </ol>
      <figcaption className="text-sm text-ink-600">{ranking.footnote}</figcaption>
    </figure>
  )
}

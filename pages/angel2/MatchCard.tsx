import { MatchChip } from '../../components/demo-card/MatchChip'
import { PhaseBadge, PosterFace } from '../../components/demo-card/PosterFace'
import { SampleCaption } from '../../components/ui/SampleView'
import { firstStartup } from '../../data/startups'
import { matchDetail } from './copy'

/**
 * The hero's picture: one pitch of the angel's feed, straight and readable (round 24: three tilted posters with
 * burnt-in captions stood here), the founder's face cut from its poster, its score and the four criteria it matched
 * on against a sample profile. Sample data, labelled as such. On phones too each tile says why it matched (round 27:
 * without the profile line the tiles showed bare data); a little less padding there leaves the wrapped lines room.
 * On phones the founder's place goes under the name (review 7.3: at 390 px the line ran into the match chip). Below
 * 420 px the criteria stand in one column (review 32: two columns broke „Pre-Seed, Seed“ and „bis 50.000 €“ apart).
 */
export function MatchCard() {
  const startup = firstStartup
  return (
    <figure
      className="m-0 mx-auto flex w-full max-w-md flex-col gap-5 rounded-4xl bg-white p-5 text-ink-900 shadow-lift ring-1 ring-white/20 sm:p-6"
      aria-label={matchDetail.label}
    >
      <SampleCaption title={matchDetail.title} sample={matchDetail.sample} icon="i-lucide-sparkles" />
      <div className="flex items-center gap-4 border-y border-ink-100 py-4">
        <PosterFace startup={startup} width={72} className="rounded-2xl" />
        <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <PhaseBadge text={startup.headerBadge.text} />
          <span className="text-lg font-bold leading-tight" data-pitch-name>
            {startup.name}
          </span>
          <span className="max-w-full text-sm text-ink-600 sm:truncate" data-pitch-founder>
            {startup.founder}
            <span className="max-sm:hidden">{' · '}</span>
            <span className="max-sm:block">{startup.location}</span>
          </span>
        </span>
        <MatchChip score={startup.matchingScore} tone="light" />
      </div>
      <div className="flex flex-col gap-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">{matchDetail.why}</p>
        <dl className="grid gap-2 min-[420px]:grid-cols-2">
          {matchDetail.criteria.map((criterion) => (
            <div key={criterion.label} className="flex flex-col gap-1 rounded-2xl bg-ink-50 p-2.5 sm:p-3">
              <dt className="flex items-center gap-1.5 text-xs text-ink-600">
                <span className={`${criterion.icon} text-sm text-ink-500`} aria-hidden="true" />
                {criterion.label}
              </dt>
              <dd className="m-0 flex flex-col gap-1">
                <span className="text-sm font-semibold text-ink-900">{criterion.value}</span>
                <span className="flex items-start gap-1 text-xs leading-snug text-ink-600">
                  <span className="i-lucide-check mt-0.5 shrink-0 text-mint-700" aria-hidden="true" />
                  {criterion.profile}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="flex items-start gap-2 text-xs leading-relaxed text-ink-600">
        <span className="i-lucide-lock mt-0.5 shrink-0 text-sm" aria-hidden="true" />
        {matchDetail.privacy}
      </p>
    </figure>
  )
}

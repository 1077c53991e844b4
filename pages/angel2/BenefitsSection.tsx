import { MatchChip } from '../../components/demo-card/MatchChip'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { useTimeline } from '../../components/PageContext'
import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { firstStartup } from '../../data/startups'
import { benefits, matchDetail } from './copy'

/** What an angel gets as a plain list, beside one match of the feed opened (the feed itself is the hero's). */
export function BenefitsSection() {
  const { launch } = useTimeline()
  return (
    <Section
      id="vorteile"
      layout="split"
      eyebrow={benefits.eyebrow[launch]}
      title={benefits.title[launch]}
      headingExtra={<MatchDetail />}
    >
      <IconTextList items={benefits.items} look="plain" className="grid gap-x-8 gap-y-7 sm:grid-cols-2" />
    </Section>
  )
}

/** One match of the feed, opened: the startup, its score and the four criteria it matched on, against a sample profile. */
function MatchDetail() {
  const startup = firstStartup
  const founder = startup.teamMembers[0]
  return (
    <figure
      className="m-0 mt-6 flex w-full max-w-sm flex-col gap-5 rounded-3xl bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:p-6"
      aria-label={matchDetail.label}
    >
      <div className="flex items-center gap-3">
        {founder ? <PersonPhoto name={founder.name} src={founder.image} size={48} /> : null}
        <TextStack top={startup.name} bottom={`${startup.founder} · ${startup.location}`} look="row" fill />
        <MatchChip score={startup.matchingScore} tone="light" />
      </div>
      <div className="flex flex-col gap-3">
        <p className="flex items-center justify-between gap-3 text-xs font-semibold uppercase tracking-wide text-ink-600">
          {matchDetail.why}
          <span className="chip normal-case tracking-normal">{matchDetail.sample}</span>
        </p>
        <dl className="grid grid-cols-2 gap-2">
          {matchDetail.criteria.map((criterion) => (
            <div key={criterion.label} className="flex flex-col gap-1 rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200">
              <dt className="flex items-center gap-1.5 text-xs text-ink-600">
                <span className={`${criterion.icon} text-sm text-brand-700`} aria-hidden="true" />
                {criterion.label}
              </dt>
              <dd className="m-0 flex flex-col gap-1">
                <span className="text-sm font-semibold text-ink-900">{criterion.value}</span>
                <span className="flex items-start gap-1 text-xs text-ink-600">
                  <span className="i-lucide-check mt-0.5 shrink-0 text-brand-600" aria-hidden="true" />
                  {criterion.profile}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <figcaption className="flex items-start gap-2 text-xs leading-relaxed text-ink-600">
        <span className="i-lucide-lock mt-0.5 shrink-0 text-sm" aria-hidden="true" />
        {matchDetail.privacy}
      </figcaption>
    </figure>
  )
}

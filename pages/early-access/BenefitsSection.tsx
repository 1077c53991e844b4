import { PhaseBadge, PosterFace, ScorePill } from '../../components/demo-card/PosterFace'
import { useTimeline } from '../../components/PageContext'
import { CheckList } from '../../components/ui/CheckList'
import { CardHeading } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { pitchLengths, type Startup, type StartupId, startups, startupsLedBy } from '../../data/startups'
import { earlyAccessBenefits } from './copy'
import { FeatureRow } from './FeatureRow'

/** The angels' feed as the matching ranks it: the sample pitches by their match score, best first. */
const rankedFeed = [...startups].sort((a, b) => b.matchingScore - a.matchingScore)
/** The startups' half shows one pitch as it stands in that feed: the one in its fundraising phase. */
const [ownPitch] = startupsLedBy('fristwerk')

/**
 * What each role gets, and under both the spec's six features as one strip. Review 31: two identical cards of five
 * checks each, then six loose rows, ~1,400 px of checkmarks on a phone. Now each role's panel shows the product as
 * that role meets it (the founder her pitch in the feed, with its stage, its length and the likes it collects; the
 * angel the feed ranked by match score) beside three points; the free months and the onboarding are the hero's. The
 * sign-ups are the hero's form and the closing band's (review 31: six sign-up calls on the page).
 */
/** A role's panel: its heading, its view and its points on the rows of the section's grid from 1024 px. */
const panel = 'card flex min-w-0 flex-col gap-6 lg:row-span-3 lg:grid lg:grid-rows-subgrid'

export function BenefitsSection() {
  const { launch } = useTimeline()
  const { startups: forStartups, investors } = earlyAccessBenefits
  return (
    <Section
      id="vorteile"
      eyebrow={earlyAccessBenefits.eyebrow}
      title={earlyAccessBenefits.title[launch]}
      spacing="pt-16 pb-14 sm:pt-20 sm:pb-16"
    >
      <div className="flex flex-col gap-10 lg:gap-12">
        {/*
          Review 31b: the pitch view is shorter than the feed, so the startups' points began ~50 px above the angels'.
          From 1024 px each panel's heading, view and points are rows of one shared grid (subgrid): both views as tall
          as the taller, both lists on one line.
        */}
        <div className="grid gap-6 lg:grid-cols-2 lg:grid-rows-[auto_auto_auto]">
          <article className={panel} data-benefit="startup">
            <CardHeading icon={forStartups.icon}>{forStartups.title}</CardHeading>
            <OwnPitch startup={ownPitch} label={forStartups.viewLabel} />
            <CheckList items={forStartups.items} tone="slate" />
          </article>
          <article className={panel} data-benefit="angel">
            <CardHeading icon={investors.icon}>{investors.title}</CardHeading>
            <RankedFeed feed={rankedFeed} label={investors.viewLabel} />
            <CheckList items={investors.items} tone="slate" />
          </article>
        </div>
        <FeatureRow />
      </div>
    </Section>
  )
}

/** A founder's pitch as a card in the feed: poster, name, stage and place, its phase, its length and likes. */
function OwnPitch({ startup, label }: { startup: Startup; label: string }) {
  return (
    <figure className="flex flex-col gap-3 rounded-2xl bg-ink-50 p-4" data-product-view="pitch">
      <figcaption className="text-sm font-medium text-ink-600">{label}</figcaption>
      <div className="flex items-center gap-4">
        <PosterFace startup={startup} width={128} />
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <PhaseBadge text={startup.headerBadge.text} />
          <p className="text-lg font-bold text-ink-900">{startup.name}</p>
          <p className="text-sm text-ink-600">{`${startup.stage} · ${startup.category} · ${startup.location}`}</p>
        </div>
      </div>
      <p className="mt-auto flex gap-5 border-t border-ink-200 pt-3 text-sm font-semibold text-ink-800 tabular-nums">
        <span className="inline-flex items-center gap-1.5">
          <span className="i-lucide-play text-base text-ink-500" aria-hidden="true" />
          {`Pitch ${pitchLengths[startup.id as StartupId]}`}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="i-lucide-heart text-base text-ink-500" aria-hidden="true" />
          {`${startup.likes} Likes`}
        </span>
      </p>
    </figure>
  )
}

/** The angels' feed: one row per pitch, poster, name, stage and sector, the match score at its end. */
function RankedFeed({ feed, label }: { feed: Startup[]; label: string }) {
  return (
    <figure className="flex flex-col gap-1 rounded-2xl bg-ink-50 p-4" data-product-view="feed">
      <figcaption className="pb-2 text-sm font-medium text-ink-600">{label}</figcaption>
      <ol className="flex flex-col divide-y divide-ink-200">
        {feed.map((startup) => (
          <li key={startup.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
            <PosterFace startup={startup} width={44} className="rounded-xl" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-ink-900">{startup.name}</span>
              {/* Review 31b: truncated at 390 px („Pre-Seed · RetailT…“): it wraps. */}
              <span className="text-sm text-ink-600">{`${startup.stage} · ${startup.category}`}</span>
            </span>
            <ScorePill score={startup.matchingScore} />
          </li>
        ))}
      </ol>
    </figure>
  )
}

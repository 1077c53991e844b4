import { badgeClass } from '../../components/demo-card/badge'
import { MatchChip } from '../../components/demo-card/MatchChip'
import { RailDots } from '../../components/sections/Rail'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { LazyImage } from '../../components/ui/LazyImage'
import { Section, SectionHeading } from '../../components/ui/Section'
import { startups } from '../../data/startups'
import { angels } from './copy'

/**
 * The page's half for business angels: what they get (the curated feed, the matching, the two stages a startup can be
 * in) beside the feed itself – the three demo pitches as a fan from 1024 px, a swipeable rail on phones – and the way
 * on to /angels.
 */
export function AngelsSection() {
  return (
    <Section
      id="angels"
      tone="ink"
      labelledBy="angels-titel"
      contentClassName="grid items-center gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-12"
    >
      <div className="flex flex-col items-start gap-6">
        <p className="hero-label-dark">
          <span className="i-lucide-briefcase-business" aria-hidden="true" />
          {angels.label}
        </p>
        <SectionHeading id="angels-titel" title={angels.title} intro={angels.intro} />
        <div className="flex w-full flex-col gap-3">
          <p className="text-sm font-semibold text-ink-100">{angels.stagesLabel}</p>
          <dl className="divide-y divide-white/15 rounded-2xl ring-1 ring-white/20">
            {angels.stages.map((stage) => (
              <div key={stage.badge} className="flex flex-col items-start gap-2 p-4">
                <dt className={badgeClass(stage.badge)}>{stage.badge}</dt>
                <dd className="text-ink-100">{stage.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ButtonLink href="/angels" variant="light" icon="i-lucide-arrow-right">
          {angels.link}
        </ButtonLink>
      </div>
      <div>
        <ul
          aria-label={angels.feedLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the feed is a horizontal carousel; keyboard users scroll it
          tabIndex={0}
          className="-mx-5 -mt-1 flex snap-x snap-mandatory gap-4 overflow-x-auto px-5 pb-2 pt-1 lg:mx-0 lg:justify-center lg:overflow-visible lg:px-0 lg:pb-0"
        >
          {startups.map((startup, index) => (
            <li
              key={startup.id}
              className={`w-[80%] max-w-[18rem] shrink-0 snap-center sm:w-72 lg:w-[17rem] ${
                index === 0
                  ? 'lg:-mr-32 lg:translate-y-6 lg:-rotate-6'
                  : index === 2
                    ? 'lg:-ml-32 lg:translate-y-6 lg:rotate-6'
                    : 'lg:relative lg:z-10'
              }`}
            >
              <article className="relative aspect-[9/16] overflow-hidden rounded-[2rem] bg-ink-950 shadow-lift ring-1 ring-white/15">
                <LazyImage
                  src={startup.posterUrl}
                  alt=""
                  width={540}
                  height={960}
                  className="absolute inset-0 h-full w-full object-cover"
                />
                <span className={`absolute left-4 top-4 ${badgeClass(startup.headerBadge.text)}`}>
                  {startup.headerBadge.text}
                </span>
                <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-gradient-to-t from-ink-950 via-ink-950/85 to-transparent p-4 pt-16">
                  <div className="flex min-w-0 flex-col">
                    <h3 className="truncate text-lg font-bold text-white">{startup.name}</h3>
                    <p className="truncate text-sm text-ink-100">
                      {startup.location} · {startup.stage}
                    </p>
                  </div>
                  <MatchChip score={startup.matchingScore} tone="dark" as="p" />
                </div>
              </article>
            </li>
          ))}
        </ul>
        <RailDots label={angels.feedLabel} tone="dark" className="lg:hidden" />
      </div>
    </Section>
  )
}

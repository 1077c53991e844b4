import { PhaseBadge, PosterFace } from '../../components/demo-card/PosterFace'
import { useTimeline } from '../../components/PageContext'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { Section } from '../../components/ui/Section'
import { startupsLedBy } from '../../data/startups'
import { stageSamples, statItems, stats } from './copy'

/**
 * A small product element beside the facts: the tabs' sample pitch as it runs in an angel's feed, its still, badge,
 * name and the one-minute bar of its video (drawn, no clock). White on the ink band, a floating element (lift).
 */
function PitchStrip() {
  const sample = startupsLedBy(stageSamples.hello)[0]
  return (
    <figure
      className="m-0 flex w-full max-w-md items-center gap-4 rounded-2xl bg-white p-3 text-ink-900 shadow-lift sm:p-4"
      aria-hidden="true"
      data-stats-pitch
    >
      <span className="relative shrink-0">
        <PosterFace startup={sample} width={72} className="rounded-xl" />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-white/95 shadow-lift">
            <span className="i-lucide-play translate-x-px text-base text-ink-900" />
          </span>
        </span>
      </span>
      <span className="flex min-w-0 flex-1 flex-col items-start gap-1.5">
        <PhaseBadge text={sample.headerBadge.text} />
        <span className="font-bold leading-tight">{sample.name}</span>
        <span className="text-xs text-ink-600">{`${sample.founder} · ${sample.location}`}</span>
        <span className="mt-1 flex w-full items-center gap-2 text-[0.6875rem] font-semibold tabular-nums text-ink-600">
          <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-ink-100">
            <span className="block h-full w-2/5 rounded-full bg-ink-900" />
          </span>
          1:00
        </span>
      </span>
    </figure>
  )
}

/**
 * The spec's animated stats, not a second row of giant numbers after the problem's (session 32 review: 300+ / 60s /
 * 0 % repeated the hero's claims): the heading beside its intro on the page's one column line, and under it the
 * sample pitch as a small product element on the left, the three facts as short captioned items on the right (the
 * counter's `list`), the right column on the same line as the intro above.
 */
export function StatsSection() {
  const { launch } = useTimeline()
  return (
    <Section
      id="stats-section"
      tone="ink"
      align="beside"
      spacing="py-14 sm:py-20"
      title={stats.title[launch]}
      intro={stats.intro[launch]}
    >
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-x-16">
        <PitchStrip />
        <StatsBlock items={statItems[launch]} tone="dark" layout="list" tightUnits />
      </div>
    </Section>
  )
}

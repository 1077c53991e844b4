import { badgeClass, formatScore } from '../../components/demo-card/badge'
import { PersonName } from '../../components/media/PersonName'
import { RailDots } from '../../components/sections/Rail'
import { CheckList } from '../../components/ui/CheckList'
import { LazyImage } from '../../components/ui/LazyImage'
import { Section, SectionHeading } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { dashboardData } from '../../data/dashboard'
import { startups } from '../../data/startups'
import { formatNumber } from '../../lib/format'
import { demo, feedDashboard, quote } from './copy'

/**
 * The feed as angels see it: the three demo pitches side by side (a fan from 1024 px, a swipeable rail on
 * phones) and, below them, what a founder sees in return: the dashboard's first figures.
 */
export function DemoSection() {
  const { stats } = dashboardData
  return (
    <Section
      id="demo"
      tone="ink"
      labelledBy="demo-titel"
      contentClassName="grid items-center gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-12"
    >
      <SectionHeading id="demo-titel" copy={demo} className="gap-6">
        <CheckList items={demo.points} tone="dark" />
        <figure className="mt-2 flex flex-col gap-4 border-l-2 border-brand-300 pl-5">
          <blockquote className="text-lg font-medium leading-relaxed text-white">„{quote.text}“</blockquote>
          <figcaption className="flex items-center gap-3">
            <LazyImage src={quote.image} alt="" width={40} height={40} className="h-10 w-10 rounded-full" />
            <PersonName name={quote.author} role={quote.role} tone="dark" />
          </figcaption>
        </figure>
      </SectionHeading>
      <div className="flex flex-col gap-6">
        <div>
          <ul
            aria-label={demo.feedLabel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the feed is a horizontal carousel; keyboard users scroll it
            tabIndex={0}
            className="-mx-5 flex snap-x snap-mandatory gap-4 overflow-x-auto px-5 pb-2 lg:mx-0 lg:justify-center lg:overflow-visible lg:px-0 lg:pb-0"
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
                    <p className="shrink-0 rounded-xl bg-white/15 px-2.5 py-1 text-center text-white ring-1 ring-white/20">
                      <span className="block text-[0.625rem] font-semibold uppercase tracking-wide text-ink-100">
                        Match
                      </span>
                      <span className="block text-sm font-bold">{formatScore(startup.matchingScore)}</span>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <RailDots label={demo.feedLabel} tone="dark" className="lg:hidden" />
        </div>
        <a
          href="/dashboard"
          className="group flex w-full max-w-xs flex-col gap-3 self-center rounded-3xl bg-white p-5 text-ink-900 no-underline shadow-lift ring-1 ring-ink-200 lg:mt-6"
        >
          <span className="flex items-center justify-between gap-2">
            <span className="text-sm font-bold">{feedDashboard.title}</span>
            <span className="rounded-full bg-ink-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-ink-700">
              {feedDashboard.sample}
            </span>
          </span>
          <span className="flex items-end justify-between gap-3">
            <TextStack top={formatNumber(stats.pitchViews)} bottom={feedDashboard.views} look="figure" />
            <span className="flex h-10 items-end gap-1" aria-hidden="true">
              {[40, 55, 35, 70, 60, 85, 100].map((height) => (
                <span key={height} className="w-2 rounded-sm bg-mint-500" style={{ height: `${height}%` }} />
              ))}
            </span>
          </span>
          <span className="flex items-center justify-between text-xs">
            <span className="font-semibold text-mint-700">{stats.pitchViewsTrend}</span>
            <span className="text-ink-600">
              {formatNumber(stats.investorLikes)} {feedDashboard.likes}
            </span>
          </span>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
            {feedDashboard.link}
            <span className="i-lucide-arrow-right" aria-hidden="true" />
          </span>
        </a>
      </div>
    </Section>
  )
}

import { StatCards } from '../../components/dashboard/StatCards'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section, SectionHeading } from '../../components/ui/Section'
import { dashboardData } from '../../data/dashboard'
import { dashboardPreview } from './copy'

/** The latest activity, two rows: enough to show what the list is, the window no taller than its heading needs (round 27). */
const activityRows = 2

/**
 * What a founder gets back for one pitch: the dashboard, shown as the product itself (a framed window with the
 * sample company's figures and its latest activity), with the way into the full preview. The page's product moment:
 * a split header (heading left, lead and link right from 1024 px) over the window at the content's full width, its
 * four figures in one row (review 7.4: the heading centred beside a tall window left ~180 px of grey above and below it).
 * The lead's first line level with the heading's, and the score without stars (session 30 review: beside the hero's
 * „8,4/10“ match, stars made a third scale).
 */
export function DashboardPreview() {
  const { company, stats, activity } = dashboardData
  return (
    // On the problem section's grey, so that it stands apart from the white tabs above it.
    <Section id="dashboard" tone="muted" labelledBy="dashboard-titel">
      <div className="mb-10 grid grid-cols-1 gap-4 sm:mb-12 lg:grid-cols-2 lg:items-start lg:gap-16" data-split-header>
        <SectionHeading
          id="dashboard-titel"
          copy={{ eyebrow: dashboardPreview.eyebrow, title: dashboardPreview.title }}
          className="gap-4"
        />
        <div className="flex flex-col items-start gap-6 lg:pt-9">
          <p className="lead">{dashboardPreview.intro}</p>
          <ButtonLink href="/dashboard" variant="secondary" icon="i-lucide-arrow-right">
            {dashboardPreview.link}
          </ButtonLink>
        </div>
      </div>
      <figure className="w-full overflow-hidden rounded-3xl bg-ink-50 shadow-lift ring-1 ring-ink-200">
        <div className="flex items-center gap-3 border-b border-ink-200 bg-white px-4 py-3" aria-hidden="true">
          <span className="flex gap-1.5">
            <span className="h-2.5 w-2.5 rounded-full bg-ink-200" />
            <span className="h-2.5 w-2.5 rounded-full bg-ink-200" />
            <span className="h-2.5 w-2.5 rounded-full bg-ink-200" />
          </span>
          <span className="truncate rounded-full bg-ink-50 px-3 py-1 text-xs text-ink-600">
            {dashboardPreview.windowTitle}
          </span>
        </div>
        <div className="flex flex-col gap-4 p-4 sm:p-6 lg:p-8">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-lg font-bold text-ink-900">{company.name}</span>
            <span className="badge-green">{company.stage}</span>
          </p>
          <StatCards stats={stats} stars="none" />
          <ul className="card-app flex flex-col divide-y divide-ink-100 !py-2 sm:!py-3" aria-label="Letzte Aktivität">
            {activity.slice(0, activityRows).map((item) => (
              // On phones the time under its message (round 25: beside it, it squeezed the message into four lines).
              <li key={item.text} className="flex items-start gap-3 py-3 text-sm">
                <span className={`${item.icon} mt-0.5 shrink-0 text-base text-ink-500`} aria-hidden="true" />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:gap-3">
                  <span className="flex-1 text-ink-800">{item.text}</span>
                  <span className="shrink-0 text-xs text-ink-600 sm:mt-0.5">{item.time}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <figcaption className="sr-only">{dashboardPreview.caption}</figcaption>
      </figure>
    </Section>
  )
}

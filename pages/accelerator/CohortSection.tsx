import { SampleCaption, StatusPill } from '../../components/ui/SampleView'
import { Section } from '../../components/ui/Section'
import { formatNumber } from '../../lib/format'
import { cohortView } from './copy'

/**
 * What the programme gets, beside its heading: the dashboard itself stands in the hero (round 24), here the three
 * gains one under the other (round 24: three narrow columns under the dashboard left the heading's column bare).
 */
export function CohortSection() {
  return (
    <Section
      id="kohorte"
      tone="ink"
      layout="split"
      eyebrow={cohortView.eyebrow}
      title={cohortView.heading}
      intro={cohortView.intro}
    >
      <ul className="flex flex-col divide-y divide-white/10">
        {cohortView.points.map((point) => (
          <li key={point.title} className="flex items-start gap-5 py-6 first:pt-0 last:pb-0">
            <span
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/15"
              aria-hidden="true"
            >
              {/* A neutral tile, its icon white (session 28: magenta is for actions). */}
              <span className={`${point.icon} text-2xl text-white`} />
            </span>
            <span className="flex flex-col gap-1">
              <span className="text-lg font-semibold text-white">{point.title}</span>
              <span className="leading-relaxed text-ink-100">{point.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * The programme's dashboard of its cohort (sample data): also beside the application form (/form-acc), there `flat`
 * (no lifted shadow: the form is the card that stands out).
 */
export function CohortView({ flat = false }: { flat?: boolean }) {
  const { startups } = cohortView
  const most = Math.max(...startups.map((startup) => startup.views))
  const totals = [
    { value: formatNumber(startups.reduce((sum, startup) => sum + startup.views, 0)), label: cohortView.totals.views },
    { value: formatNumber(startups.reduce((sum, startup) => sum + startup.likes, 0)), label: cohortView.totals.likes },
    {
      value: String(startups.filter((startup) => startup.status === cohortView.talking).length),
      label: cohortView.totals.talking,
    },
  ]
  return (
    <figure
      className={`m-0 overflow-hidden rounded-3xl bg-white text-ink-900 ring-1 ring-ink-200 ${flat ? '' : 'shadow-lift'}`}
    >
      <SampleCaption
        title={cohortView.title}
        sample={cohortView.sample}
        icon="i-lucide-layout-dashboard"
        className="border-b border-ink-200 px-5 py-4"
      />
      <dl className="grid grid-cols-3 divide-x divide-ink-200 border-b border-ink-200">
        {totals.map((total) => (
          <div key={total.label} className="flex flex-col px-4 py-4 sm:px-5">
            <dt className="order-2 text-xs font-medium text-ink-600">{total.label}</dt>
            <dd className="order-1 text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">{total.value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{cohortView.tableLabel}</caption>
        <thead className="bg-ink-50 text-xs text-ink-600">
          <tr>
            <th scope="col" className="px-5 py-2.5 font-semibold">
              {cohortView.columns.startup}
            </th>
            <th scope="col" className="py-2.5 pl-3 pr-5 font-semibold sm:pr-3">
              {cohortView.columns.views}
            </th>
            <th scope="col" className="hidden px-5 py-2.5 text-right font-semibold sm:table-cell">
              {cohortView.columns.status}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {startups.map((startup) => (
            <tr key={startup.name} className={startup.help ? 'bg-ink-50' : undefined} data-cohort-row>
              <th scope="row" className="px-5 py-3.5 font-normal">
                <span className="block font-semibold text-ink-900">{startup.name}</span>
                <span className="block whitespace-nowrap text-xs text-ink-600">{startup.sector}</span>
                <span className="mt-1.5 block sm:hidden">
                  <StatusBadge startup={startup} />
                </span>
              </th>
              <td className="py-3.5 pl-3 pr-5 sm:pr-3">
                <span className="flex flex-col gap-1.5">
                  <span
                    className="block h-2 w-full max-w-32 overflow-hidden rounded-full bg-ink-100"
                    aria-hidden="true"
                  >
                    <span
                      className="block h-full rounded-full bg-ink-700"
                      style={{ width: `${Math.round((startup.views / most) * 100)}%` }}
                    />
                  </span>
                  <span className="whitespace-nowrap text-xs tabular-nums text-ink-700">
                    {formatNumber(startup.views)} · {startup.likes}&nbsp;{cohortView.likesUnit}
                  </span>
                </span>
              </td>
              <td className="hidden px-5 py-3.5 text-right sm:table-cell">
                <StatusBadge startup={startup} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex items-start gap-3 border-t border-ink-200 bg-ink-50 px-5 py-4 text-sm text-ink-800">
        <span className="i-lucide-lightbulb mt-0.5 shrink-0 text-lg text-ink-700" aria-hidden="true" />
        {cohortView.hint}
      </p>
    </figure>
  )
}

/**
 * The startup's stand: green only for talks with angels, light ink for a pitch in the feed, a violet tint with a
 * warning sign where the programme should help (review 29: „Im Feed“ stood in the same green as the talks, the
 * warning in the brand's magenta of the buttons; review 30: a solid black pill among tints outweighed the view).
 */
export function StatusBadge({ startup }: { startup: { status: string; help: boolean } }) {
  const tone = startup.help ? 'attention' : startup.status === cohortView.talking ? 'good' : 'neutral'
  return (
    <StatusPill tone={tone} nowrap>
      {startup.help ? <span className="i-lucide-triangle-alert mr-1 text-sm" aria-hidden="true" /> : null}
      {startup.status}
    </StatusPill>
  )
}

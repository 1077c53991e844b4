import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { formatNumber } from '../../lib/format'
import { benefits, cohortView } from './copy'

/**
 * What a programme gets: its benefits beside the view it gets of its cohort (sample data) – how each startup's
 * pitch lands with angels, and where a team still needs help.
 */
export function BenefitsSection() {
  const most = Math.max(...cohortView.startups.map((startup) => startup.views))
  return (
    <Section id="vorteile" tone="muted" layout="split" eyebrow={benefits.eyebrow} title={benefits.title}>
      <div className="flex flex-col gap-10">
        <figure className="overflow-hidden rounded-3xl bg-white shadow-lift ring-1 ring-ink-200">
          <figcaption className="flex flex-wrap items-center justify-between gap-2 border-b border-ink-200 px-5 py-4">
            <span className="font-bold text-ink-900">{cohortView.title}</span>
            <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
              {cohortView.sample}
            </span>
          </figcaption>
          <table className="w-full text-left text-sm [&_thead_th]:whitespace-nowrap">
            <thead className="bg-ink-50 text-xs text-ink-600">
              <tr>
                <th scope="col" className="px-5 py-2.5 font-semibold">
                  {cohortView.columns.startup}
                </th>
                <th scope="col" className="hidden px-3 py-2.5 font-semibold sm:table-cell">
                  {cohortView.columns.views}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                  {cohortView.columns.likes}
                </th>
                <th scope="col" className="px-5 py-2.5 text-right font-semibold">
                  {cohortView.columns.status}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {cohortView.startups.map((startup) => (
                <tr key={startup.name}>
                  <th scope="row" className="px-5 py-3 font-normal">
                    <span className="block font-semibold text-ink-900">{startup.name}</span>
                    <span className="block text-xs text-ink-600">{startup.sector}</span>
                  </th>
                  <td className="hidden px-3 py-3 sm:table-cell">
                    <span className="flex items-center gap-2">
                      <span className="h-2 w-24 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
                        <span
                          className="block h-full rounded-full bg-mint-500"
                          style={{ width: `${Math.round((startup.views / most) * 100)}%` }}
                        />
                      </span>
                      <span className="tabular-nums text-ink-800">{formatNumber(startup.views)}</span>
                    </span>
                  </td>
                  <td className="px-3 py-3 text-right tabular-nums text-ink-800">{startup.likes}</td>
                  <td className="px-5 py-3 text-right">
                    <span
                      className={
                        startup.help
                          ? 'inline-flex items-center whitespace-nowrap rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800'
                          : 'badge-green'
                      }
                    >
                      {startup.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
        <IconTextList items={benefits.items} look="plain" className="grid gap-x-8 gap-y-6 sm:grid-cols-2" />
      </div>
    </Section>
  )
}

import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { mediaAfterEvent, mediaCoverage } from '../../data/mediadaten'

const columns = ['Medium', 'Typ', 'Reichweite']

/**
 * The media partners as a table (cards on phones). Every one stands at the same point (in talks; after the edition:
 * asked), said once above them instead of in a column repeating it (round 21).
 */
export function CoverageSection() {
  // After the edition the talks are over: the intro says the media were asked for it.
  const over = useTimeline().spotlight === 'over'
  const coverage = over ? { ...mediaCoverage, ...mediaAfterEvent.coverage } : mediaCoverage
  return (
    <Section copy={coverage} id="medien">
      <div className="flex flex-col gap-8">
        <p className="flex flex-wrap items-center gap-3 text-sm font-semibold text-ink-700">
          {coverage.statusLabel}
          <span className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-3 py-1 text-xs font-semibold text-violet-700">
            <span className="i-lucide-messages-square text-sm" aria-hidden="true" />
            {coverage.status}
          </span>
        </p>
        <div className="hidden overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-ink-200 md:block">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Medienpartner mit Typ und Reichweite</caption>
            <thead className="bg-ink-50 text-sm text-ink-600">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-6 py-4 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {coverage.partners.map((partner) => (
                <tr key={partner.name} className="border-t border-ink-100">
                  <th scope="row" className="px-6 py-5 font-semibold text-ink-900">
                    {partner.name}
                  </th>
                  <td className="px-6 py-5 text-ink-700">{partner.type}</td>
                  <td className="px-6 py-5 font-medium text-ink-900">{partner.reach}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="flex flex-col gap-3 md:hidden">
          {coverage.partners.map((partner) => (
            <li
              key={partner.name}
              className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="h-card">{partner.name}</h3>
                <span className="chip shrink-0">{partner.type}</span>
              </div>
              <p className="font-medium text-ink-800">{partner.reach}</p>
            </li>
          ))}
        </ul>
        {/* The sum of partners still in talks: a quiet total row under the table, not the page's loudest figure. */}
        <p className="flex flex-wrap items-baseline justify-end gap-x-3 gap-y-1 border-t border-ink-200 pt-4 text-right">
          <span className="font-semibold text-ink-700">{coverage.combined.label}</span>
          <span className="text-2xl font-extrabold tracking-tight text-ink-900">{coverage.combined.value}</span>
        </p>
      </div>
    </Section>
  )
}

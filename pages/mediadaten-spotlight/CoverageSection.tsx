import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { mediaAfterEvent, mediaCoverage } from '../../data/mediadaten'

const columns = ['Medium', 'Typ', 'Reichweite', 'Status']

/**
 * A media partner's status as a quiet word (review of 5 Nov 2025: four identical pills added nothing to the lead).
 * It stays in each row: the spec gives every media partner a status, and one status above the table read as if it
 * spoke for confirmed partners (round 23).
 */
function Status({ children }: { children: string }) {
  return (
    <span className="text-sm text-ink-600" data-media-status>
      {children}
    </span>
  )
}

/** A reach as its figure and its unit („45.000“, „Hörer:innen/Monat“), so the figures align in their column. */
const splitReach = (reach: string) => {
  const [figure = reach, ...unit] = reach.split(' ')
  return { figure, unit: unit.join(' ') }
}

/**
 * The media partners as a table (cards on phones), each with its own status (round 23: one pill above the table read
 * as if it spoke for confirmed partners), and their combined reach as a quiet line under them, not counted.
 */
export function CoverageSection() {
  // After the edition the talks are over: the intro and the statuses say the media were asked for it.
  const over = useTimeline().spotlight === 'over'
  const coverage = over ? { ...mediaCoverage, ...mediaAfterEvent.coverage } : mediaCoverage
  return (
    <Section copy={coverage} id="medien">
      <div className="flex flex-col gap-5">
        <div className="hidden overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-ink-200 md:block">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Medienpartner mit Typ, Reichweite und Status</caption>
            <thead className="bg-ink-50 text-sm text-ink-600">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={
                      column === 'Reichweite' ? 'px-6 py-4 text-right font-semibold' : 'px-6 py-4 font-semibold'
                    }
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {coverage.partners.map((partner) => {
                const reach = splitReach(partner.reach)
                return (
                  <tr key={partner.name} className="border-t border-ink-100">
                    <th scope="row" className="px-6 py-5 font-semibold text-ink-900">
                      {partner.name}
                    </th>
                    <td className="px-6 py-5 text-ink-700">{partner.type}</td>
                    <td className="px-6 py-5 text-right">
                      <span className="font-semibold text-ink-900 tabular-nums">{reach.figure}</span>
                      <span className="block text-sm text-ink-600">{reach.unit}</span>
                    </td>
                    <td className="px-6 py-5">
                      <Status>{coverage.statuses[partner.status]}</Status>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        {/* Phones: one card, a row per medium: its name and status, its reach under them. */}
        <ul className="flex flex-col divide-y divide-ink-100 rounded-3xl bg-white shadow-soft ring-1 ring-ink-200 md:hidden">
          {coverage.partners.map((partner) => (
            <li key={partner.name} className="flex flex-col gap-1 px-5 py-4">
              <h3 className="h-card">{partner.name}</h3>
              <p className="text-ink-700">
                <span className="font-semibold text-ink-900 tabular-nums">{partner.reach}</span>
                {` · ${partner.type}`}
              </p>
              <Status>{coverage.statuses[partner.status]}</Status>
            </li>
          ))}
        </ul>
        {/* Their sum as a quiet line, not the section's loudest figure: it is not counted while the talks run. */}
        <p className="text-sm text-ink-600" data-media-combined>
          <span className="font-semibold text-ink-700">{coverage.combined.value}</span>
          {` ${coverage.combined.label}`}
        </p>
      </div>
    </Section>
  )
}

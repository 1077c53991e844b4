import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { IconTextList, IconTile } from '../ui/IconTile'
import { PanelSection } from './PanelSection'
import { PitchPreview } from './PitchPreview'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void }

/** Startup summary, recent activity and three next-step suggestions. */
export function OverviewPanel({ data, onSelectTab }: Props) {
  const { company } = data
  const facts = [
    { label: 'Ansprechpartnerin', value: `${company.contactPerson}, ${company.contactRole}` },
    { label: 'Telefon', value: company.phone },
    { label: 'Standort', value: company.location },
    { label: 'Gegründet', value: String(company.foundingYear) },
    { label: 'Geschäftsmodell', value: company.businessModel },
    { label: 'Spezialisierung', value: company.specialisation },
  ]
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="dash-startup" className="card flex flex-col gap-6 sm:flex-row">
          <PitchPreview data={data} onSelectTab={onSelectTab} />
          <div className="flex min-w-0 flex-1 flex-col gap-5">
            <div className="flex flex-col gap-1">
              <h2 id="dash-startup" className="text-xl font-bold text-ink-900">
                {company.name}
              </h2>
              <p className="prose">{company.shortDescription}</p>
            </div>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
              {facts.map((fact, index) => (
                // Two columns on phones too; the contact line (name and role) keeps a whole row there.
                <div
                  key={fact.label}
                  className={`flex flex-col gap-0.5 ${index === 0 ? 'col-span-2 sm:col-span-1' : ''}`}
                >
                  <dt className="text-xs font-semibold uppercase tracking-wider text-ink-600">{fact.label}</dt>
                  <dd className="font-medium text-ink-900">{fact.value}</dd>
                </div>
              ))}
              <div className="col-span-2 flex flex-col gap-1.5">
                <dt className="text-xs font-semibold uppercase tracking-wider text-ink-600">Technologien</dt>
                <dd>
                  <ul className="flex flex-wrap gap-2">
                    {company.technologies.map((technology) => (
                      <li key={technology} className="chip">
                        {technology}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </div>
        </section>
        <PanelSection id="dash-aktivitaet" title="Letzte Aktivitäten" className="card flex flex-col gap-5">
          <IconTextList
            items={data.activity.map((item) => ({ icon: item.icon, title: item.text, text: item.time }))}
            look="plain"
            className="flex flex-col gap-4"
          />
          <button
            type="button"
            className="btn-secondary btn-sm mt-auto self-start"
            onClick={() => onSelectTab('analytics')}
          >
            Zur Auswertung
            <span className="i-lucide-arrow-right" aria-hidden="true" />
          </button>
        </PanelSection>
      </div>
      <PanelSection id="dash-schritte" title="Nächste Schritte" className="mt-4 flex flex-col gap-4">
        <ul className="grid gap-4 md:grid-cols-3">
          {data.nextSteps.map((step) => (
            <li key={step.title} className="card flex flex-col items-start gap-3 !p-5">
              <IconTile icon={step.icon} className="icon-tile h-10 w-10 text-xl" />
              <h3 className="font-semibold text-ink-900">{step.title}</h3>
              <p className="text-sm text-ink-600">{step.text}</p>
              <button type="button" className="btn-secondary btn-sm mt-auto" onClick={() => onSelectTab(step.tab)}>
                {step.action}
                <span className="i-lucide-arrow-right" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </PanelSection>
    </div>
  )
}

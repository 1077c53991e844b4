import { type ReactNode, useEffect, useState } from 'react'
import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { IconTile } from '../ui/IconTile'
import { appCard, cardTitle } from './card'
import { PanelSection } from './PanelSection'
import { PitchPreview } from './PitchPreview'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void }

/** The lower cards' icon tiles, one size in both (fix round 31: 28 px in the activity, 36 px in the next steps). */
const tile = 'h-8 w-8 rounded-lg bg-ink-100 text-base'

type Fact = { label: string; value: ReactNode; className?: string }

/** A definition list of the summary's facts: a small label above its value. */
function Facts({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className={`flex min-w-0 flex-col gap-0.5 ${fact.className ?? ''}`}>
          <dt className="text-[0.8125rem] text-ink-600">{fact.label}</dt>
          <dd className="text-[0.9375rem] font-medium leading-snug text-ink-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** An activity line with its actor (or the new figure) in bold. */
function ActivityText({ text, actor }: { text: string; actor: string }) {
  const at = text.indexOf(actor)
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <strong className="font-semibold text-ink-900">{actor}</strong>
      {text.slice(at + actor.length)}
    </>
  )
}

/**
 * The next steps, each a row that opens the profile tab: an icon, its title and line, a chevron, a fill on hover and
 * focus. Rendered on the server (and without a script) as plain rows without the chevron, buttons once the island
 * runs: nothing looks tappable that does nothing (review 5 Nov).
 */
function NextSteps({ steps, onOpen }: { steps: DashboardData['nextSteps']; onOpen: () => void }) {
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  return (
    <ul className="-mx-3 flex flex-1 flex-col gap-1">
      {steps.map((step) => {
        const row = (
          <>
            <IconTile icon={step.icon} className={`mt-0.5 ${tile} text-ink-700`} />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="text-[0.9375rem] font-semibold leading-snug text-ink-900">{step.title}</span>
              <span className="text-sm leading-snug text-ink-600">{step.text}</span>
            </span>
          </>
        )
        // One row height for every step, whether its line wraps or not, and the icon and title at the row's top, so the
        // titles keep one rhythm (fix round 31: „Website verlinken“ on one line stood centred between two-line rows).
        const box = 'flex min-h-[5.125rem] flex-1 items-start gap-3 rounded-xl px-3 py-2.5 text-left'
        return (
          <li key={step.title} className="flex lg:flex-1">
            {live ? (
              <button
                type="button"
                className={`group ${box} transition-colors hover:bg-ink-50 focus-visible:bg-ink-50`}
                onClick={onOpen}
                data-step
              >
                {row}
                <span
                  className="i-lucide-chevron-right shrink-0 self-center text-lg text-ink-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700 group-focus-visible:text-brand-700"
                  aria-hidden="true"
                />
              </button>
            ) : (
              <div className={box}>{row}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Startup summary, recent activity and the three next steps. The summary spans the width: its pitch frame beside
 * the description, and all its facts in one grid (round 25b: three short facts in a row beside, the long ones in a
 * grid below, left a gap between them and Telefon alone on a phone), two columns to 1023 px, three from 1024 px.
 * Activity and next steps share the row below from 1024 px, each ending on its way on.
 */
export function OverviewPanel({ data, onSelectTab }: Props) {
  const { company } = data
  const open = data.nextSteps.length
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      {/* Phones: the heading and tagline across the card, then the pitch frame beside location and founding year (the two
          spread over the frame's height), phone and contact in two columns under both, the longer facts under those
          (fix round 31: four facts beside the 130 px frame left a 90 px hole under it). From 640 px the frame spans the
          card's left and everything else stands in the column beside it, from its top, under a hairline: the short facts
          two by two, from 1024 px the four in one row (two lists in two columns); the last row takes what the frame adds
          (a 50 px gap under the tagline at 1280 px). */}
      <section
        aria-labelledby="dash-startup"
        className={`${appCard} grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 gap-y-5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:grid-rows-[auto_auto_auto_1fr] sm:gap-x-6 lg:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8`}
        data-summary
      >
        <div className="col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-1 sm:col-start-2 sm:border-b sm:border-ink-100 sm:pb-5 lg:col-[2/span_2]">
          <h2 id="dash-startup" className={cardTitle}>
            Kurzprofil
          </h2>
          <p className="text-[0.9375rem] leading-relaxed text-ink-700 sm:text-base">{company.shortDescription}</p>
        </div>
        <PitchPreview
          data={data}
          onSelectTab={onSelectTab}
          className="sm:col-start-1 sm:row-span-4 sm:row-start-1 lg:row-[1/span_3]"
        />
        <Facts
          className="grid content-between gap-x-8 gap-y-3 sm:col-start-2 sm:grid-cols-2 sm:content-start lg:row-start-2"
          facts={[
            { label: 'Standort', value: company.location },
            { label: 'Gegründet', value: String(company.foundingYear) },
          ]}
        />
        <Facts
          className="col-span-2 grid grid-cols-2 content-start gap-x-4 sm:col-span-1 sm:col-start-2 sm:gap-x-8 lg:col-start-3 lg:row-start-2"
          facts={[
            { label: 'Telefon', value: company.phone, className: 'whitespace-nowrap' },
            {
              label: 'Ansprechpartnerin',
              value: (
                <>
                  {company.contactPerson}
                  <span className="block font-normal text-ink-600">{company.contactRole}</span>
                </>
              ),
            },
          ]}
        />
        <Facts
          className="col-span-2 grid grid-cols-2 content-start gap-x-4 gap-y-4 border-t border-ink-100 pt-5 sm:col-span-1 sm:col-start-2 sm:gap-x-8 sm:border-0 sm:pt-0 lg:col-[2/span_2]"
          facts={[
            { label: 'Geschäftsmodell', value: company.businessModel },
            { label: 'Spezialisierung', value: company.specialisation },
            {
              label: 'Technologien',
              className: 'col-span-2',
              value: (
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {company.technologies.map((technology) => (
                    <li key={technology} className="chip text-[0.8125rem] text-ink-800">
                      {technology}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </section>
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <PanelSection id="dash-aktivitaet" title="Letzte Aktivitäten" className={`${appCard} flex flex-col gap-3`}>
          <ul className="flex flex-col divide-y divide-ink-100">
            {data.activity.map((item) => (
              <li key={item.text} className="flex items-start gap-3 py-3 first:pt-1 last:pb-1">
                <IconTile icon={item.icon} className={`mt-0.5 ${tile} text-ink-600`} />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <p className="text-[0.9375rem] leading-snug text-ink-700">
                    <ActivityText text={item.text} actor={item.actor} />
                  </p>
                  <p className="shrink-0 text-xs text-ink-600 sm:text-right">{item.time}</p>
                </div>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-secondary btn-sm mt-auto self-start"
            onClick={() => onSelectTab('analytics')}
            data-needs-script
          >
            Zur Auswertung
            <span className="i-lucide-arrow-right" aria-hidden="true" />
          </button>
        </PanelSection>
        {/* What the missing quarter of the profile is: its count a quiet badge beside the title (the percentage is the
            first stat card's), each step a row that opens the profile, where it is done (review 29: dashed circles and
            text did not read as anything to do). The rows share the card's height beside the activity from 1024 px, so
            the card ends on its last row, no hole under it; no button at the foot (four ways to the same tab). */}
        <PanelSection
          id="dash-schritte"
          title="Nächste Schritte"
          meta={
            <p
              className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold tabular-nums text-ink-700"
              data-open-count
            >{`${open}\u00a0offen`}</p>
          }
          className={`${appCard} flex flex-col gap-3`}
          data={{ 'data-next-steps': true }}
        >
          {/* What the count is of: the quarter the first stat card's 75 % is missing (review 5 Nov, second round). */}
          <p className="-mt-1 text-sm text-ink-600" data-steps-for>
            Was deinem Profil noch fehlt
          </p>
          <NextSteps steps={data.nextSteps} onOpen={() => onSelectTab('profile')} />
        </PanelSection>
      </div>
    </div>
  )
}

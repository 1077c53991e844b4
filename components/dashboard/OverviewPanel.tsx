import { type ReactNode, useEffect, useState } from 'react'
import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { MatchChip } from '../demo-card/MatchChip'
import { FaceWithMark } from '../ui/FaceWithMark'
import { IconTile } from '../ui/IconTile'
import { LazyImage } from '../ui/LazyImage'
import { appCard, cardTitle } from './card'
import { PanelSection } from './PanelSection'

/** The angels behind the activity, by id: name, portrait and investment focus (data/angels.ts). */
export type Viewers = Record<string, { name: string; image: string; focus: string }>

type Props = { data: DashboardData; viewers: Viewers; onSelectTab: (id: DashboardTabId) => void }

/** The lower cards' icon tiles, one size in both (fix round 31: 28 px in the activity, 36 px in the next steps). */
const tile = 'h-8 w-8 rounded-lg text-base'

/**
 * Each kind of event and step its own tint within the palette (session 32 review: grey chips read as an admin
 * template): a view violet, a like magenta, a message mint, the score violet; the steps likewise by kind.
 */
const tints: Record<string, string> = {
  'i-lucide-eye': 'bg-violet-50 text-violet-700',
  'i-lucide-heart': 'bg-brand-50 text-brand-700',
  'i-lucide-message-circle': 'bg-mint-50 text-mint-700',
  'i-lucide-star': 'bg-violet-50 text-violet-700',
  'i-lucide-user-plus': 'bg-violet-50 text-violet-700',
  'i-lucide-link': 'bg-mint-50 text-mint-700',
  'i-lucide-file-pen-line': 'bg-brand-50 text-brand-700',
}
const tint = (icon: string) => tints[icon] ?? 'bg-ink-100 text-ink-700'

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
 * runs: nothing looks tappable that does nothing (review 5 Nov). The rows stand from the card's top, one gap apart,
 * between the activity's hairlines (session 32 review: rows spread over the card's height left uneven gaps).
 */
function NextSteps({ steps, onOpen }: { steps: DashboardData['nextSteps']; onOpen: () => void }) {
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  return (
    <ul className="flex flex-col divide-y divide-ink-100">
      {steps.map((step) => {
        const row = (
          <>
            <IconTile icon={step.icon} className={`mt-0.5 ${tile} ${tint(step.icon)}`} />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="text-[0.9375rem] font-semibold leading-snug text-ink-900">{step.title}</span>
              <span className="text-sm leading-snug text-ink-600">{step.text}</span>
            </span>
          </>
        )
        const box = '-mx-3 flex flex-1 items-start gap-3 rounded-xl px-3 py-3 text-left'
        return (
          <li key={step.title} className="flex py-1 first:pt-0 last:pb-0">
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

type Activity = DashboardData['activity'][number]

/**
 * An event with the angel behind it (session 32 review, gap to 8: „Wer hat dich angesehen“ with faces and match
 * scores): her face on the portraits' grey ground with the event's kind as a tinted badge on its corner, her name and
 * what she did, her focus and when, the match score at the row's end. An event without a person (the new score)
 * keeps its tinted icon and line.
 */
function ActivityRow({ item, viewers }: { item: Activity; viewers: Viewers }) {
  const person = item.viewer ? viewers[item.viewer.angel] : undefined
  if (!item.viewer || !person) {
    return (
      <li className="flex items-start gap-3 py-3 first:pt-1 last:pb-1" data-activity>
        <span className="flex w-11 shrink-0 justify-center">
          <IconTile icon={item.icon} className={`mt-0.5 ${tile} ${tint(item.icon)}`} />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="text-[0.9375rem] leading-snug text-ink-700">
            <ActivityText text={item.text} actor={item.actor} />
          </p>
          <p className="text-xs text-ink-600">{item.time}</p>
        </div>
      </li>
    )
  }
  return (
    <li className="flex items-center gap-3 py-3 first:pt-1 last:pb-1" data-viewer>
      <FaceWithMark
        src={person.image}
        icon={item.icon}
        face="ring-1 ring-ink-200"
        mark={`ring-2 ring-white ${tint(item.icon)}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-[0.9375rem] leading-snug text-ink-700">
          <strong className="font-semibold text-ink-900">{person.name}</strong> {item.viewer.did}
        </p>
        <p className="text-xs text-ink-600">{`${person.focus} · ${item.time}`}</p>
      </div>
      {/* One width for every chip, so their edges line up down the list. */}
      <span className="grid w-16 shrink-0" data-match>
        <MatchChip score={item.viewer.match} tone="light" />
      </span>
    </li>
  )
}

/**
 * Startup summary, the angels behind the recent activity and the three next steps. The summary spans the width: its
 * description over all its facts in one grid (the pitch itself heads the page beside the figures, session 32), two
 * columns on a phone, four from 1024 px. Activity and next steps share the row below from 1024 px.
 */
export function OverviewPanel({ data, viewers, onSelectTab }: Props) {
  const { company } = data
  const open = data.nextSteps.length
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <section aria-labelledby="dash-startup" className={`${appCard} flex flex-col gap-5`} data-summary>
        <div className="flex min-w-0 flex-col gap-1 border-b border-ink-100 pb-5">
          <h2 id="dash-startup" className={cardTitle}>
            Kurzprofil
          </h2>
          <p className="text-[0.9375rem] leading-relaxed text-ink-700 sm:text-base">{company.shortDescription}</p>
        </div>
        <Facts
          className="grid grid-cols-2 gap-x-4 gap-y-4 sm:gap-x-8 lg:grid-cols-4"
          facts={[
            { label: 'Standort', value: company.location },
            { label: 'Gegründet', value: String(company.foundingYear) },
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
      <div className="grid grid-cols-1 items-start gap-4 sm:gap-6 lg:grid-cols-2">
        {/* The activity list, as the angels behind it (session 32 review), each with their match as the site's pitch cards
            label it (fix round 32: a bare „8,9/10“ read as a Spotlight-Score). Both cards their own height (fix round 32:
            stretched to the activity's, the next steps ended on ~100 px of nothing). */}
        <PanelSection id="dash-aktivitaet" title="Letzte Aktivitäten" className={`${appCard} flex flex-col gap-3`}>
          <p className="-mt-1 text-sm text-ink-600" data-viewers-lead>
            Aufrufe, Likes, Nachrichten und dein Score
          </p>
          <ul className="flex flex-col divide-y divide-ink-100">
            {data.activity.map((item) => (
              <ActivityRow key={item.text} item={item} viewers={viewers} />
            ))}
          </ul>
          <button
            type="button"
            className="btn-secondary btn-sm mt-1 self-start"
            onClick={() => onSelectTab('analytics')}
            data-needs-script
          >
            Zur Auswertung
            <span className="i-lucide-arrow-right" aria-hidden="true" />
          </button>
        </PanelSection>
        {/* What the missing quarter of the profile is: its count a quiet badge beside the title (the percentage is the
            first stat card's), each step a row that opens the profile, where it is done. */}
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
          <p className="-mt-1 text-sm text-ink-600" data-steps-for>
            Was deinem Profil noch fehlt
          </p>
          <NextSteps steps={data.nextSteps} onOpen={() => onSelectTab('profile')} />
        </PanelSection>
      </div>
    </div>
  )
}

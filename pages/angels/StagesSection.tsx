import { showFundingDetails } from '../../components/demo-card/badge'
import { LogoMark } from '../../components/demo-card/LogoMark'
import { CheckList } from '../../components/ui/CheckList'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { firstStartup, startups } from '../../data/startups'
import { stages } from './copy'
import { StackedHeading } from './StackedHeading'

/**
 * The startup both cards show (review 30: two text cards; now one startup twice, small between its rounds and with its
 * round's key figures while it raises): the sample startup that raises now, so its figures are the data's own.
 */
const startup = startups.find((candidate) => showFundingDetails(candidate.headerBadge.text)) ?? firstStartup

/**
 * Three figures in each phase, so both boxes are one height and the headings under them on one line (session 30 fix
 * round: the Say-Hello box without figures was ~70 px shorter): in Say Hello the key facts the profile shows then,
 * in the raise its round's terms (data/startups.ts; spec: Funding Details only beside a FUNDRAISING badge).
 */
const figures: Record<'hello' | 'raise', [label: string, value: string][]> = {
  hello: [
    ['Gegründet', String(startup.founded)],
    ['Team', `${startup.team} Personen`],
    ['Sitz', startup.location],
  ],
  raise: [
    ['Runde', startup.raising],
    ['Mindestticket', startup.minInvestment],
    ['Bewertung (pre)', startup.valuation],
  ],
}

type Stage = (typeof stages.items)[number]

/** The startup as the feed shows it in this phase: its logo, name and field, the phase's badge, in the raise its round. */
function StageProfile({ stage }: { stage: Stage }) {
  const raising = stage.tone === 'fundraising'
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-ink-50 p-4" data-stage-profile={startup.id}>
      <div className="flex items-center gap-3">
        <LogoMark startup={startup} size={40} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold text-ink-900">{startup.name}</span>
          <span className="truncate text-sm text-ink-600">{startup.category}</span>
        </span>
        <span className={`${raising ? 'badge-fundraising' : 'badge-green'} shrink-0`} lang="en">
          {stage.badge}
        </span>
      </div>
      {/* Below 1024 px a two-column fact grid, label left and value right, one fact a row (review 31: in three columns
          at 390 px „7 Personen“ and „Bewertung (pre)“ wrapped and the values sat at three heights); from 1024 px, where
          a card is ~430 px wide, three columns, every label on one line and the values on one baseline. */}
      <dl
        className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 border-t border-ink-200 pt-1 lg:grid-cols-3 lg:gap-3 lg:pt-3"
        data-round-figures={raising ? '' : undefined}
        data-key-facts={raising ? undefined : ''}
      >
        {figures[raising ? 'raise' : 'hello'].map(([label, value]) => (
          <div
            key={label}
            className="col-span-2 grid grid-cols-[subgrid] items-baseline border-b border-ink-200 py-2 last:border-b-0 lg:col-span-1 lg:flex lg:flex-col lg:items-start lg:gap-0.5 lg:border-0 lg:py-0"
            data-fact
          >
            <dt className="whitespace-nowrap text-xs font-semibold text-ink-600">{label}</dt>
            <dd className="whitespace-nowrap text-right font-bold tabular-nums text-ink-900 lg:text-left">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/**
 * The two phases side by side, each opening with the same startup as the feed shows it in that phase. Both cards wear the
 * same edge (fix round 31: a brand ring on the Fundraising card read as a „recommended“ plan); the FUNDRAISING badge
 * carries the phase's colour. The Say-Hello card's checks in its green.
 */
export function StagesSection() {
  return (
    <Section id="phasen" tone="muted" labelledBy="phasen-titel">
      <StackedHeading id="phasen-titel" copy={stages} />
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {stages.items.map((stage, index) => (
          <li key={stage.id} className="card flex flex-col gap-5" data-stage={stage.id} {...revealProps(index)}>
            <StageProfile stage={stage} />
            <h3 className="text-2xl font-bold tracking-tight text-ink-900">{stage.title}</h3>
            <p className="prose">{stage.text}</p>
            <CheckList items={stage.features} tone={stage.tone === 'green' ? 'green' : 'light'} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

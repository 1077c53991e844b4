import { formatScore, showFundingDetails } from '../../components/demo-card/badge'
import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { LogoMark } from '../../components/demo-card/LogoMark'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { Section } from '../../components/ui/Section'
import { ShowMore } from '../../components/ui/ShowMore'
import { type StartupId, startupsLedBy } from '../../data/startups'
import { demo } from './copy'
import { StackedHeading } from './StackedHeading'

/**
 * The angel's view in one look: the feed (the live demo phone) beside the profile that opens from it – the
 * lead startup's key facts, round and team, as the card's "Full Profile" shows them. The lead is Wattlinie: the
 * home page and /startups open with Fristwerk, and an angel comparing pages sees a second pitch here.
 */
const lead: StartupId = 'wattlinie'
const [startup] = startupsLedBy(lead)

/**
 * The facts the card's profile shows for this startup: its round's terms only in the Fundraising stage (spec: Funding
 * Details only when the badge says FUNDRAISING), the key facts in Say Hello – never terms beside a Say-Hello badge.
 */
// In German on this page's own card (the phone beside it keeps the spec's English card labels).
const facts: [label: string, value: string][] = showFundingDetails(startup.headerBadge.text)
  ? [
      ['Runde', startup.raising],
      ['Mindestticket', startup.minInvestment],
      ['Bewertung (pre)', startup.valuation],
    ]
  : [
      ['Gegründet', String(startup.founded)],
      ['Team', `${startup.team} Personen`],
      ['Sitz', startup.location],
    ]

// The phone's controls as the phone draws them, on a light ground (the phone draws them on its dark video).
/**
 * The phone's three controls named under it, each drawn as the phone draws it on its dark video (review 30: a row of
 * four steps repeated the hero and the benefits; now the row explains the phone itself). The last one points at the
 * profile beside the phone (under it on phones): the two read as one view.
 */
function ControlLegend() {
  return (
    // The phone's width under the phone, the badges in one column as wide as the widest, 16 px before the words
    // (session 30 fix round: from the container's edge beside a centred phone, and a fixed 112 px badge column
    // broke „Auf die Watchlist…“ into three lines at 390 px).
    <ul
      className="mx-auto grid w-full max-w-[340px] grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-4"
      aria-label={demo.controlsLabel}
      data-demo-controls
    >
      <li className="col-span-2 grid grid-cols-[subgrid] items-center">
        <span className="flex">
          <span
            className="flex h-10 w-10 items-center justify-center rounded-full bg-ink-900 text-lg text-white"
            aria-hidden="true"
          >
            <span className="i-lucide-heart" />
          </span>
        </span>
        <span className="text-ink-700">{demo.controls.watchlist}</span>
      </li>
      <li className="col-span-2 grid grid-cols-[subgrid] items-center">
        <span className="flex">
          <span className="flex flex-col items-end rounded-2xl bg-ink-900 px-2.5 py-1 text-white" aria-hidden="true">
            <span className="text-[0.65rem] font-semibold uppercase tracking-wide text-ink-100">Match</span>
            <span className="font-extrabold tabular-nums leading-tight">{formatScore(startup.matchingScore)}</span>
          </span>
        </span>
        <span className="text-ink-700">{demo.controls.match}</span>
      </li>
      <li className="col-span-2 grid grid-cols-[subgrid] items-center">
        <span className="flex">
          <span
            className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-ink-900 ring-1 ring-ink-300"
            aria-hidden="true"
            lang="en"
          >
            {demo.fullProfile}
            <span className="i-lucide-chevron-right" />
          </span>
        </span>
        <span className="flex items-start gap-2 text-ink-700">
          {demo.controls.profile}
          <span className="i-lucide-arrow-down mt-1 shrink-0 text-ink-500 lg:hidden" aria-hidden="true" />
          <span className="i-lucide-arrow-right mt-1 hidden shrink-0 text-ink-500 lg:inline-block" aria-hidden="true" />
        </span>
      </li>
    </ul>
  )
}

export function DemoSection() {
  return (
    <Section id="demo" tone="muted" labelledBy="demo-titel">
      <StackedHeading id="demo-titel" copy={demo} />
      {/* From 1024 px the profile centred against the phone and its legend (session 30 fix round: at the top, ~270 px
          of grey stayed empty under it). */}
      <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-12">
        <div className="flex w-full flex-col gap-8">
          <DemoCardBlock lead={lead} />
          <ControlLegend />
        </div>
        <article
          className="card flex flex-col gap-6 lg:self-center"
          aria-labelledby="profil-titel"
          data-profile-of-phone
        >
          {/* A label, not a button (session 30 fix round: a pill with a chevron looked like one): the spec's name of
              the view in ink, what it is in slate, both as the page's quiet label. */}
          <p className="eyebrow flex flex-wrap items-baseline gap-x-2">
            <span className="text-ink-900" lang="en">
              {demo.fullProfile}
            </span>
            <span>{demo.profileLabel}</span>
          </p>
          <header className="flex items-center gap-4">
            <LogoMark startup={startup} size={56} />
            <div className="flex min-w-0 flex-col">
              <h3 id="profil-titel" className="text-xl font-bold text-ink-900">
                {startup.name}
              </h3>
              <p className="text-sm text-ink-600">
                {startup.location} · {startup.stage} · {startup.category}
              </p>
            </div>
          </header>
          {/* On phones the first three lines, the rest behind „Mehr lesen“ (review 7.2: the section ran three screens). */}
          <div className="flex flex-col gap-1">
            <p className="more-text prose">{startup.whatWeDo}</p>
            <ShowMore label={demo.moreLabel} look="link" data-profile-more="" />
          </div>
          {/* Each fact as wide as its value, on one line (review 7.2: in three equal columns „12 Personen“ wrapped at 390 px). */}
          <dl className="flex flex-wrap justify-between gap-x-5 gap-y-3 rounded-2xl bg-ink-50 p-4">
            {facts.map(([label, value]) => (
              <div key={label} className="flex flex-col gap-0.5 whitespace-nowrap">
                <dt className="text-xs font-semibold text-ink-600">{label}</dt>
                <dd className="font-bold text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
          <ul className="flex flex-col gap-3" aria-label={demo.teamLabel}>
            {startup.teamMembers.map((member) => (
              <li key={member.name} className="flex items-center gap-3">
                <PersonPhoto name={member.name} src={member.image} size={40} />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink-900">{member.name}</span>
                  <span className="text-sm text-ink-600" lang="en">
                    {member.role}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </Section>
  )
}

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

/**
 * Where the phone draws each control, from the phone's top and from its right edge (the phone is 340 × 589 px at every
 * width; the e2e test measures each callout against the control it names, so a change of the phone shows there). Each
 * line starts 7 px right of its control, so its dot stands beside the control, not on it (fix round 31: the dots sat
 * on the heart and the MATCH chip): the heart ends 22 px inside the phone's edge, the chip and the button 26 px. The
 * words after 36 px or 40 px, so all three start on one x.
 */
const callouts = {
  watchlist: 'lg:top-[167px] lg:-left-[15px] lg:pl-9',
  match: 'lg:top-[362px] lg:-left-[19px] lg:pl-10',
  profile: 'lg:top-[468px] lg:-left-[19px] lg:pl-10',
} as const

/**
 * The phone's three controls. On phones a legend under the phone: each control drawn as the phone draws it, centred in
 * a fixed 96 px column, the words beside it on one x (fix round 31: a 104 px column with the marks flush left left a
 * 20–64 px gap before the words). From 1024 px callouts beside the phone (review 31): each label on a line that starts
 * beside the control it names; the lines end on one x, 32 px before the profile (the notes' column), and the last runs
 * on to the profile the control opens, so phone and profile read as one view.
 */
function ControlLegend() {
  // The line under each label from 1024 px, its dot beside the control's edge.
  const item =
    'col-span-2 grid grid-cols-[subgrid] items-center lg:absolute lg:block lg:-translate-y-full lg:border-b lg:border-ink-400 lg:pb-2'
  const mark = 'flex justify-center lg:hidden'
  const dot =
    'hidden lg:absolute lg:-bottom-[5px] lg:-left-[5px] lg:block lg:h-[9px] lg:w-[9px] lg:rounded-full lg:bg-ink-900 lg:ring-2 lg:ring-white'
  return (
    <ul
      className="mx-auto grid w-full max-w-[340px] grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-4 lg:relative lg:mx-0 lg:block lg:h-full lg:max-w-none"
      aria-label={demo.controlsLabel}
      data-demo-controls
    >
      <li className={`${item} ${callouts.watchlist} lg:right-8`} data-callout="watchlist">
        <span className={mark}>
          <span
            className="flex h-10 w-10 items-center justify-center rounded-full bg-ink-900 text-lg text-white"
            aria-hidden="true"
          >
            <span className="i-lucide-heart" />
          </span>
        </span>
        <span className="text-ink-700 lg:block lg:max-w-[15rem]">{demo.controls.watchlist}</span>
        <span className={dot} aria-hidden="true" data-callout-dot />
      </li>
      <li className={`${item} ${callouts.match} lg:right-8`} data-callout="match">
        <span className={mark}>
          <span className="flex flex-col items-end rounded-2xl bg-ink-900 px-2.5 py-1 text-white" aria-hidden="true">
            <span className="text-[0.65rem] font-semibold uppercase tracking-wide text-ink-100">Match</span>
            <span className="font-extrabold tabular-nums leading-tight">{formatScore(startup.matchingScore)}</span>
          </span>
        </span>
        <span className="text-ink-700 lg:block lg:max-w-[15rem]">{demo.controls.match}</span>
        <span className={dot} aria-hidden="true" data-callout-dot />
      </li>
      {/* The connector: from beside the phone's „Full Profile“ to the profile's edge, a dot at either end. */}
      <li className={`${item} ${callouts.profile} lg:right-0 lg:border-ink-900`} data-callout="profile">
        <span className={mark}>
          <span
            className="inline-flex items-center gap-0.5 whitespace-nowrap rounded-full bg-white px-2 py-1 text-[0.7rem] font-semibold text-ink-900 ring-1 ring-ink-300"
            aria-hidden="true"
            lang="en"
          >
            {demo.fullProfile}
            <span className="i-lucide-chevron-right" />
          </span>
        </span>
        <span className="text-ink-700 lg:block lg:max-w-[15rem]">{demo.controls.profile}</span>
        <span className={dot} aria-hidden="true" data-callout-dot />
        <span className={dot.replace('lg:-left-[5px]', 'lg:-right-[5px]')} aria-hidden="true" />
      </li>
    </ul>
  )
}

export function DemoSection() {
  return (
    <Section id="demo" tone="muted" labelledBy="demo-titel">
      <StackedHeading id="demo-titel" copy={demo} />
      {/* From 1024 px one view in three columns: the phone, the callouts on its controls, the profile its „Full
          Profile“ opens, as tall as the phone (review 31: the profile floated ~100 px below the phone's top; fix round 31:
          it ran ~30 px below the phone's foot, so from 1024 px its gaps and padding are tighter and it fits 589 px). */}
      <div className="grid items-start gap-8 lg:grid-cols-[340px_minmax(0,1fr)_minmax(0,24rem)] lg:items-stretch lg:gap-0 xl:grid-cols-[340px_minmax(0,1fr)_minmax(0,26rem)]">
        <div className="w-full">
          <DemoCardBlock lead={lead} />
        </div>
        <ControlLegend />
        <article
          className="card flex flex-col gap-6 lg:min-h-[589px] lg:justify-between lg:gap-3 lg:p-7 xl:gap-4"
          aria-labelledby="profil-titel"
          data-profile-of-phone
        >
          {/* The spec's name of the view as the quiet label (review 31: a second label beside it said it again). */}
          <p className="eyebrow" lang="en">
            {demo.fullProfile}
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
          <dl className="flex flex-wrap justify-between gap-x-5 gap-y-3 rounded-2xl bg-ink-50 p-4 lg:p-3">
            {facts.map(([label, value]) => (
              <div key={label} className="flex flex-col gap-0.5 whitespace-nowrap">
                <dt className="text-xs font-semibold text-ink-600">{label}</dt>
                <dd className="font-bold text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
          <ul className="flex flex-col gap-3 lg:gap-2" aria-label={demo.teamLabel}>
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

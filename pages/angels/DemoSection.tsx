import { showFundingDetails } from '../../components/demo-card/badge'
import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { LogoMark } from '../../components/demo-card/LogoMark'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { ShowMore } from '../../components/ui/ShowMore'
import { SplitHeading } from '../../components/ui/SplitHeading'
import { type StartupId, startupsLedBy } from '../../data/startups'
import { demo } from './copy'
import { iconTile } from './iconTile'

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

export function DemoSection() {
  return (
    <Section id="demo" tone="muted" labelledBy="demo-titel">
      {/* The intro beside the heading from 1024 px, as in „Zwei Phasen“ (review 7.2: the right half stood empty). */}
      <SplitHeading id="demo-titel" copy={demo} />
      <div className="flex flex-col gap-12">
        <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-12">
          <div className="w-full">
            <DemoCardBlock lead={lead} />
          </div>
          <article className="card flex flex-col gap-6" aria-labelledby="profil-titel">
            <p className="eyebrow">{demo.profileLabel}</p>
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
        {/*
          The icon left of its title at every width, like the benefits: one compact row each on phones (review 7.2: two
          narrow columns with the icon above ran to five-line paragraphs), two by two from 640 px, four from 1024 px.
        */}
        <IconTextList
          items={demo.points}
          look="plain"
          tile={iconTile}
          className="grid gap-y-6 sm:grid-cols-2 sm:gap-x-8 lg:grid-cols-4"
        />
      </div>
    </Section>
  )
}

import { PersonName } from '../../components/media/PersonName'
import { useLinks, useTimeline } from '../../components/PageContext'
import { EventHero } from '../../components/sections/EventHero'
import { minorReachParts, ReachBar } from '../../components/spotlight/ReachBar'
import { Timeline } from '../../components/spotlight/Timeline'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconHeading } from '../../components/ui/IconHeading'
import { KeyFigure } from '../../components/ui/KeyFigure'
import { LazyImage } from '../../components/ui/LazyImage'
import { Section } from '../../components/ui/Section'
import { mailto } from '../../data/links'
import { reachBreakdown } from '../../data/mediadaten'
import { editionWindow } from '../../data/timeline'
import {
  partnerAudience as audience,
  partnerBenefits as benefits,
  partnerHero as hero,
  partnerMail,
  partnerPhaseNotice,
  partnerQuote as quote,
  partnerTimeline as timeline,
} from './copy'

/** The box of the page's content cards, the audiences' and the benefits' (the dates' cards share its padding). */
const cardBox = 'rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:p-6'

export function Hero() {
  const links = useLinks()
  const edition = editionWindow(useTimeline())
  const notice = partnerPhaseNotice[edition]
  return (
    <EventHero
      icon="i-lucide-handshake"
      copy={hero}
      phase={edition}
      notice={notice}
      // Text left, the offer's figures right from 1024 px (round 26: a centred hero of text only), under the buttons on
      // phones: the guarantee is the page's one big figure at every width (session 28: „600.000“ was the headline
      // twice, here and in a huge navy card under the audiences); no check row, the card holds the same offer; a
      // tighter bottom.
      visual={<HeroFigures />}
      spacing="gap-10 pb-10 pt-10 sm:pb-12 sm:pt-16 lg:gap-16 lg:pb-10 lg:pt-20"
    >
      <ButtonLink href={mailto(links.contact.email, partnerMail.subject, partnerMail.body)} icon="i-lucide-mail">
        {hero.request}
      </ButtonLink>
      <ButtonLink href={links.bookingCalendar} external variant="secondary" icon="i-lucide-calendar-days">
        {hero.consultation}
      </ButtonLink>
    </EventHero>
  )
}

/**
 * The hero's visual: the guarantee alone. No sources' bar here (session 28 round 2: a three-colour strip without a
 * legend; the reach section draws it with one), and none of the facts the page shows further down (session 29: „300+“
 * stood here and on the audiences' card, „100 %“ here and over the benefits).
 */
function HeroFigures() {
  return (
    // A content card (edge, hairline shadow): no lifted shadow or glow, it does not float (session 28).
    <div className="card flex flex-col gap-1" data-hero-figures>
      <span className="eyebrow">{audience.total.label}</span>
      <span className="text-5xl font-extrabold tracking-tight tabular-nums text-ink-900 sm:text-6xl">
        {audience.total.value}
      </span>
      <span className="text-sm font-medium text-ink-700">{hero.reachNote}</span>
    </div>
  )
}

/**
 * The page's signature: the three audiences, then the edition's total reach with its sources on one bar (no bracket
 * from the cards into the total: round 22 read it as the cards adding up to it), the audience's quality under it.
 */
export function AudienceSection() {
  return (
    // Closer under the hero (round 26: ~150 px of haze between them).
    <Section copy={audience} id="zielgruppe" spacing="pb-14 pt-10 sm:pb-20 sm:pt-12">
      <figure className="m-0 flex flex-col">
        {/* One card head on the page (review 7.3: audiences, benefits and dates had three): a 20 px ink icon before an
            18 px title, 20/24 px padding. On a phone each audience is a compact row, its figure left of the title and
            text (review 7.3: three stacked cards of ~220 px); the cards' column from 768 px. */}
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {audience.sources.map((source) => (
            <li
              key={source.title}
              className={`${cardBox} grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 md:flex md:flex-col md:gap-3`}
              data-audience-card
            >
              <div className="col-start-2 row-start-1">
                <IconHeading size="card" icon={`${source.icon} text-ink-500`}>
                  {source.title}
                </IconHeading>
              </div>
              <dl className="col-start-1 row-span-2 row-start-1">
                <KeyFigure label={source.figure.label} value={source.figure.value} size="lg" />
              </dl>
              <p className="col-start-2 row-start-2 text-sm leading-relaxed text-ink-700">{source.text}</p>
            </li>
          ))}
        </ul>
        {/* Left-aligned and in three steps: one short line with the guarantee (the only „600.000“ under the hero),
            the bar with its legend, the quality pills; the sum and how it is counted small at the foot (session 28
            round 2: a centred five-line headline, the figure again on the marker and in the sentence under it). */}
        <figcaption className="relative mt-6 flex flex-col gap-8 overflow-hidden rounded-4xl bg-gradient-ink px-6 py-10 text-left text-white sm:px-10 sm:py-12 md:mt-8">
          <span className="max-w-3xl text-2xl font-bold leading-snug tracking-tight text-white sm:text-3xl">
            <strong className="font-extrabold tabular-nums">{audience.total.value}</strong>
            {` ${audience.total.note}`}
          </span>
          {/* What the total is made of (round 21: the cards above it did not add up to it). */}
          <div className="flex flex-col gap-5">
            <ReachBar tone="dark" />
          </div>
          {/* Plain pills, no check marks (round 26: ~18 checks on the page). */}
          <ul aria-label="Zielgruppenqualität" className="flex flex-wrap gap-2">
            {audience.quality.map((point) => (
              <li
                key={point}
                className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/20"
              >
                {point}
              </li>
            ))}
          </ul>
          <p className="border-t border-white/15 pt-5 text-sm text-ink-200">
            {/* The sources too small for the bar are named here (round 26: the community's 345+ was a dot). */}
            {`${reachBreakdown.sum}. ${minorReachParts.map((part) => `Darin auch: ${part.label} ${part.value}. `).join('')}`}
            <a href={audience.mediadaten.href} className="inline-block py-0.5 font-semibold text-white underline">
              {audience.mediadaten.label}
            </a>
          </p>
        </figcaption>
      </figure>
    </Section>
  )
}

export function QuoteSection() {
  return (
    <Section label="Stimme eines Partners">
      {/* An open block on white, no card and no quote icon (round 26: a third dark panel; the icon's English mark
          beside „…“): the words large, a short rule above them, left-aligned on phones. */}
      {/* The words at reading size, not a headline (session 28 round 2: 30 px semibold, nine lines on a phone). */}
      <figure className="m-0 mx-auto flex max-w-[60ch] flex-col items-start gap-6 sm:items-center sm:text-center">
        <span className="h-1 w-12 rounded-full bg-ink-300" aria-hidden="true" />
        <blockquote className="text-[1.375rem] font-medium leading-normal text-ink-900 sm:text-2xl">
          <p>„{quote.text}“</p>
        </blockquote>
        <figcaption className="flex items-center gap-4 text-left">
          <LazyImage src={quote.image} alt="" width={56} height={56} className="rounded-full ring-1 ring-ink-200" />
          <PersonName name={quote.name} role={quote.role} />
        </figcaption>
      </figure>
    </Section>
  )
}

export function TimelineSection() {
  const { spotlight: stage } = useTimeline()
  const links = useLinks()
  const when = stage === 'over' ? 'over' : 'running'
  return (
    <Section
      id="termine"
      tone="muted"
      layout="split"
      eyebrow={timeline.eyebrow}
      title={timeline.title[when]}
      intro={timeline.intro[when]}
      // Beside the dates, the way to take part in them (round 21: the sticky column stood empty beside them).
      headingExtra={
        <div className="mt-2">
          <ButtonLink href={links.bookingCalendar} external variant="secondary" icon="i-lucide-calendar-days">
            {hero.consultation}
          </ButtonLink>
        </div>
      }
    >
      <Timeline items={timeline.items} stage={stage} />
    </Section>
  )
}

/** The three kinds of benefit as cards, each benefit a ruled row (session 28 round 2: three bare lists). */
export function BenefitsSection() {
  return (
    <Section id="benefits" copy={benefits} align="left">
      <ul className="grid gap-4 md:gap-6 lg:grid-cols-3">
        {benefits.categories.map((category) => (
          <li key={category.title} className={`${cardBox} flex flex-col gap-3`}>
            <IconHeading size="card" icon={`${category.icon} text-ink-500`}>
              {category.title}
            </IconHeading>
            <ul className="flex flex-col divide-y divide-ink-200 border-t border-ink-200">
              {category.items.map((item) => (
                <li key={item} className="py-3 font-medium leading-snug text-ink-800 last:pb-0">
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {/* On the page's grey (the dates' band), not a pink of its own (round 26); the figure read first, then the
          sentence. */}
      {/* The figure in the page's one figure style: ink, bold, tabular (session 28: magenta is for actions). */}
      <div className="mt-12 flex flex-col gap-3 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-200 sm:flex-row sm:items-center sm:gap-8 sm:p-8">
        <p className="shrink-0 text-5xl font-extrabold tracking-tight tabular-nums text-ink-900 sm:text-6xl">
          {benefits.promise.value}
        </p>
        <div className="flex flex-col gap-1">
          <h3 className="text-xl font-bold text-ink-900">{benefits.promise.title}</h3>
          <p className="prose">{benefits.promise.text}</p>
        </div>
      </div>
    </Section>
  )
}

import { useLinks, useTimeline } from '../../components/PageContext'
import { EventHero } from '../../components/sections/EventHero'
import { HeroVisual } from '../../components/sections/PageHero'
import { PeopleGridBlock } from '../../components/spotlight/PeopleGridBlock'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { FigureStrip } from '../../components/ui/FigureStrip'
import { IconTextList } from '../../components/ui/IconTile'
import { NumberedList } from '../../components/ui/NumberedList'
import { Section, SectionHeading } from '../../components/ui/Section'
import { angels } from '../../data/angels'
import { communityUrl, founderRegistrationUrl } from '../../data/links'
import { editionWindow } from '../../data/timeline'
import {
  startupPartnerAngels as angelsCopy,
  startupPartnerBenefits as benefits,
  startupPartnerHero as hero,
  startupPartnerProcess as process,
  startupPartnerPhases,
  WILDCARD_THRESHOLD,
  startupPartnerWhat as what,
  startupPartnerWhy as why,
  startupPartnerWildcard as wildcard,
} from './copy'

export function Hero() {
  const links = useLinks()
  const edition = editionWindow(useTimeline())
  const phase = startupPartnerPhases[edition]
  return (
    <EventHero
      icon="i-lucide-network"
      copy={hero}
      phase={edition}
      notice={phase.notice}
      footnote={phase.dates ? <HeroDates dates={phase.dates} /> : null}
      // Less room under the counter than a hero with a phone beside it: it ends level with the text.
      spacing="gap-12 pb-14 pt-14 sm:pb-20 sm:pt-20 lg:gap-16 lg:pb-24 lg:pt-24"
      visual={
        <HeroVisual className="max-w-[30rem]">
          <WildcardCounter />
        </HeroVisual>
      }
    >
      {phase.button.href ? (
        <ButtonLink href={phase.button.href} icon="i-lucide-arrow-right">
          {phase.button.label}
        </ButtonLink>
      ) : (
        <ButtonLink href={communityUrl(links, 'startup_partner')} external icon="i-lucide-arrow-up-right">
          {phase.button.label}
        </ButtonLink>
      )}
      <ButtonLink href={hero.secondary.href} variant="secondary">
        {hero.secondary.label}
      </ButtonLink>
    </EventHero>
  )
}

/**
 * The sign-up's deadline and the final in one line under the hero's buttons (round 25: as two chips inside the
 * benefits list they read like filter tags); on phones the final on a line of its own, without the dot. On the edge
 * of the buttons, the text column's left edge beside the counter.
 */
function HeroDates({ dates }: { dates: { deadline: string; final: string } }) {
  return (
    <p className="flex flex-col items-start gap-x-2 gap-y-1 text-sm text-ink-700 sm:flex-row" data-hero-dates>
      <span className="flex items-center gap-1.5 font-semibold text-ink-900">
        <span className="i-lucide-calendar-clock text-base text-ink-500" aria-hidden="true" />
        {dates.deadline}
      </span>
      <span className="hidden sm:inline" aria-hidden="true">
        ·
      </span>
      <span>{dates.final}</span>
    </p>
  )
}

/**
 * What Spotlight is beside its figures. A less padded bottom than the other sections: the reasons under it are their
 * own section on the same white, so the two are one step apart, not two.
 */
export function WhatSection() {
  return (
    <Section id="was" labelledBy="was-titel" spacing="pb-10 pt-14 sm:pb-12 sm:pt-20">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
        <SectionHeading id="was-titel" copy={what} />
        <FigureStrip figures={what.facts} />
      </div>
    </Section>
  )
}

/**
 * Why it matters to a network, as a row of three: a section with a heading of the same size and eyebrow as every
 * other (review round 27: a smaller h3 without eyebrow read as part of „Was ist Spotlight?“), set apart from the
 * figures above by some 40 px more than a heading within a section. The tile above each title from 1024 px, so the
 * longest title keeps to one line and the three line up.
 */
export function WhySection() {
  return (
    <Section id="warum" copy={why} spacing="pb-14 pt-10 sm:pb-20 sm:pt-[4.5rem]">
      <IconTextList
        items={why.items}
        look="plain"
        className="grid gap-8 lg:grid-cols-3 lg:gap-10"
        item="flex items-start gap-4 lg:flex-col"
        tile="icon-tile"
        body="gap-2"
        text="leading-relaxed text-ink-700"
      />
    </Section>
  )
}

export function AngelsSection() {
  const links = useLinks()
  return (
    <Section copy={angelsCopy} id="angels" tone="muted">
      <div className="flex flex-col items-center gap-10">
        <PeopleGridBlock
          kind="angels"
          id="angels-auswahl"
          label={angelsCopy.listLabel}
          preview={3}
          people={angels.filter((angel) => angel.revealed).slice(0, 3)}
          apply={{ href: founderRegistrationUrl(links), label: angelsCopy.apply }}
          profile="link"
          when="idle"
          className="w-full"
        />
        {/* Outlined: the gradient is the sign-up's alone, a second dark style made three levels (review 5 Nov); the
            section's one pill, the cards' profiles text links (review round 27). */}
        <ButtonLink href={angelsCopy.all.href} variant="secondary" icon="i-lucide-arrow-right">
          {angelsCopy.all.label}
        </ButtonLink>
      </div>
    </Section>
  )
}

/**
 * The page's signature: the heading and what the wildcard is worth in one column, the four steps that lead there
 * beside them. No second counter here: the hero's card shows the sample, and a compact copy of it beside the steps
 * showed the same state twice (session 28 review); the third step says the counter fills. While the sign-up is open,
 * its button under the last step, where a partner decides (review 5 Nov: it stood only in the hero and at the
 * bottom, 3,000 px apart); on the edge of the steps' text from 640 px, full width on phones.
 */
export function WildcardSection() {
  const button = startupPartnerPhases[editionWindow(useTimeline())].button
  return (
    <Section id="wildcard" tone="ink" labelledBy="wildcard-titel">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-16">
        <SectionHeading id="wildcard-titel" copy={wildcard} />
        <div className="flex flex-col gap-8">
          <NumberedList
            items={process.steps}
            look="glass"
            className="flex flex-col gap-7"
            item="flex gap-5"
            body="gap-1 pt-1.5"
          />
          {button.href ? (
            <ButtonLink href={button.href} icon="i-lucide-arrow-right" className="sm:ml-15 sm:self-start">
              {button.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </Section>
  )
}

const counterLooks = {
  /** The hero's visual: a white card with a soft shadow, the count set large. */
  card: {
    figure: 'gap-6 rounded-4xl bg-white p-6 text-ink-900 shadow-soft ring-1 ring-ink-200 sm:p-8',
    count: 'text-5xl',
    unit: 'text-ink-700',
    slots: 'gap-2',
    open: 'border-ink-300 text-ink-500',
    caption: 'text-ink-600',
    ticket: 'text-ink-900',
  },
  /** Beside the sign-up form (/startup-partner/form): flat, a smaller count and a note. */
  beside: {
    figure: 'gap-6 rounded-4xl bg-white p-5 text-ink-900 ring-1 ring-ink-200 sm:p-6',
    count: 'text-3xl',
    unit: 'text-ink-700',
    slots: 'gap-2',
    open: 'border-ink-300 text-ink-500',
    caption: 'text-ink-600',
    ticket: 'text-ink-900',
  },
} as const

/**
 * The wildcard counter of one partner's network (sample: one startup to go), captioned as the example it is: in the
 * hero as the page's visual, without a note (the wildcard section's intro and steps say it; round 25 found the
 * wildcard explained six times); `beside` the sign-up form flat, with a smaller count and a note saying what the last
 * startup unlocks. Drawn once per page.
 */
export function WildcardCounter({ look = 'card' }: { look?: keyof typeof counterLooks }) {
  const filled = WILDCARD_THRESHOLD - 1
  const style = counterLooks[look]
  const count = (
    <p className="flex items-baseline gap-2">
      <span className={`${style.count} font-extrabold tabular-nums tracking-tight`}>{filled}</span>
      <span className={`text-lg font-semibold ${style.unit}`}>
        {wildcard.counter.of} {WILDCARD_THRESHOLD} {wildcard.counter.unit}
      </span>
    </p>
  )
  return (
    <figure className={`m-0 flex flex-col ${style.figure}`}>
      <figcaption className="font-bold">
        {look === 'beside' ? wildcard.counter.besideTitle : wildcard.counter.title}
      </figcaption>
      {count}
      {/* Each slot captioned under its tile (the numbers and „Wildcard“ are what the eye reads; the list's
          accessible text says each slot's state). */}
      <ol className={`grid grid-cols-6 items-start ${style.slots}`} aria-label={wildcard.counter.label}>
        {Array.from({ length: WILDCARD_THRESHOLD }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical slots, one per startup
          <li key={index} className="flex flex-col items-center gap-1.5">
            <span
              className={`flex aspect-square w-full items-center justify-center rounded-2xl ${index < filled ? 'bg-mint-100 text-mint-800 ring-1 ring-mint-200' : `border-2 border-dashed ${style.open}`}`}
            >
              <span
                className={`${index < filled ? 'i-lucide-rocket' : 'i-lucide-plus'} text-xl sm:text-2xl`}
                aria-hidden="true"
              />
            </span>
            <span className={`text-xs font-semibold tabular-nums ${style.caption}`} aria-hidden="true">
              {index + 1}
            </span>
            <span className="sr-only">{index < filled ? wildcard.counter.registered : wildcard.counter.open}</span>
          </li>
        ))}
        {/* The wildcard locked until the fifth startup: drawn filled, it read as won at four of five (review
            round 17); grey and ink, not pink (magenta marks actions and live states, session 28). */}
        <li className="flex flex-col items-center gap-1.5">
          <span className="flex aspect-square w-full items-center justify-center rounded-2xl bg-ink-100 text-ink-800 ring-1 ring-ink-300">
            <span className="i-lucide-lock text-xl sm:text-2xl" aria-hidden="true" />
          </span>
          <span className={`text-xs font-semibold ${style.ticket}`}>
            {wildcard.counter.ticket}
            <span className="sr-only">, {wildcard.counter.locked}</span>
          </span>
        </li>
      </ol>
      {look === 'beside' ? (
        <p className="rounded-2xl bg-ink-50 p-4 text-sm leading-relaxed text-ink-800">{wildcard.counter.note}</p>
      ) : null}
    </figure>
  )
}

/**
 * What startups and partners get: the startups first, as the spec orders them, a ruled column with their dates over
 * their list; the partner's side a card beside it with its price as the anchor (review round 27: a plain column with
 * two ticks against four and the dates read lopsided, and what a partner gets came last). Both headings on one line
 * from 768 px: the startups' column starts at the card's padding. The startups' dates stay although the hero names
 * the deadline: the spec sets them with the startups' benefits, and they are the startups' own (application phase,
 * final). On white, between the dark wildcard section and the tinted closing band.
 */
export function BenefitsSection() {
  const dates = startupPartnerPhases[editionWindow(useTimeline())].startupDates
  return (
    <Section id="benefits" copy={benefits}>
      <div className="grid items-start gap-10 md:grid-cols-2 md:gap-12 lg:gap-16">
        <div className="flex flex-col gap-5 md:pt-8" data-benefits-startups>
          <h3 className="border-b border-ink-300 pb-3 text-lg font-bold text-ink-900">{benefits.startups.title}</h3>
          {dates ? (
            <p className="flex items-start gap-2 text-sm font-semibold text-ink-900" data-startup-dates>
              <span className="i-lucide-calendar-days mt-0.5 shrink-0 text-base text-ink-500" aria-hidden="true" />
              {/* Each part whole and on a line of its own: in one line the dot dangled at the end of a wrapped line
                  (review 5 Nov), and with the deadline's time it wraps in the column at every width. */}
              <span className="flex flex-col">
                <span>{dates[0]}</span>
                <span>{dates[1]}</span>
              </span>
            </p>
          ) : null}
          <CheckList items={benefits.startups.items} />
        </div>
        <div className="card flex flex-col gap-5" data-benefits-partners>
          <h3 className="border-b border-ink-200 pb-3 text-lg font-bold text-ink-900">{benefits.partners.title}</h3>
          <p className="flex flex-col gap-2">
            <span className="text-6xl font-extrabold leading-none tracking-tight text-ink-900 sm:text-7xl">
              {benefits.partners.price.value}
            </span>
            <span className="text-ink-700">{benefits.partners.price.label}</span>
          </p>
          <CheckList items={benefits.partners.items} />
        </div>
      </div>
    </Section>
  )
}

import { useLinks, useTimeline } from '../../components/PageContext'
import { EventHero } from '../../components/sections/EventHero'
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
 * benefits list they read like filter tags); on phones the final on a line of its own, without the dot.
 */
function HeroDates({ dates }: { dates: { deadline: string; final: string } }) {
  return (
    <p className="flex flex-col items-center gap-x-2 gap-y-1 text-sm text-ink-700 sm:flex-row" data-hero-dates>
      <span className="flex items-center gap-1.5 font-semibold text-ink-900">
        <span className="i-lucide-calendar-clock text-base text-brand-700" aria-hidden="true" />
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
 * What Spotlight is beside its figures, and under both, as a row of three, why it matters to a network (round 25:
 * the text column ended 300 px above the figures and reasons stacked beside it). The reasons are the page's argument,
 * so they stand under a heading of their own with body-size text, the tile above each title from 1024 px so the
 * longest title keeps to one line and the three line up (review 5 Nov: an eyebrow under a hairline read as a
 * footnote).
 */
export function WhatSection() {
  return (
    <Section id="was" labelledBy="was-titel">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
        <SectionHeading id="was-titel" copy={what} />
        <FigureStrip figures={what.facts} />
      </div>
      <div className="mt-16 flex flex-col gap-8 sm:mt-20 sm:gap-10">
        <h3 className="text-2xl font-bold leading-tight tracking-tight text-ink-900 sm:text-3xl">{why.eyebrow}</h3>
        <IconTextList
          items={why.items}
          look="plain"
          className="grid gap-8 lg:grid-cols-3 lg:gap-10"
          item="flex items-start gap-4 lg:flex-col"
          tile="icon-tile"
          body="gap-2"
          text="leading-relaxed text-ink-700"
        />
      </div>
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
          when="idle"
          className="w-full"
        />
        {/* Outlined: the gradient is the sign-up's alone, a second dark style made three levels (review 5 Nov). */}
        <ButtonLink href={angelsCopy.all.href} variant="secondary" icon="i-lucide-arrow-right">
          {angelsCopy.all.label}
        </ButtonLink>
      </div>
    </Section>
  )
}

/**
 * The page's signature: the heading and the wildcard counter a partner watches fill (sample: one startup to go) in one
 * column, the four steps that lead there beside them (the counter alone beside the steps stood in 90 px of air). While
 * the sign-up is open, its button under the last step, where a partner decides (review 5 Nov: it stood only in the
 * hero and at the bottom, 3,000 px apart); on the edge of the steps' text from 640 px, full width on phones.
 */
export function WildcardSection() {
  const button = startupPartnerPhases[editionWindow(useTimeline())].button
  return (
    <Section id="wildcard" tone="ink" labelledBy="wildcard-titel">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-16">
        <div className="flex flex-col gap-10">
          <SectionHeading id="wildcard-titel" copy={wildcard} />
          <WildcardCounter />
        </div>
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

/**
 * The wildcard counter of one partner's network (sample: one startup to go), captioned as the example it is: on this
 * page under the section that explains the wildcard, without a note (the section's intro and steps say it; round 25
 * found the wildcard explained six times); `beside` the sign-up form flat, with a smaller count and a note saying
 * what the last startup unlocks.
 */
export function WildcardCounter({ beside = false }: { beside?: boolean }) {
  const filled = WILDCARD_THRESHOLD - 1
  return (
    <figure
      className={`m-0 flex flex-col gap-6 rounded-4xl bg-white text-ink-900 ring-1 ring-ink-200 ${beside ? 'p-5 sm:p-6' : 'p-6 shadow-soft sm:p-8'}`}
    >
      <figcaption className="font-bold">{beside ? wildcard.counter.besideTitle : wildcard.counter.title}</figcaption>
      <p className="flex items-baseline gap-2">
        <span className={`${beside ? 'text-3xl' : 'text-5xl'} font-extrabold tabular-nums tracking-tight`}>
          {filled}
        </span>
        <span className="text-lg font-semibold text-ink-700">
          {wildcard.counter.of} {WILDCARD_THRESHOLD} {wildcard.counter.unit}
        </span>
      </p>
      {/* Each slot captioned under its tile (the numbers and „Wildcard“ are what the eye reads; the list's
          accessible text says each slot's state). */}
      <ol className="grid grid-cols-6 items-start gap-2" aria-label={wildcard.counter.label}>
        {Array.from({ length: WILDCARD_THRESHOLD }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical slots, one per startup
          <li key={index} className="flex flex-col items-center gap-1.5">
            <span
              className={`flex aspect-square w-full items-center justify-center rounded-2xl ${index < filled ? 'bg-mint-100 text-mint-800 ring-1 ring-mint-200' : 'border-2 border-dashed border-ink-300 text-ink-500'}`}
            >
              <span
                className={`${index < filled ? 'i-lucide-rocket' : 'i-lucide-plus'} text-xl sm:text-2xl`}
                aria-hidden="true"
              />
            </span>
            <span className="text-xs font-semibold tabular-nums text-ink-600" aria-hidden="true">
              {index + 1}
            </span>
            <span className="sr-only">{index < filled ? wildcard.counter.registered : wildcard.counter.open}</span>
          </li>
        ))}
        {/* The wildcard locked until the fifth startup: drawn filled, it read as won at four of five (review
            round 17). */}
        <li className="flex flex-col items-center gap-1.5">
          <span className="flex aspect-square w-full items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-200">
            <span className="i-lucide-lock text-xl sm:text-2xl" aria-hidden="true" />
          </span>
          <span className="text-xs font-semibold text-ink-900">
            {wildcard.counter.ticket}
            <span className="sr-only">, {wildcard.counter.locked}</span>
          </span>
        </li>
      </ol>
      {beside ? (
        <p className="rounded-2xl bg-ink-50 p-4 text-sm leading-relaxed text-ink-800">{wildcard.counter.note}</p>
      ) : null}
    </figure>
  )
}

/**
 * What startups and partners get: two ruled columns of about one height under the heading, the startups' dates as
 * one line over their list, the partner's price set large over theirs (round 25: the price beside the heading left
 * an empty column under it, its caption wrapped beside the figure on phones). The startups first, as the spec orders
 * them. On white, between the dark wildcard section and the tinted closing band.
 */
export function BenefitsSection() {
  const dates = startupPartnerPhases[editionWindow(useTimeline())].startupDates
  return (
    <Section id="benefits" copy={benefits}>
      <div className="grid gap-12 md:grid-cols-2 md:gap-16">
        <div className="flex flex-col gap-5">
          <h3 className="border-b border-ink-300 pb-3 text-lg font-bold text-ink-900">{benefits.startups.title}</h3>
          {dates ? (
            <p className="flex items-start gap-2 text-sm font-semibold text-ink-900" data-startup-dates>
              <span className="i-lucide-calendar-days mt-0.5 shrink-0 text-base text-brand-700" aria-hidden="true" />
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
        <div className="flex flex-col gap-5">
          <h3 className="border-b border-ink-300 pb-3 text-lg font-bold text-ink-900">{benefits.partners.title}</h3>
          <p className="flex flex-col gap-1.5">
            <span className="text-5xl font-extrabold leading-none tracking-tight text-ink-900">
              {benefits.partners.price.value}
            </span>
            <span className="text-sm font-semibold text-ink-700">{benefits.partners.price.label}</span>
          </p>
          <CheckList items={benefits.partners.items} />
        </div>
      </div>
    </Section>
  )
}

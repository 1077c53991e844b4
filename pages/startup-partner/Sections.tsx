import { useLinks, useTimeline } from '../../components/PageContext'
import { EventHero } from '../../components/sections/EventHero'
import { PeopleGridBlock } from '../../components/spotlight/PeopleGridBlock'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { FigureStrip } from '../../components/ui/FigureStrip'
import { IconTextList } from '../../components/ui/IconTile'
import { NumberedList } from '../../components/ui/NumberedList'
import { SampleCaption } from '../../components/ui/SampleView'
import { Section } from '../../components/ui/Section'
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
    <EventHero icon="i-lucide-network" copy={hero} phase={edition} notice={phase.notice}>
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

/** What Spotlight is and why it matters to a network, in one split section: the figures as one ruled strip. */
export function WhatSection() {
  return (
    <Section copy={what} id="was" layout="split">
      <div className="flex flex-col gap-10">
        <FigureStrip figures={what.facts} />
        <div className="flex flex-col gap-4">
          <h3 className="eyebrow">{why.eyebrow}</h3>
          <IconTextList items={why.items} look="plain" className="flex flex-col gap-6" />
        </div>
      </div>
    </Section>
  )
}

export function AngelsSection() {
  const links = useLinks()
  return (
    <Section copy={angelsCopy} id="angels">
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
        <ButtonLink href={angelsCopy.all.href} variant="dark" icon="i-lucide-arrow-right">
          {angelsCopy.all.label}
        </ButtonLink>
      </div>
    </Section>
  )
}

/**
 * The page's signature: the wildcard counter a partner watches fill (sample: one startup to go), with the four
 * steps that lead there beside it.
 */
export function WildcardSection() {
  return (
    <Section copy={wildcard} id="wildcard" tone="ink">
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
        <WildcardCounter />
        <NumberedList
          items={process.steps}
          look="glass"
          className="flex flex-col gap-7"
          item="flex gap-5"
          body="gap-1 pt-1.5"
        />
      </div>
    </Section>
  )
}

/**
 * The wildcard counter of one partner's network (sample: one startup to go): also beside the sign-up form, there
 * `beside` it: without its points (the form page's own list says them), flat and with a smaller count, so it reads
 * as the example it is, not as the visitor's own progress.
 */
export function WildcardCounter({ beside = false }: { beside?: boolean }) {
  const filled = WILDCARD_THRESHOLD - 1
  return (
    <figure
      className={`m-0 flex flex-col gap-6 rounded-4xl bg-white text-ink-900 ring-1 ring-ink-200 ${beside ? 'p-5 sm:p-6' : 'p-6 shadow-soft sm:p-8'}`}
    >
      {beside ? (
        <figcaption className="font-bold">{wildcard.counter.besideTitle}</figcaption>
      ) : (
        <SampleCaption title={wildcard.counter.title} sample={wildcard.counter.sample} />
      )}
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
      <p className="rounded-2xl bg-ink-50 p-4 text-sm leading-relaxed text-ink-800">{wildcard.counter.note}</p>
      {beside ? null : <CheckList items={wildcard.points} className="text-sm" />}
    </figure>
  )
}

/** What startups and partners get: two ruled columns, the partner's price set large beside the heading. */
export function BenefitsSection() {
  return (
    <Section
      id="benefits"
      tone="muted"
      layout="split"
      copy={benefits}
      headingExtra={
        <p className="mt-2 flex items-baseline gap-3">
          <span className="text-6xl font-extrabold tracking-tight text-ink-900">{benefits.partners.price.value}</span>
          <span className="font-semibold text-ink-700">{benefits.partners.price.label}</span>
        </p>
      }
    >
      <div className="grid gap-10 sm:grid-cols-2">
        <div className="flex flex-col gap-5">
          <h3 className="border-b border-ink-300 pb-3 text-lg font-bold text-ink-900">{benefits.startups.title}</h3>
          <dl className="flex flex-wrap gap-2">
            {benefits.startups.dates.map((date) => (
              <div
                key={date.label}
                className="flex gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm ring-1 ring-ink-200"
              >
                <dt className="font-semibold text-ink-700">{date.label}</dt>
                <dd className="font-bold text-ink-900">{date.value}</dd>
              </div>
            ))}
          </dl>
          <CheckList items={benefits.startups.items} />
        </div>
        <div className="flex flex-col gap-5">
          <h3 className="border-b border-ink-300 pb-3 text-lg font-bold text-ink-900">{benefits.partners.title}</h3>
          <CheckList items={benefits.partners.items} />
        </div>
      </div>
    </Section>
  )
}

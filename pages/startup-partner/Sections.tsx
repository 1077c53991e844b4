import { useLinks, useTimeline } from '../../components/PageContext'
import { EventHero } from '../../components/sections/EventHero'
import { PeopleGridBlock } from '../../components/spotlight/PeopleGridBlock'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { FeatureGrid } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { angels } from '../../data/angels'
import { communityUrl, founderRegistrationUrl } from '../../data/links'
import { editionWindow } from '../../data/timeline'
import {
  startupPartnerAngels as angelsCopy,
  startupPartnerBenefits as benefits,
  startupPartnerHero as hero,
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

export function WhatSection() {
  return (
    <Section id="was" eyebrow={what.eyebrow} title={what.title} intro={what.intro}>
      <dl className="mx-auto grid max-w-4xl grid-cols-2 gap-4 md:grid-cols-4">
        {what.facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col items-center rounded-3xl bg-ink-50 p-5 text-center ring-1 ring-ink-200"
          >
            <dt className="order-2 text-sm font-medium text-ink-600">{fact.label}</dt>
            <dd className="order-1 text-3xl font-extrabold tracking-tight text-ink-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

export function WhySection() {
  return (
    <Section id="warum" tone="muted" eyebrow={why.eyebrow} title={why.title}>
      <FeatureGrid items={why.items} columns="gap-5 md:grid-cols-3" stagger={false} />
    </Section>
  )
}

export function AngelsSection() {
  const links = useLinks()
  return (
    <Section id="angels" eyebrow={angelsCopy.eyebrow} title={angelsCopy.title} intro={angelsCopy.intro}>
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

export function WildcardSection() {
  return (
    <Section id="wildcard" tone="ink" eyebrow={wildcard.eyebrow} title={wildcard.title} intro={wildcard.intro}>
      <div className="mx-auto grid max-w-5xl items-center gap-10 lg:grid-cols-2">
        <div className="flex items-center justify-center gap-4 sm:gap-6" aria-hidden="true">
          <ul className="grid grid-cols-3 gap-2 sm:gap-3">
            {Array.from({ length: WILDCARD_THRESHOLD }, (_, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: five identical marks
                key={index}
                className={`flex h-14 w-14 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/15 sm:h-16 sm:w-16 ${index === 3 ? 'col-start-1 translate-x-1/2 sm:translate-x-1/2' : ''} ${index === 4 ? 'translate-x-1/2' : ''}`}
              >
                <span className="i-lucide-rocket text-2xl text-white" />
              </li>
            ))}
          </ul>
          <span className="i-lucide-arrow-right text-4xl text-brand-200" />
          <span className="flex h-24 w-24 flex-col items-center justify-center rounded-3xl bg-gradient-brand text-white shadow-brand sm:h-28 sm:w-28">
            <span className="i-lucide-ticket text-3xl" />
            <span className="text-sm font-bold">Wildcard</span>
          </span>
        </div>
        <CheckList items={wildcard.points} tone="dark" className="text-lg" />
      </div>
    </Section>
  )
}

export function BenefitsSection() {
  return (
    <Section id="benefits" tone="muted" eyebrow={benefits.eyebrow} title={benefits.title}>
      <div className="grid gap-5 lg:grid-cols-2">
        <article className="card flex flex-col gap-5">
          <h3 className="text-xl font-bold text-ink-900">{benefits.startups.title}</h3>
          <dl className="grid gap-3 sm:grid-cols-2">
            {benefits.startups.dates.map((date) => (
              <div key={date.label} className="flex flex-col rounded-2xl bg-brand-50 p-4">
                <dt className="text-sm font-semibold text-brand-700">{date.label}</dt>
                <dd className="text-lg font-bold text-ink-900">{date.value}</dd>
              </div>
            ))}
          </dl>
          <CheckList items={benefits.startups.items} />
        </article>
        <article className="card flex flex-col gap-5">
          <h3 className="text-xl font-bold text-ink-900">{benefits.partners.title}</h3>
          <CheckList items={benefits.partners.items} />
          <p className="mt-auto flex items-center justify-between gap-4 rounded-2xl bg-mint-50 p-5 ring-1 ring-mint-100">
            <span className="font-semibold text-mint-800">{benefits.partners.price.label}</span>
            <span className="text-3xl font-extrabold tracking-tight text-mint-800">
              {benefits.partners.price.value}
            </span>
          </p>
        </article>
      </div>
    </Section>
  )
}

import { useLinks, useTimeline } from '../../components/PageContext'
import { EventHero } from '../../components/sections/EventHero'
import { FigureCard } from '../../components/spotlight/FigureCard'
import { Timeline } from '../../components/spotlight/Timeline'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { CardHeading, FeatureGrid } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { mailto } from '../../data/links'
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

export function Hero() {
  const links = useLinks()
  const edition = editionWindow(useTimeline())
  const notice = partnerPhaseNotice[edition]
  return (
    <EventHero icon="i-lucide-handshake" copy={hero} phase={edition} notice={notice}>
      <ButtonLink href={mailto(links.contact.email, partnerMail.subject, partnerMail.body)} icon="i-lucide-mail">
        {hero.request}
      </ButtonLink>
      <ButtonLink href={links.bookingCalendar} external variant="secondary" icon="i-lucide-calendar-days">
        {hero.consultation}
      </ButtonLink>
    </EventHero>
  )
}

export function AudienceSection() {
  const figures = audience.figures[useTimeline().spotlight === 'over' ? 'over' : 'running']
  return (
    <Section id="zielgruppe" eyebrow={audience.eyebrow} title={audience.title} intro={audience.intro}>
      <div className="flex flex-col gap-10">
        <dl className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-5 [&>*:last-child]:col-span-2 lg:[&>*:last-child]:col-span-1">
          {figures.map((figure) => (
            <FigureCard key={figure.label} figure={figure} compact />
          ))}
        </dl>
        <FeatureGrid items={audience.groups} columns="gap-5 md:grid-cols-3" stagger={false} tone="muted" />
        <ul className="flex flex-wrap justify-center gap-2" aria-label="Zielgruppenqualität">
          {audience.quality.map((item) => (
            <li key={item} className="badge-green px-4 py-2 text-sm">
              <span className="i-lucide-circle-check" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}

export function QuoteSection() {
  return (
    <Section tone="ink" label="Stimme eines Partners">
      <figure className="mx-auto flex max-w-3xl flex-col items-center gap-8 text-center">
        <span className="i-lucide-quote text-5xl text-brand-200" aria-hidden="true" />
        <blockquote className="text-2xl font-semibold leading-snug tracking-tight text-white sm:text-3xl">
          <p>„{quote.text}“</p>
        </blockquote>
        <figcaption className="flex items-center gap-4 text-left">
          <img
            src={quote.image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="rounded-full ring-2 ring-white/20"
          />
          <span className="flex flex-col">
            <span className="font-semibold text-white">{quote.name}</span>
            <span className="text-sm text-ink-100">{quote.role}</span>
          </span>
        </figcaption>
      </figure>
    </Section>
  )
}

export function TimelineSection() {
  const when = useTimeline().spotlight === 'over' ? 'over' : 'running'
  return (
    <Section
      id="termine"
      tone="muted"
      eyebrow={timeline.eyebrow}
      title={timeline.title[when]}
      intro={timeline.intro[when]}
    >
      <Timeline items={timeline.items[when]} />
    </Section>
  )
}

export function BenefitsSection() {
  return (
    <Section id="benefits" eyebrow={benefits.eyebrow} title={benefits.title}>
      <ul className="grid gap-5 lg:grid-cols-3">
        {benefits.categories.map((category) => (
          <li key={category.title}>
            <article className="card flex h-full flex-col gap-5">
              <CardHeading icon={category.icon} className="text-xl font-bold text-ink-900">
                {category.title}
              </CardHeading>
              <CheckList items={category.items} />
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}

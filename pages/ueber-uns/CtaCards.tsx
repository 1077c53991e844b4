import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { mailto } from '../../data/links'
import { site } from '../../data/site'
import { aboutContact, aboutCtaCards } from './copy'

const cardTones = {
  startups: 'bg-gradient-brand shadow-brand',
  angels: 'bg-gradient-ink shadow-lift',
} as const

export function CtaCards() {
  const { email } = useLinks().contact
  return (
    <Section id="los-gehts" title="Bereit für den nächsten Schritt?">
      <div className="flex flex-col gap-10 sm:gap-14">
        <ul className="grid gap-6 md:grid-cols-2">
          {aboutCtaCards.map((card) => (
            <li key={card.id}>
              <article
                className={`relative flex h-full flex-col gap-5 overflow-hidden rounded-4xl p-8 text-white sm:p-10 ${cardTones[card.id]}`}
              >
                <span
                  className="absolute -right-12 -top-12 h-44 w-44 rounded-full bg-white/10 blur-2xl"
                  aria-hidden="true"
                />
                <IconTile icon={card.icon} className="relative h-12 w-12 rounded-2xl bg-white/15 text-2xl" />
                <p className="relative text-sm font-semibold uppercase tracking-wider text-white">{card.eyebrow}</p>
                <h3 className="relative text-2xl font-bold leading-tight sm:text-3xl">{card.title}</h3>
                <p className="relative text-base leading-relaxed text-white">{card.text}</p>
                <ButtonLink
                  href={card.href}
                  variant="light"
                  icon="i-lucide-arrow-right"
                  className="relative mt-auto self-start"
                >
                  {card.label}
                </ButtonLink>
              </article>
            </li>
          ))}
        </ul>
        <address className="card-muted flex flex-col gap-6 not-italic lg:flex-row lg:items-center lg:justify-between">
          <span className="flex items-start gap-4">
            <IconTile icon="i-lucide-map-pin" className="icon-tile bg-white" />
            <span className="flex flex-col gap-1">
              <span className="text-lg font-semibold text-ink-900">
                {site.legalName} · {aboutContact.city}
              </span>
              <span className="text-ink-600">{aboutContact.text}</span>
            </span>
          </span>
          <span className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <ButtonLink href={mailto(email, aboutContact.mailSubject)} variant="dark" icon="i-lucide-mail">
              {email}
            </ButtonLink>
            <ButtonLink href="/kontakt" variant="secondary">
              {aboutContact.title}
            </ButtonLink>
          </span>
        </address>
      </div>
    </Section>
  )
}

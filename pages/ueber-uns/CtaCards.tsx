import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { mailto } from '../../data/links'
import { site } from '../../data/site'
import { aboutContact, aboutCtaCards } from './copy'

// Two different cards, not two gradient panels (round 12: the gradient is for primary buttons): the startups' card
// is white with the primary button, the angels' dark with the light one.
const cardTones = {
  startups: {
    card: 'bg-white text-ink-900 shadow-soft ring-1 ring-ink-200',
    muted: 'text-ink-700',
    tile: 'bg-brand-50 text-brand-700',
    button: 'primary',
  },
  angels: { card: 'bg-gradient-ink text-white shadow-lift', muted: 'text-white', tile: 'bg-white/15', button: 'light' },
} as const

export function CtaCards() {
  const { email } = useLinks().contact
  return (
    <Section id="los-gehts" title="Bereit für den nächsten Schritt?">
      <div className="flex flex-col gap-10 sm:gap-14">
        <ul className="grid gap-6 md:grid-cols-2">
          {aboutCtaCards.map((card) => (
            <li key={card.id}>
              <article className={`flex h-full flex-col gap-5 rounded-4xl p-8 sm:p-10 ${cardTones[card.id].card}`}>
                <IconTile icon={card.icon} className={`h-12 w-12 rounded-2xl text-2xl ${cardTones[card.id].tile}`} />
                <p className={`text-sm font-semibold uppercase tracking-wider ${cardTones[card.id].muted}`}>
                  {card.eyebrow}
                </p>
                <h3 className="text-2xl font-bold leading-tight sm:text-3xl">{card.title}</h3>
                <p className={`text-base leading-relaxed ${cardTones[card.id].muted}`}>{card.text}</p>
                <ButtonLink
                  href={card.href}
                  variant={cardTones[card.id].button}
                  icon="i-lucide-arrow-right"
                  className="mt-auto self-start"
                >
                  {card.label}
                </ButtonLink>
              </article>
            </li>
          ))}
        </ul>
        <address className="card-muted flex flex-col gap-6 not-italic lg:flex-row lg:items-center lg:justify-between">
          <span className="flex items-start gap-4">
            {/* Beside the text from 640 px; on phones the text takes the card's width. */}
            <IconTile icon="i-lucide-map-pin" className="icon-tile bg-white max-sm:hidden" />
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

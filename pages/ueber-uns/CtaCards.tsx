import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { aboutCtaCards, aboutNextSteps } from './copy'

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
  return (
    // On its own grey with an eyebrow (on the FAQ's white, with a bare heading, the two ran together, review 5 Nov).
    <Section id="los-gehts" tone="muted" copy={aboutNextSteps}>
      <ul className="grid gap-6 md:grid-cols-2">
        {aboutCtaCards.map((card) => (
          <li key={card.id}>
            <article className={`flex h-full flex-col gap-4 rounded-4xl p-6 sm:p-8 ${cardTones[card.id].card}`}>
              <p
                className={`flex items-center gap-3 text-sm font-semibold uppercase tracking-wider ${cardTones[card.id].muted}`}
              >
                <IconTile icon={card.icon} className={`h-10 w-10 rounded-xl text-xl ${cardTones[card.id].tile}`} />
                {card.eyebrow}
              </p>
              <h3 className="text-2xl font-bold leading-tight">{card.title}</h3>
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
    </Section>
  )
}

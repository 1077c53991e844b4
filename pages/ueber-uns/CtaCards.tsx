import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { pageSplit } from './columns'
import { aboutCtaCards, aboutNextSteps } from './copy'

// Two cards of equal weight, both white with a 1 px edge (a white card beside a navy one weighed one way, session 28
// review); the startups' button is the primary, the angels' the secondary, so the pair still has one filled button.
const buttons = { startups: 'primary', angels: 'secondary' } as const

export function CtaCards() {
  return (
    // On its own grey with an eyebrow (on the FAQ's white, with a bare heading, the two ran together, review 5 Nov).
    <Section id="los-gehts" tone="muted" copy={aboutNextSteps}>
      <ul className={`grid gap-6 md:grid-cols-2 ${pageSplit}`}>
        {aboutCtaCards.map((card) => (
          <li key={card.id}>
            <article className="card flex h-full flex-col gap-4">
              <p className="eyebrow flex items-center gap-2">
                <span className={`${card.icon} text-xl text-ink-500`} aria-hidden="true" />
                {card.eyebrow}
              </p>
              <h3 className="text-2xl font-bold leading-tight text-ink-900">{card.title}</h3>
              <p className="prose">{card.text}</p>
              <ButtonLink
                href={card.href}
                variant={buttons[card.id]}
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

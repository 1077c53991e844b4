import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTile } from '../../components/ui/IconTile'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { spotlightAbout as about } from './copy-sections'

export function AboutSection() {
  return (
    <Section id="about" tone="muted" copy={about}>
      <ul className="grid gap-5 md:grid-cols-2">
        {about.cards.map((card, index) => (
          <li key={card.title} {...revealProps(index)}>
            <article className="card flex h-full flex-col items-start gap-4">
              <IconTile icon={card.icon} className="icon-tile" />
              <h3 className="text-xl font-bold text-ink-900">{card.title}</h3>
              <p className="prose">{card.text}</p>
              <ButtonLink href={card.link.href} variant="secondary" icon="i-lucide-arrow-right" className="mt-auto">
                {card.link.label}
              </ButtonLink>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}

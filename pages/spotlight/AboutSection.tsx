import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { spotlightAbout as about } from './copy-sections'
import { TeamSection } from './TeamSection'

/**
 * "Über uns" in short: who organises Spotlight, the two audiences as one band (their full pages are /startups and
 * /angels), and the team as one row (the full story is /ueber-uns).
 */
export function AboutSection() {
  return (
    <Section id="about" tone="muted" copy={about}>
      <div className="flex flex-col gap-12">
        {/* One band, two halves: the hairline between them is the band's grey showing through the 1 px gap. */}
        <ul className="grid gap-px overflow-hidden rounded-3xl bg-ink-200 shadow-soft ring-1 ring-ink-200 sm:grid-cols-2">
          {about.cards.map((card) => (
            <li key={card.title} className="flex items-start gap-4 bg-white p-6 sm:p-8">
              <IconTile icon={card.icon} className="icon-tile" />
              <div className="flex flex-col items-start gap-2">
                <h3 className="h-card">{card.title}</h3>
                <p className="prose">{card.text}</p>
                <a href={card.link.href} className="prose-link inline-flex items-center gap-1.5">
                  {card.link.label}
                  <span className="i-lucide-arrow-right" aria-hidden="true" />
                </a>
              </div>
            </li>
          ))}
        </ul>
        <TeamSection />
      </div>
    </Section>
  )
}

import { Section } from '../../components/ui/Section'
import { scoutIntro } from './copy'

/**
 * What the programme is: the heading beside its three pillars, each a large word over one line of text, no icons
 * (the icons belong to the benefits further down; here the three verbs carry the section).
 */
export function IntroSection() {
  return (
    <Section id="programm" copy={scoutIntro} layout="split">
      <ol className="flex flex-col divide-y divide-ink-200 border-y border-ink-200">
        {scoutIntro.pillars.map((pillar) => (
          <li key={pillar.title} className="flex flex-col gap-2 py-6 sm:flex-row sm:items-baseline sm:gap-8">
            <span className="text-gradient-brand shrink-0 text-2xl font-extrabold tracking-tight sm:w-44 sm:text-3xl">
              {pillar.title}
            </span>
            <span className="leading-relaxed text-ink-700">{pillar.text}</span>
          </li>
        ))}
      </ol>
    </Section>
  )
}

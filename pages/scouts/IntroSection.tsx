import { Section } from '../../components/ui/Section'
import { scoutIntro } from './copy'

/**
 * What the programme is: the heading beside its three pillars, each a word over one line of text, no icons (the icons
 * belong to the benefits further down). The words in ink at card-title size: in gradient at 30 px they vied with the
 * heading and with the hero's accent (round 26).
 */
export function IntroSection() {
  return (
    <Section id="programm" copy={scoutIntro} layout="split">
      <ol className="flex flex-col divide-y divide-ink-200 border-y border-ink-200">
        {scoutIntro.pillars.map((pillar) => (
          <li key={pillar.title} className="flex flex-col gap-2 py-6 sm:flex-row sm:items-baseline sm:gap-8">
            <span className="shrink-0 text-xl font-bold tracking-tight text-ink-900 sm:w-36">{pillar.title}</span>
            <span className="leading-relaxed text-ink-700">{pillar.text}</span>
          </li>
        ))}
      </ol>
    </Section>
  )
}

import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { scoutIntro } from './copy'

/** What the programme is: the heading beside its three pillars, read as one ruled list rather than three cards. */
export function IntroSection() {
  return (
    <Section id="programm" eyebrow="Das Programm" copy={scoutIntro} layout="split">
      <IconTextList
        items={scoutIntro.pillars}
        look="plain"
        className="flex flex-col divide-y divide-ink-200 border-y border-ink-200 [&>li]:py-6"
      />
    </Section>
  )
}

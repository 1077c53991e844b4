import { useLinks, useTimeline } from '../../components/PageContext'
import { PeopleGridBlock } from '../../components/spotlight/PeopleGridBlock'
import { Section } from '../../components/ui/Section'
import { ANGEL_PREVIEW, angels } from '../../data/angels'
import { JURY_PREVIEW, juryByPriority } from '../../data/jury'
import { spotlightCta } from './copy'
import { spotlightAngels, spotlightAngelsOver, spotlightJury, spotlightJuryOver } from './copy-sections'

// Once the edition is over the grids show who took part: seats and angels never announced are left out.
export function JurySection() {
  const over = useTimeline().spotlight === 'over'
  const copy = over ? { ...spotlightJury, ...spotlightJuryOver } : spotlightJury
  return (
    <Section id="jury" copy={copy}>
      <PeopleGridBlock
        kind="jury"
        compact
        id="jury-liste"
        label={copy.listLabel}
        preview={JURY_PREVIEW}
        people={over ? juryByPriority().filter((member) => member.revealed) : juryByPriority()}
      />
    </Section>
  )
}

export function AngelsSection() {
  const links = useLinks()
  const { spotlight: stage } = useTimeline()
  const over = stage === 'over'
  const copy = over ? { ...spotlightAngels, ...spotlightAngelsOver } : spotlightAngels
  // /spotlight#angels (linked from the partner pages) lands where #pitch does: at the start of the section.
  return (
    <div id="angels">
      <Section id="pitch" tone="muted" copy={copy}>
        <PeopleGridBlock
          kind="angels"
          compact
          id="angels-liste"
          label={copy.listLabel}
          preview={ANGEL_PREVIEW}
          people={over ? angels.filter((angel) => angel.revealed) : angels}
          apply={spotlightCta(stage, links)}
        />
      </Section>
    </div>
  )
}

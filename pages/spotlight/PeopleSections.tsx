import { useLinks, useTimeline } from '../../components/PageContext'
import { PeopleGridBlock } from '../../components/spotlight/PeopleGridBlock'
import { Section } from '../../components/ui/Section'
import { ANGEL_PREVIEW, angels } from '../../data/angels'
import { JURY_PREVIEW, juryByPriority } from '../../data/jury'
import { spotlightCta } from './copy'
import { spotlightAngels, spotlightJury } from './copy-sections'

export function JurySection() {
  return (
    <Section id="jury" eyebrow={spotlightJury.eyebrow} title={spotlightJury.title} intro={spotlightJury.intro}>
      <PeopleGridBlock
        kind="jury"
        id="jury-liste"
        label={spotlightJury.listLabel}
        preview={JURY_PREVIEW}
        people={juryByPriority()}
      />
    </Section>
  )
}

export function AngelsSection() {
  const links = useLinks()
  const { spotlight: stage } = useTimeline()
  // /spotlight#angels (linked from the partner pages) lands where #pitch does: at the start of the section.
  return (
    <div id="angels">
      <Section
        id="pitch"
        tone="muted"
        eyebrow={spotlightAngels.eyebrow}
        title={spotlightAngels.title}
        intro={spotlightAngels.intro}
      >
        <PeopleGridBlock
          kind="angels"
          id="angels-liste"
          label={spotlightAngels.listLabel}
          preview={ANGEL_PREVIEW}
          people={angels}
          apply={spotlightCta(stage, links)}
        />
      </Section>
    </div>
  )
}

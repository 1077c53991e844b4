import { useLinks, useTimeline } from '../../components/PageContext'
import { PeopleGridBlock } from '../../components/spotlight/PeopleGridBlock'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { FigureStrip } from '../../components/ui/FigureStrip'
import { IconTextList } from '../../components/ui/IconTile'
import { NumberedList } from '../../components/ui/NumberedList'
import { Section } from '../../components/ui/Section'
import { JURY_PREVIEW, juryByPriority } from '../../data/jury'
import { editionWindow } from '../../data/timeline'
import { juryApply, juryBenefits, juryExpectations, juryIntro, juryProcess, juryTeam, juryWhy } from './copy'

/** What Spotlight is, with its key figures as one ruled strip beside the text. */
export function IntroSection() {
  const edition = editionWindow(useTimeline())
  return (
    <Section
      id="spotlight"
      layout="split"
      eyebrow={juryIntro.eyebrow}
      title={juryIntro.title}
      intro={juryIntro.intro[edition]}
    >
      <FigureStrip figures={juryIntro.figures} label="font-semibold text-ink-900" />
    </Section>
  )
}

/**
 * Why feedback counts, after the hero's drawing of the portal: the three points a feedback covers (the chips of that
 * drawing), who receives it, and one sample of what it reads like.
 */
export function FeedbackSection() {
  return (
    <Section copy={juryWhy} id="feedback" tone="ink" layout="split">
      <div className="flex flex-col gap-8">
        <NumberedList items={juryWhy.items} look="glass" className="flex flex-col gap-6" />
        <figure className="m-0 flex flex-col gap-3 rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          <figcaption className="text-sm font-semibold text-brand-200">{juryWhy.sample.label}</figcaption>
          <blockquote className="m-0 text-lg leading-relaxed text-white">{juryWhy.sample.quote}</blockquote>
        </figure>
      </div>
    </Section>
  )
}

export function JuryGridSection() {
  const edition = editionWindow(useTimeline())
  return (
    <Section id="jury" tone="muted" eyebrow={juryTeam.eyebrow} title={juryTeam.title} intro={juryTeam.intro[edition]}>
      <PeopleGridBlock
        kind="jury"
        id="jury-liste"
        label={juryTeam.listLabel}
        preview={JURY_PREVIEW}
        people={juryByPriority()}
        when="idle"
      />
    </Section>
  )
}

/**
 * What we expect: the one place of a juror's facts (the pitches, the scale, the hour, free and honorary, the
 * feedback) as a ruled list beside the heading, the application under it.
 */
export function ExpectationsSection() {
  const apply = juryApply(editionWindow(useTimeline()), useLinks(), juryExpectations.button.label)
  return (
    <Section copy={juryExpectations} id="erwartungen" layout="split">
      <IconTextList
        items={juryExpectations.items}
        look="plain"
        className="flex flex-col divide-y divide-ink-200 border-y border-ink-200 [&>li]:py-5"
      />
      {/* Under what it commits to (round 22: on phones it stood above the expectations it depends on). */}
      <ButtonLink href={apply.href} external={apply.external} icon="i-lucide-arrow-right" className="mt-6">
        {apply.label}
      </ButtonLink>
    </Section>
  )
}

/** The four steps with their dates on a line, and what a juror gets along the way under them. */
export function ProcessSection() {
  const process = juryProcess(editionWindow(useTimeline()))
  return (
    <Section id="ablauf" tone="muted" copy={process} align="left">
      <NumberedList
        items={process.steps}
        look="line"
        className="relative grid gap-8 sm:grid-cols-2 lg:grid-cols-4 before:absolute before:left-5 before:right-0 before:top-5 before:hidden before:h-px before:bg-ink-300 before:content-[''] lg:before:block"
        item="relative flex gap-4 lg:flex-col"
        ring="ring-ink-50"
        body="gap-1.5"
      />
      <div className="mt-14 flex flex-col gap-6 border-t border-ink-300 pt-10">
        <h3 className="h-card text-xl">{juryBenefits.title}</h3>
        <IconTextList items={juryBenefits.items} look="plain" className="grid gap-x-8 gap-y-6 lg:grid-cols-3" />
      </div>
    </Section>
  )
}

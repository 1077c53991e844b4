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
        dots={false}
      />
    </Section>
  )
}

/** The tile of the expectations and the benefits: one size for both lists of the pair. */
const pairTile = 'h-12 w-12 rounded-2xl text-2xl text-ink-800'
/** The page's body size for both lists (review 5 Nov: 14 px here beside 16 px steps and 19 px intros). */
const pairText = 'text-base leading-relaxed text-ink-700'

/**
 * What we expect and what a juror gets, as one pair under one heading (review 5 Nov: the benefits hung under the
 * steps like a footnote and the split heading left 250 px empty under its intro): on the left the juror's facts
 * (the pitches, the scale, the hour, free and honorary) with the application under them, on the right the benefits
 * in a grey card.
 */
export function ExpectationsSection() {
  const apply = juryApply(editionWindow(useTimeline()), useLinks(), juryExpectations.button.label)
  return (
    <Section copy={juryExpectations} id="erwartungen">
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col items-start">
          <IconTextList
            items={juryExpectations.items}
            look="plain"
            tile={`${pairTile} bg-ink-50 ring-1 ring-ink-200`}
            text={pairText}
            className="flex w-full flex-col divide-y divide-ink-200 border-y border-ink-200 [&>li]:gap-4 [&>li]:py-5"
          />
          {/* Under what it commits to (round 22: on phones it stood above the expectations it depends on). */}
          <ButtonLink href={apply.href} external={apply.external} icon="i-lucide-arrow-right" className="mt-8">
            {apply.label}
          </ButtonLink>
        </div>
        <div
          className="flex flex-col gap-6 self-start rounded-4xl bg-ink-50 p-6 ring-1 ring-ink-200 sm:p-8"
          data-jury-benefits
        >
          <h3 className="h-card text-xl">{juryBenefits.title}</h3>
          <IconTextList
            items={juryBenefits.items}
            look="plain"
            tile={`${pairTile} bg-white ring-1 ring-ink-200`}
            text={pairText}
            className="flex flex-col gap-6 [&>li]:gap-4"
          />
        </div>
      </div>
    </Section>
  )
}

/** The four steps with their dates on a line, in a white band of their own between the grey jury and the closing. */
export function ProcessSection() {
  const process = juryProcess(editionWindow(useTimeline()))
  return (
    <Section id="ablauf" copy={process} align="left">
      <NumberedList
        items={process.steps}
        look="line"
        className="relative grid gap-8 sm:grid-cols-2 lg:grid-cols-4 before:absolute before:left-5 before:right-0 before:top-5 before:hidden before:h-px before:bg-ink-300 before:content-[''] lg:before:block"
        item="relative flex gap-4 lg:flex-col"
        ring="ring-white"
        body="gap-1.5"
      />
    </Section>
  )
}

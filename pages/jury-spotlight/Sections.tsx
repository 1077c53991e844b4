import { useLinks, useTimeline } from '../../components/PageContext'
import { PeopleGridBlock } from '../../components/spotlight/PeopleGridBlock'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { FigureStrip } from '../../components/ui/FigureStrip'
import { IconTextList } from '../../components/ui/IconTile'
import { LazyImage } from '../../components/ui/LazyImage'
import { NumberedList } from '../../components/ui/NumberedList'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { JURY_PREVIEW, juryByPriority } from '../../data/jury'
import { editionWindow } from '../../data/timeline'
import {
  juryApply,
  juryBenefits,
  juryExpectations,
  juryIntro,
  juryProcess,
  juryRating,
  juryTeam,
  juryWhy,
} from './copy'
import { RatingScale } from './RatingScale'

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
 * The page's signature: what a juror sees – one pitch of the thirty, the scale from 1 to 10 and the feedback –
 * beside the three questions that make feedback useful.
 */
export function RatingSection() {
  const { mock } = juryRating
  return (
    <Section
      copy={juryWhy}
      id="bewertung"
      tone="ink"
      layout="split"
      headingExtra={<NumberedList items={juryWhy.items} look="compact" className="mt-4 flex flex-col gap-5" />}
    >
      <figure className="m-0 mx-auto flex w-full max-w-xl flex-col overflow-hidden rounded-4xl bg-white text-ink-900 shadow-lift ring-1 ring-white/20">
        <figcaption className="sr-only">{mock.caption}</figcaption>
        <div className="flex items-center justify-between gap-3 border-b border-ink-200 px-5 py-3.5" aria-hidden="true">
          <span className="flex items-center gap-2 text-sm font-bold">
            <span className="i-lucide-gavel text-brand-700" />
            {mock.portal}
          </span>
          <span className="text-sm font-semibold tabular-nums text-ink-700">{mock.progress}</span>
        </div>
        <span className="block h-1 bg-ink-100" aria-hidden="true">
          <span
            className="block h-1 bg-mint-500"
            style={{ width: `${Math.round((mock.current / mock.total) * 100)}%` }}
          />
        </span>
        <div className="flex flex-col gap-5 p-5 sm:p-6" aria-hidden="true">
          <div className="relative flex aspect-video items-end overflow-hidden rounded-2xl bg-gradient-ink p-4 text-white">
            {/* The vertical pitch as a portal shows it: upright in the middle of the landscape frame. */}
            <LazyImage
              src={mock.poster}
              srcSet={mock.posterSrcSet}
              sizes="(min-width: 640px) 170px, 100px"
              alt=""
              width={360}
              height={640}
              className="absolute inset-y-0 left-1/2 h-full w-auto -translate-x-1/2"
            />
            {/* The name and the length stand on a dark foot, readable over the light poster. */}
            <span className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-ink-950 via-ink-950/85 to-transparent" />
            <span className="relative flex w-full items-end justify-between gap-3">
              <TextStack top={mock.startup} bottom={mock.sector} look="still" />
              <span className="flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-bold tabular-nums text-ink-900">
                <span className="i-lucide-play" />
                {mock.duration}
              </span>
            </span>
          </div>
          <RatingScale label={mock.scoreLabel} scale={mock.scaleNote} score={mock.score} max={mock.scaleMax} />
          <div className="flex flex-col gap-2 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200">
            <span className="flex items-center justify-between gap-3 text-sm font-semibold">
              <span>{mock.feedbackLabel}</span>
              <span className="flex items-center gap-1 text-ink-700">
                <span className="i-lucide-mic" />
                {mock.voice}
              </span>
            </span>
            <p className="text-sm leading-relaxed text-ink-800">{mock.feedback}</p>
          </div>
        </div>
      </figure>
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
 * feedback) as a ruled list beside the heading and the application.
 */
export function ExpectationsSection() {
  const apply = juryApply(editionWindow(useTimeline()), useLinks(), juryExpectations.button.label)
  return (
    <Section
      copy={juryExpectations}
      id="erwartungen"
      layout="split"
      headingExtra={
        <ButtonLink href={apply.href} external={apply.external} icon="i-lucide-arrow-right" className="mt-4 self-start">
          {apply.label}
        </ButtonLink>
      }
    >
      <IconTextList
        items={juryExpectations.items}
        look="plain"
        className="flex flex-col divide-y divide-ink-200 border-y border-ink-200 [&>li]:py-5"
      />
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
        <IconTextList
          items={juryBenefits.items}
          look="plain"
          className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4"
        />
      </div>
    </Section>
  )
}

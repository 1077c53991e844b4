import { useLinks, useTimeline } from '../../components/PageContext'
import { FigureCard } from '../../components/spotlight/FigureCard'
import { PeopleGridBlock } from '../../components/spotlight/PeopleGridBlock'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { FeatureGrid } from '../../components/ui/FeatureCard'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { JURY_PREVIEW, juryByPriority } from '../../data/jury'
import { editionWindow } from '../../data/timeline'
import { juryApply, juryBenefits, juryExpectations, juryIntro, juryProcess, juryTeam, juryWhy } from './copy'

export function IntroSection() {
  const edition = editionWindow(useTimeline())
  return (
    <Section id="spotlight" eyebrow={juryIntro.eyebrow} title={juryIntro.title} intro={juryIntro.intro[edition]}>
      <dl className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {juryIntro.figures.map((figure) => (
          <FigureCard key={figure.label} figure={figure} compact />
        ))}
      </dl>
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

export function ExpectationsSection() {
  const { summary } = juryExpectations
  const apply = juryApply(editionWindow(useTimeline()), useLinks(), summary.button.label)
  return (
    <Section
      id="erwartungen"
      eyebrow={juryExpectations.eyebrow}
      title={juryExpectations.title}
      intro={juryExpectations.intro}
    >
      <FeatureGrid items={juryExpectations.items} columns="gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <div className="flex h-full flex-col gap-5 rounded-3xl bg-gradient-brand p-6 text-white shadow-brand sm:p-8">
            <h3 className="text-lg font-semibold text-white">{summary.title}</h3>
            <ul className="flex flex-col gap-2">
              {summary.items.map((item) => (
                <li key={item} className="flex items-center gap-2 text-lg font-bold">
                  <span className="i-lucide-check text-xl" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <ButtonLink
              href={apply.href}
              external={apply.external}
              variant="light"
              icon="i-lucide-arrow-right"
              className="mt-auto self-start"
            >
              {apply.label}
            </ButtonLink>
          </div>
        </li>
      </FeatureGrid>
    </Section>
  )
}

export function BenefitsSection() {
  return (
    <Section id="vorteile" tone="ink" eyebrow={juryBenefits.eyebrow} title={juryBenefits.title}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {juryBenefits.items.map((item) => (
          <li key={item.title} className="flex flex-col gap-4 rounded-3xl bg-white/5 p-6 ring-1 ring-white/10">
            <IconTile icon={item.icon} className="h-12 w-12 rounded-2xl bg-gradient-brand text-2xl text-white" />
            <h3 className="text-lg font-semibold text-white">{item.title}</h3>
            <p className="leading-relaxed text-ink-100">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function WhySection() {
  return (
    <Section id="feedback" tone="muted" eyebrow={juryWhy.eyebrow} title={juryWhy.title} intro={juryWhy.intro}>
      <FeatureGrid items={juryWhy.items} columns="gap-5 md:grid-cols-3" ordered />
    </Section>
  )
}

export function ProcessSection() {
  const process = juryProcess(editionWindow(useTimeline()))
  return (
    <Section id="ablauf" eyebrow={process.eyebrow} title={process.title}>
      <Steps steps={process.steps} />
    </Section>
  )
}

import { IconTile } from '../../components/ui/IconTile'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { assessmentLayers, sampleReport } from './copy'

const widths = ['w-[82%]', 'w-[74%]', 'w-[68%]', 'w-[57%]', 'w-[79%]'] as const

export function LayersSection() {
  return (
    <Section
      id="assessment"
      eyebrow={assessmentLayers.eyebrow}
      title={assessmentLayers.title}
      intro={assessmentLayers.intro}
    >
      <div className="grid items-start gap-10 lg:grid-cols-[1.25fr_1fr]">
        <ol className="flex flex-col gap-4">
          {assessmentLayers.layers.map((layer, index) => (
            <li
              key={layer.title}
              className="flex items-start gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:gap-5 sm:p-6"
              {...revealProps(0)}
            >
              <IconTile icon={layer.icon} className="h-12 w-12 rounded-2xl bg-gradient-brand text-2xl text-white" />
              <div className="flex flex-col gap-1">
                <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Ebene {index + 1}</p>
                <h3 className="h-card">{layer.title}</h3>
                <p className="prose">{layer.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <figure className="m-0 flex flex-col gap-6 rounded-4xl bg-gradient-ink p-6 text-white shadow-lift sm:p-8 lg:sticky lg:top-24">
          <figcaption className="flex flex-col gap-1">
            <span className="eyebrow text-brand-200">{sampleReport.title}</span>
            <span className="text-lg font-semibold text-white">{sampleReport.company}</span>
          </figcaption>
          <ul className="flex flex-col gap-4">
            {assessmentLayers.layers.map((layer, index) => (
              <li key={layer.title} className="flex flex-col gap-2">
                <span className="flex justify-between gap-4 text-sm text-ink-100">
                  <span>{layer.title}</span>
                  <span className="font-semibold tabular-nums text-white">{sampleReport.scores[index]}/100</span>
                </span>
                <span className="block h-2 w-full rounded-full bg-white/15" aria-hidden="true">
                  <span className={`block h-2 rounded-full bg-gradient-brand ${widths[index]}`} />
                </span>
              </li>
            ))}
          </ul>
          <p className="flex items-start gap-3 rounded-2xl bg-white/5 p-4 text-sm text-ink-100 ring-1 ring-white/10">
            <span className="i-lucide-lightbulb shrink-0 text-xl text-mint-200" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-white">{sampleReport.overall}</span>
              {sampleReport.advice}
            </span>
          </p>
        </figure>
      </div>
    </Section>
  )
}

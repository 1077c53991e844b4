import { CheckList } from '../../components/ui/CheckList'
import { FeatureGrid } from '../../components/ui/FeatureCard'
import { IconHeading, IconLabel } from '../../components/ui/IconHeading'
import { Section } from '../../components/ui/Section'
import { videoTipsIntro as copy, videoChecklist, videoMistakes, videoSpecs, videoTips } from './copy'

/** Anchor #tipps: the technical requirements of a vertical video, six practical tips, a checklist and what to avoid. */
export function TipsSection() {
  return (
    <Section id="tipps" copy={copy}>
      <div className="flex flex-col gap-14 sm:gap-20">
        <div className="flex flex-col gap-6">
          <h3 className="h-card text-xl">{copy.specsTitle}</h3>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {videoSpecs.map((spec) => (
              <div
                key={spec.label}
                className="flex flex-col gap-2 rounded-3xl bg-ink-50 p-4 ring-1 ring-ink-200 sm:p-6"
              >
                <IconLabel as="dt" icon={`${spec.icon} text-lg text-brand-700`} className="text-ink-600">
                  {spec.label}
                </IconLabel>
                <dd className="flex flex-col gap-1">
                  <span className="text-xl font-extrabold tracking-tight text-ink-900 sm:text-2xl">{spec.value}</span>
                  <span className="text-sm text-ink-600">{spec.text}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col gap-6">
          <h3 className="h-card text-xl">{copy.tipsTitle}</h3>
          <FeatureGrid items={videoTips} columns="gap-6 sm:grid-cols-2 lg:grid-cols-3" stagger={false} />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="card flex flex-col gap-5">
            <IconHeading icon="i-lucide-list-checks text-brand-700">{copy.checklistTitle}</IconHeading>
            <CheckList items={videoChecklist} />
          </div>
          <div className="card-muted flex flex-col gap-5">
            <IconHeading icon="i-lucide-circle-alert text-brand-700">{copy.mistakesTitle}</IconHeading>
            <CheckList items={videoMistakes} tone="avoid" />
          </div>
        </div>
      </div>
    </Section>
  )
}

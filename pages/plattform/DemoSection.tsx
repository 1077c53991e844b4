import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { Section } from '../../components/ui/Section'
import { plattformDemo } from './copy'

export function DemoSection() {
  return (
    <Section id="demo-section">
      <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,380px)_1fr] lg:gap-20">
        <div className="flex flex-col gap-5 lg:order-2">
          <p className="eyebrow">{plattformDemo.eyebrow}</p>
          <h2 className="h-section">{plattformDemo.title}</h2>
          <p className="lead">{plattformDemo.intro}</p>
          <p className="flex items-start gap-3 rounded-2xl bg-white p-4 text-sm font-medium text-ink-700 shadow-soft ring-1 ring-ink-100">
            <span className="i-lucide-hand text-xl text-brand-700" aria-hidden="true" />
            {plattformDemo.hint}
          </p>
        </div>
        <DemoCardBlock variant="plattform" />
      </div>
    </Section>
  )
}

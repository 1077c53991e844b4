import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { Section } from '../../components/ui/Section'
import { earlyAccessDemo } from './copy'

export function DemoSection() {
  return (
    <Section id="demo" tone="muted">
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_minmax(0,380px)] lg:gap-20">
        <div className="flex flex-col gap-5">
          <p className="eyebrow">{earlyAccessDemo.eyebrow}</p>
          <h2 id="demo-titel" className="h-section">
            {earlyAccessDemo.title}
          </h2>
          <p className="lead">{earlyAccessDemo.intro}</p>
          <ul className="mt-2 grid gap-4 sm:grid-cols-2">
            {earlyAccessDemo.points.map((point) => (
              <li
                key={point.text}
                className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-soft ring-1 ring-ink-100"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-xl text-brand-700">
                  <span className={point.icon} aria-hidden="true" />
                </span>
                <span className="text-sm font-medium leading-snug text-ink-800">{point.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <DemoCardBlock />
      </div>
    </Section>
  )
}

import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { demo } from './copy'

export function DemoSection() {
  return (
    <Section id="demo" tone="muted" eyebrow={demo.eyebrow} title={demo.title} intro={demo.intro}>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="w-full">
          <DemoCardBlock />
        </div>
        <ol className="flex flex-col gap-4">
          {demo.points.map((point, index) => (
            <li key={point.title} className="card flex items-start gap-4 !p-5 sm:!p-6" {...revealProps(index)}>
              <span className="icon-tile shrink-0">
                <span className={point.icon} aria-hidden="true" />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="h-card">{point.title}</h3>
                <p className="prose">{point.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}

import { useTimeline } from '../../components/PageContext'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { aiMatching, matchingSpeed as speed } from './copy'

export function MatchingSection() {
  const { launch } = useTimeline()
  return (
    <Section id="about" eyebrow={aiMatching.eyebrow} title={aiMatching.title[launch]} intro={aiMatching.intro}>
      <div className="grid items-stretch gap-6 lg:grid-cols-[1.4fr_1fr]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {aiMatching.criteria.map((item) => (
            <li key={item.title} className="card-muted flex items-start gap-4 sm:flex-col sm:gap-3">
              <IconTile icon={item.icon} className="icon-tile bg-white" />
              <div className="flex flex-col gap-1 sm:gap-3">
                <h3 className="h-card">{item.title}</h3>
                <p className="prose">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="flex flex-col justify-center gap-8 rounded-4xl bg-gradient-ink p-8 text-white shadow-lift">
          <div className="flex flex-col gap-2">
            <p className="eyebrow text-brand-200">{speed.eyebrow[launch]}</p>
            <p className="text-6xl font-extrabold tracking-tight sm:text-7xl">
              {speed.value}
              <span className="text-4xl sm:text-5xl">&nbsp;%</span>
            </p>
            <p className="text-lg text-ink-100">{speed.label}</p>
          </div>
          <div className="flex flex-col gap-4 border-t border-white/10 pt-6">
            <p className="text-sm font-semibold text-white">{speed.barsTitle}</p>
            <div className="flex flex-col gap-2">
              <p className="flex justify-between text-sm text-ink-100">
                <span>{speed.classic.label}</span>
                <span>{speed.classic.value}</span>
              </p>
              <span className="block h-3 w-full rounded-full bg-white/25" aria-hidden="true" />
            </div>
            <div className="flex flex-col gap-2">
              <p className="flex justify-between text-sm text-ink-100">
                <span>{speed.matched.label[launch]}</span>
                <span>{speed.matched.value}</span>
              </p>
              <span
                className="block h-3 rounded-full bg-gradient-brand"
                style={{ width: speed.matched.width }}
                aria-hidden="true"
              />
            </div>
          </div>
        </div>
      </div>
    </Section>
  )
}

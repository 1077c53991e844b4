import { useTimeline } from '../../components/PageContext'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { aiMatching, matchingSpeed as speed } from './copy'

export function MatchingSection() {
  const { launch } = useTimeline()
  return (
    <Section id="about" eyebrow={aiMatching.eyebrow} title={aiMatching.title[launch]} intro={aiMatching.intro}>
      <div className="grid items-stretch gap-6 lg:grid-cols-[1.4fr_1fr]">
        {/* On phones a ruled list (round 25: four cards stacked into 560 px), from 640 px two by two cards. */}
        <ul className="grid divide-y divide-ink-200 border-y border-ink-200 sm:grid-cols-2 sm:gap-4 sm:divide-y-0 sm:border-0">
          {aiMatching.criteria.map((item) => (
            <li
              key={item.title}
              className="flex items-start gap-4 py-4 sm:flex-col sm:gap-3 sm:rounded-3xl sm:bg-ink-50 sm:p-8 sm:ring-1 sm:ring-ink-200"
            >
              <IconTile
                icon={item.icon}
                className="h-10 w-10 rounded-xl bg-brand-50 text-xl text-brand-700 sm:h-12 sm:w-12 sm:rounded-2xl sm:bg-white sm:text-2xl"
              />
              <div className="flex flex-col gap-0.5 sm:gap-3">
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

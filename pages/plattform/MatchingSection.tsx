import { useTimeline } from '../../components/PageContext'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { aiMatching, matchingSpeed as speed } from './copy'

/**
 * The four criteria as ruled rows beside the speed-up: icon tile, title and text like the demo's list further down,
 * no cards (review 7.3: grey cards with pink tiles beside a dark gradient panel were two more patterns on the page).
 * The figure stands on a grey panel in ink, bold and tabular, like every figure on the page.
 */
export function MatchingSection() {
  const { launch } = useTimeline()
  return (
    <Section id="about" eyebrow={aiMatching.eyebrow} title={aiMatching.title[launch]} intro={aiMatching.intro}>
      {/* From 1024 px the ruled rows and the panel start on one line (review 30c: the grid centred against the panel
          stood 60 px below its top), each sized to its content (review 31: the rows stretched to the panel's height
          stood 80 px blank above each rule). */}
      <div className="grid items-start gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-12">
        <ul className="grid border-t border-ink-200 sm:grid-cols-2 sm:gap-x-10" data-matching-criteria>
          {aiMatching.criteria.map((item) => (
            <li key={item.title} className="flex items-start gap-4 border-b border-ink-200 py-4 sm:py-6">
              <IconTile icon={item.icon} className="icon-tile" />
              <div className="flex flex-col gap-0.5 sm:gap-1">
                <h3 className="h-card">{item.title}</h3>
                <p className="prose">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-8 rounded-3xl bg-ink-50 p-6 sm:p-8 lg:gap-6" data-matching-speed>
          <div className="flex flex-col gap-2 lg:grid lg:grid-cols-[auto_minmax(0,1fr)] lg:items-end lg:gap-x-5">
            <p className="eyebrow lg:col-span-2">{speed.eyebrow[launch]}</p>
            {/* Number and unit one figure, one size, on one baseline (review 29: a small „%“ stood off the line). */}
            <p className="text-6xl font-bold tabular-nums tracking-tight text-ink-900 sm:text-7xl">
              {`${speed.value}\u00a0%`}
            </p>
            <p className="lead lg:pb-2">{speed.label}</p>
          </div>
          <div className="flex flex-col gap-4 border-t border-ink-200 pt-6">
            <p className="text-sm font-semibold text-ink-900">{speed.barsTitle}</p>
            <div className="flex flex-col gap-2">
              {/* The bars' lengths only, no months (fix review 31: „4–6 Monate“ stood here and again as the first
                  figure of „Das Problem“ right below; the spec claims the 70 % here, the months there). */}
              <p className="text-sm text-ink-700">{speed.classic.label}</p>
              {/* A full bar in a muted data colour, the matched one in ink (review 30: light grey read as an empty
                  progress bar). */}
              <span className="block h-3 w-full rounded-full bg-violet-200" aria-hidden="true" data-bar="classic" />
            </div>
            <div className="flex flex-col gap-2">
              <p className="text-sm text-ink-700">{speed.matched.label[launch]}</p>
              <span
                className="block h-3 rounded-full bg-ink-900"
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

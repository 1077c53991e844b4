import { earlyAccessFeatures } from './copy'

/**
 * The spec's six features as one row of chips under the benefits (wrapping on a phone): an icon and a name each.
 * Round 24: a grid of six described cards, a screen long on a phone, said again what the demo and the benefits had
 * said. Review of 5 Nov: six wide cells holding a word or two each read as filler; the data has no line to add, so
 * the names stand as what they are, a summary. Session 28: on a phone two to a row (wrapped, most stood alone on a
 * line, a column of six); the icons in ink, magenta being for what can be tapped. Review 29b: boxed chips looked
 * clickable (tiles at 390 px): a plain list of icon and label, no box, no ring. Review 30: wrapped at 1280 px, five
 * on a line and one alone: an even grid, 3×2 from 640 px, each icon on its label's first line. Review 30c: the grid
 * stopped at three quarters of the container (spread over its width now), and two to a row on a phone wrapped the
 * labels unevenly (one column there). Review 31: a compact strip between two hairlines, the six in one row from
 * 1024 px, tighter rows on a phone.
 */
export function FeatureRow() {
  return (
    <div id="funktionen" className="flex flex-col gap-4 border-y border-ink-200 py-6">
      <h3 className="eyebrow">{earlyAccessFeatures.title}</h3>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-2.5 sm:grid-cols-3 sm:gap-y-4 lg:grid-cols-6" data-feature-chips>
        {earlyAccessFeatures.items.map((item) => (
          <li key={item.title} className="flex items-start gap-2.5 text-[0.9375rem] font-medium leading-6 text-ink-800">
            <span className={`${item.icon} mt-0.5 shrink-0 text-xl text-ink-500`} aria-hidden="true" />
            {item.title}
          </li>
        ))}
      </ul>
    </div>
  )
}

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
 * 1024 px, tighter rows on a phone. Review 31b: in six columns three labels broke onto two lines and three did not:
 * a 3×2 grid from 1024 px (2×3 between 640 and 1024 px), each name on one line beside its icon in the neutral tile
 * (`icon-tile`); on a phone two columns, the tile above its name (13 px there, so „Deal-Tracking & Analytics“ fits a half's width on one line).
 */
export function FeatureRow() {
  return (
    <div id="funktionen" className="flex flex-col gap-5 border-y border-ink-200 py-6 sm:py-8">
      <h3 className="eyebrow">{earlyAccessFeatures.title}</h3>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-6 lg:grid-cols-3" data-feature-chips>
        {earlyAccessFeatures.items.map((item) => (
          <li
            key={item.title}
            className="flex min-w-0 flex-col items-start gap-2 whitespace-nowrap text-[0.8125rem] font-medium leading-5 tracking-tight text-ink-800 sm:flex-row sm:tracking-normal sm:items-center sm:gap-3.5 sm:text-base"
          >
            <span className="icon-tile" aria-hidden="true">
              <span className={item.icon} />
            </span>
            {item.title}
          </li>
        ))}
      </ul>
    </div>
  )
}

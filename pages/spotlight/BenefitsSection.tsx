import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { ShowMore } from '../../components/ui/ShowMore'
import { editionWindow } from '../../data/timeline'
import { spotlightBenefits as benefits, spotlightBenefitsClosed } from './copy-sections'

/** How many benefits a phone shows before "Alle anzeigen" (a stacked list, no carousel). */
const PHONE_PREVIEW = 3

/**
 * The benefits as a ruled list beside their heading and value (review round 28: every section of the page was a grid
 * of white cards): hairline rows with a bare icon, the title and its text; the value one plain figure, first on every
 * width.
 */
export function BenefitsSection() {
  const edition = editionWindow(useTimeline())
  const heading = edition === 'open' ? benefits : spotlightBenefitsClosed[edition]
  return (
    // The value under the heading in its sticky column from 1024 px (session 30 review: as a column of its own it ended
    // after 120 px beside a 550 px list); on phones it follows the intro, before the list.
    <Section
      id="benefits"
      tone="muted"
      eyebrow={benefits.eyebrow}
      title={heading.title}
      intro={heading.intro}
      layout="split"
      headingExtra={
        <p className="mt-4 flex flex-col gap-2 border-t-2 border-ink-900 pt-5" data-benefits-value>
          <span className="text-4xl font-extrabold tabular-nums tracking-tight text-ink-900 sm:text-5xl">
            {benefits.value.amount}
          </span>
          <span className="text-lg leading-snug text-ink-700">{benefits.value.label}</span>
        </p>
      }
    >
      <div className="flex flex-col gap-6">
        <ul className="more-list flex flex-col border-t border-ink-300" aria-label={benefits.listLabel}>
          {benefits.items.map((item, index) => (
            <li
              key={item.title}
              className={`border-b border-ink-200 py-5 ${index >= PHONE_PREVIEW ? 'more-item' : ''}`}
              data-benefit
            >
              <div className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-4 gap-y-1 sm:grid-cols-[1.25rem_minmax(0,15rem)_minmax(0,1fr)] sm:gap-x-6 lg:grid-cols-[1.25rem_minmax(0,11rem)_minmax(0,1fr)]">
                <span className={`${item.icon} mt-1 text-xl text-ink-700`} aria-hidden="true" />
                <h3 className="text-lg font-semibold leading-snug text-ink-900">{item.title}</h3>
                <p className="prose col-start-2 sm:col-start-3 sm:row-start-1">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <ShowMore label={benefits.more(benefits.items.length)} data-benefits-more="" />
      </div>
    </Section>
  )
}

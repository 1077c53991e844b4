import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { signUpTarget } from '../../data/links'
import { pageSplit } from './columns'
import { aboutEarlyAccess, aboutSolution, aboutStages } from './copy'

/**
 * The two stage badges in the demo card's styles (session 31 review: two filled pills of unlike weight): Say Hello the
 * tinted green, Fundraising the pink gradient, as the spec colours a badge that names fundraising.
 */
const stageBadge = { hello: 'badge-green', funding: 'badge-fundraising' } as const

/**
 * The three features in one row under the heading from 1024 px (session 30 fix round: one under the other in the
 * right column of a split, they left a ~430 px void beside them under the heading).
 */
const columns = 'grid gap-6 sm:gap-8 lg:grid-cols-3'

/**
 * What the team built, as one compact strip after the company's story: the three parts of the solution in one row,
 * the two stages under a hairline (their heading above them, one stage after the other), and the early-access call as one slim white row with one button. A padded card with its own columns beside
 * the features, two unlike badges and a two-line call read as a second landing page (session 28 review round 2).
 * The offer's figures are in the hero's way; /plattform and /startups carry the details.
 */
export function OfferSection() {
  const { launch } = useTimeline()
  const links = useLinks()
  const invitation = aboutEarlyAccess[launch]
  return (
    // One compact band (session 30 review: solution, stages and call read as a repeat of the product pages). From
    // 1024 px the heading and its intro over the full width, the three features in a row, then the stages
    // side by side in the page split's first column and the launch call in its second (session 30 fix round: the
    // heading in a split column of its own ended ~330 px into a ~750 px section).
    <Section id="solution" tone="muted" copy={aboutSolution}>
      <ul className={columns}>
        {aboutSolution.items.map((item) => (
          <li key={item.title} className="flex flex-col gap-1">
            <span className="flex items-center gap-3 font-semibold text-ink-900">
              <span className={`${item.icon} text-xl text-ink-700`} aria-hidden="true" />
              {item.title}
            </span>
            {/* Indented by the icon's 24 px and the 12 px gap, so title and text share one left edge (session 31 fix round:
                the text started 4 px left of the title). */}
            <span className="prose pl-9 sm:text-pretty">{item.text}</span>
          </li>
        ))}
      </ul>
      {/* The two stages under their heading (session 30 review: the heading in the first column beside two stages read
          as a third plan), side by side from 640 px, the note under them; no arrow between them (session 31 review: it
          drew an upgrade path where the founders choose the stage). The call beside them top-aligned with them, as tall as
          its text and button (session 31 fix round: stretched to their height, its button floated ~45 px under its text). */}
      <div className={`mt-10 grid items-start gap-10 border-t border-ink-200 pt-8 ${pageSplit}`}>
        <div id="phasen">
          <h3 className="h-card sm:text-pretty">{aboutStages.title}</h3>
          <ol className="mt-5 grid gap-5 sm:grid-cols-2 sm:gap-x-10">
            {aboutStages.stages.map((stage) => (
              <li key={stage.id} className="flex flex-col items-start gap-2">
                <span className="flex flex-wrap items-center gap-3">
                  <span className={stageBadge[stage.id]}>{stage.name}</span>
                  <span className="text-2xl font-bold tabular-nums tracking-tight text-ink-900">{stage.price}</span>
                </span>
                <span className="text-ink-600 sm:text-pretty">{stage.priceNote}</span>
              </li>
            ))}
          </ol>
          <p className="mt-5 flex items-start gap-2 text-ink-700 sm:text-pretty">
            <span className="i-lucide-badge-check mt-0.5 shrink-0 text-xl text-ink-700" aria-hidden="true" />
            {aboutSolution.note}
          </p>
        </div>
        {/* The launch call: one slim row with one button (from 1024 px beside the stages, its two sentences and the
          button one under the other: beside the button they broke into four lines), the button right under the text. */}
        <div
          id="cta"
          className="card flex flex-col gap-4 py-5 sm:flex-row sm:items-center sm:justify-between sm:py-4 lg:flex-col lg:items-start lg:justify-start lg:gap-5 lg:py-6"
        >
          <p className="flex flex-col gap-1 text-ink-700">
            <span className="font-bold text-ink-900">{invitation.title}</span>
            <span>{invitation.text}</span>
          </p>
          <ButtonLink {...signUpTarget(links, launch)} icon="i-lucide-arrow-right" className="shrink-0">
            {invitation.primary}
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}

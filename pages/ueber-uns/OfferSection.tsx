import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { signUpTarget } from '../../data/links'
import { aboutEarlyAccess, aboutSolution, aboutStages } from './copy'
import { PageSectionHeading } from './PageSectionHeading'

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
 * then the two stages and the one early-access call together in one card (session 32 review: the stages under a
 * hairline and the call as a card of its own read as the home page pasted in).
 * The offer's figures are in the hero's way; /plattform and /startups carry the details.
 */
export function OfferSection() {
  const { launch } = useTimeline()
  const links = useLinks()
  const invitation = aboutEarlyAccess[launch]
  return (
    // One compact band (session 30 review: solution, stages and call read as a repeat of the product pages): the
    // heading and its intro over the full width, the three features in a row, then the one card.
    <Section id="solution" tone="muted" labelledBy="solution-titel">
      <PageSectionHeading id="solution-titel" copy={aboutSolution} />
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
      {/* The stages and the launch call as one card (session 32 review: stages, note and a second card beside them read
          as the home page pasted in): from 1024 px the stages in the card's first two thirds, each its badge over its
          price, so the two prices stand on one baseline, the note under them; the one early-access call in the last
          third behind a hairline (on phones under one), centred on the stages' height (session 32 fix round: top-aligned it
          left ~130 px empty under its button at 1280). No arrow between the stages (session 31 review: it drew an
          upgrade path where the founders choose the stage). */}
      <div className="card mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-0">
        <div id="phasen" className="lg:pr-10">
          <h3 className="h-card sm:text-pretty">{aboutStages.title}</h3>
          <ol className="mt-5 grid gap-6 sm:grid-cols-2 sm:gap-x-10">
            {aboutStages.stages.map((stage) => (
              <li key={stage.id} className="flex flex-col items-start gap-2">
                <span className={stageBadge[stage.id]}>{stage.name}</span>
                <span className="mt-1 text-3xl font-bold tabular-nums tracking-tight text-ink-900">{stage.price}</span>
                <span className="text-ink-600 sm:text-pretty">{stage.priceNote}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 flex items-start gap-2 text-ink-700 sm:text-pretty">
            <span className="i-lucide-badge-check mt-0.5 shrink-0 text-xl text-ink-700" aria-hidden="true" />
            {aboutSolution.note}
          </p>
        </div>
        <div
          id="cta"
          className="flex flex-col items-start gap-5 border-t border-ink-200 pt-6 lg:justify-center lg:border-l lg:border-t-0 lg:pl-10 lg:pt-0"
        >
          <p className="flex flex-col gap-1 text-ink-700">
            <span className="font-bold text-ink-900">{invitation.title}</span>
            <span>{invitation.text}</span>
          </p>
          <ButtonLink {...signUpTarget(links, launch)} icon="i-lucide-arrow-right">
            {invitation.primary}
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}

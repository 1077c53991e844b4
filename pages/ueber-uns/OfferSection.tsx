import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { SplitHeading } from '../../components/ui/SplitHeading'
import { signUpTarget } from '../../data/links'
import { aboutEarlyAccess, aboutSolution, aboutStages } from './copy'

const stageBadge = { hello: 'badge-green', funding: 'badge-fundraising' } as const

/**
 * What the team built, as one compact strip after the company's story: the three parts of the solution in one row,
 * then one white surface with the two stages as one line and the early-access call under a hairline, with one button
 * (a price card with a dark launch panel beside it made the about page read as a product page, review 5 Nov). The offer's
 * figures are in the hero's way; /plattform and /startups carry the details.
 */
export function OfferSection() {
  const { launch } = useTimeline()
  const links = useLinks()
  const invitation = aboutEarlyAccess[launch]
  return (
    <Section id="solution" tone="muted" labelledBy="solution-titel">
      <SplitHeading id="solution-titel" copy={aboutSolution} />
      {/* The three parts as plain lines with bare ink icons at the page's 16 px (pink tiles and small text repeated
          the values' icon grid, session 28 review). */}
      <ul className="grid gap-x-10 gap-y-6 md:grid-cols-3">
        {aboutSolution.items.map((item) => (
          <li key={item.title} className="flex flex-col gap-2">
            <span className="flex items-center gap-3 font-semibold text-ink-900">
              <span className={`${item.icon} text-xl text-ink-700`} aria-hidden="true" />
              {item.title}
            </span>
            <span className="prose">{item.text}</span>
          </li>
        ))}
      </ul>
      {/* The stages and the launch call on one white surface, parted by a hairline (a ruled row above a boxed bar
          read as a card inside the section's card, session 28 review). */}
      <div className="card mt-10 sm:mt-12">
        <div id="phasen" className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-16 lg:gap-y-3">
          <h3 className="h-card">{aboutStages.title}</h3>
          {/* Both stages alike: badge, price, note, top-aligned. */}
          <ul className="grid gap-5 sm:grid-cols-2 sm:gap-8 lg:row-span-2">
            {aboutStages.stages.map((stage) => (
              <li key={stage.id} className="flex flex-col items-start gap-2">
                <span className="flex flex-wrap items-center gap-3">
                  <span className={`${stageBadge[stage.id]} text-sm`}>{stage.name}</span>
                  <span className="text-2xl font-bold tabular-nums tracking-tight text-ink-900">{stage.price}</span>
                </span>
                <span className="text-ink-600">{stage.priceNote}</span>
              </li>
            ))}
          </ul>
          <p className="flex items-start gap-2 text-ink-700 lg:col-start-1 lg:row-start-2">
            <span className="i-lucide-badge-check mt-0.5 shrink-0 text-xl text-ink-700" aria-hidden="true" />
            {aboutSolution.note}
          </p>
        </div>
        <div
          id="cta"
          className="mt-8 flex flex-col gap-5 border-t border-ink-200 pt-8 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex flex-col gap-1">
            <span className="text-lg font-bold text-ink-900">{invitation.title}</span>
            <span className="text-ink-700">{invitation.text}</span>
          </p>
          <ButtonLink {...signUpTarget(links, launch)} icon="i-lucide-arrow-right" className="shrink-0">
            {invitation.primary}
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}

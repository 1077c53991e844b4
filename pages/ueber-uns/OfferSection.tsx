import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { signUpTarget } from '../../data/links'
import { aboutEarlyAccess, aboutSolution, aboutStages } from './copy'

/**
 * The two stage badges alike: one size, both filled (a pale mint pill beside the gradient one weighed two ways, session
 * 28 review round 2). Say Hello green and Fundraising the brand gradient, as the spec colours them.
 */
const badge = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide text-white'
const stageBadge = { hello: `${badge} bg-mint-700`, funding: `${badge} bg-gradient-brand` } as const

/** The features' grid: the stages below use the same three columns, so the two rows line up. */
const columns = 'grid gap-x-10 gap-y-6 md:grid-cols-3'

/**
 * What the team built, as one compact strip after the company's story: the three parts of the solution in one row,
 * the two stages on the same three columns under a hairline (the stages' title and the note first, then one stage a
 * column), and the early-access call as one slim white row with one button. A padded card with its own columns beside
 * the features, two unlike badges and a two-line call read as a second landing page (session 28 review round 2).
 * The offer's figures are in the hero's way; /plattform and /startups carry the details.
 */
export function OfferSection() {
  const { launch } = useTimeline()
  const links = useLinks()
  const invitation = aboutEarlyAccess[launch]
  return (
    // The heading over its intro, about eight of twelve columns wide (a split header squeezed it to three lines).
    <Section id="solution" tone="muted" copy={aboutSolution}>
      <ul className={columns}>
        {aboutSolution.items.map((item) => (
          <li key={item.title} className="flex flex-col gap-2">
            <span className="flex items-center gap-3 font-semibold text-ink-900">
              <span className={`${item.icon} text-xl text-ink-700`} aria-hidden="true" />
              {item.title}
            </span>
            <span className="prose sm:text-pretty">{item.text}</span>
          </li>
        ))}
      </ul>
      <div id="phasen" className={`${columns} mt-10 border-t border-ink-200 pt-8 sm:mt-12`}>
        <h3 className="h-card sm:text-pretty">{aboutStages.title}</h3>
        {/* Both stages alike: badge, price, note; one column each, under the second and third feature. */}
        <ul className="grid gap-6 sm:grid-cols-2 sm:gap-x-10 md:col-span-2 md:row-span-2">
          {aboutStages.stages.map((stage) => (
            <li key={stage.id} className="flex flex-col items-start gap-2">
              <span className="flex flex-wrap items-center gap-3">
                <span className={stageBadge[stage.id]}>{stage.name}</span>
                <span className="text-2xl font-bold tabular-nums tracking-tight text-ink-900">{stage.price}</span>
              </span>
              <span className="text-ink-600 sm:text-pretty">{stage.priceNote}</span>
            </li>
          ))}
        </ul>
        <p className="flex items-start gap-2 text-ink-700 sm:text-pretty md:col-start-1 md:row-start-2">
          <span className="i-lucide-badge-check mt-0.5 shrink-0 text-xl text-ink-700" aria-hidden="true" />
          {aboutSolution.note}
        </p>
      </div>
      {/* The launch call: one slim row, its two sentences on one line from 1024 px, one button. */}
      <div
        id="cta"
        className="card mt-10 flex flex-col gap-4 py-5 sm:mt-12 sm:flex-row sm:items-center sm:justify-between sm:py-4"
      >
        <p className="flex flex-col gap-x-3 gap-y-1 text-ink-700 lg:flex-row lg:items-baseline">
          <span className="font-bold text-ink-900">{invitation.title}</span>
          <span>{invitation.text}</span>
        </p>
        <ButtonLink {...signUpTarget(links, launch)} icon="i-lucide-arrow-right" className="shrink-0">
          {invitation.primary}
        </ButtonLink>
      </div>
    </Section>
  )
}

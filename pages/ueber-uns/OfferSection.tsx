import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { signUpTarget } from '../../data/links'
import { aboutEarlyAccess, aboutEarlyAccessSecondary, aboutSolution, aboutStages } from './copy'

/**
 * What the team built, as one compact strip after the company's story: the three parts of the solution in one row,
 * under it one band with the two stages and the early-access invitation (after the launch: the registration).
 * Two card grids and a price card made the about page read as a product page (review round 23); /plattform and
 * /startups carry the details.
 */
export function OfferSection() {
  const { launch } = useTimeline()
  const links = useLinks()
  const invitation = aboutEarlyAccess[launch]
  return (
    <Section id="solution" tone="muted" copy={aboutSolution}>
      <ul className="grid gap-x-8 gap-y-5 md:grid-cols-3">
        {aboutSolution.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <IconTile
              icon={item.icon}
              className="h-10 w-10 rounded-xl bg-white text-xl text-brand-700 ring-1 ring-ink-200"
            />
            <p className="flex flex-col gap-1">
              <span className="font-semibold text-ink-900">{item.title}</span>
              <span className="text-sm leading-relaxed text-ink-700">{item.text}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-10 grid overflow-hidden rounded-4xl bg-white shadow-soft ring-1 ring-ink-200 lg:grid-cols-2">
        <div id="phasen" className="flex flex-col gap-4 p-6 sm:p-8">
          <h3 className="font-bold text-ink-900">{aboutStages.title}</h3>
          <ul className="flex flex-col gap-4">
            {aboutStages.stages.map((stage) => (
              <li key={stage.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className={stage.id === 'hello' ? 'badge-green text-sm' : 'badge-fundraising text-sm'}>
                  {stage.name}
                </span>
                <span className="text-xl font-extrabold text-ink-900">{stage.price}</span>
                <span className="w-full text-sm text-ink-600">{stage.priceNote}</span>
              </li>
            ))}
          </ul>
          <p className="flex items-start gap-2 text-sm font-semibold text-ink-800">
            <span className="i-lucide-badge-check mt-0.5 shrink-0 text-base text-brand-700" aria-hidden="true" />
            {aboutSolution.note}
          </p>
        </div>
        <div id="cta" className="flex flex-col justify-center gap-4 bg-gradient-ink p-6 text-white sm:p-8">
          <p className="flex flex-col gap-1">
            <span className="text-lg font-bold">{invitation.title}</span>
            <span className="text-ink-100">{invitation.text}</span>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink {...signUpTarget(links, launch)} icon="i-lucide-arrow-right">
              {invitation.primary}
            </ButtonLink>
            <ButtonLink href="/plattform" variant="light">
              {aboutEarlyAccessSecondary}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  )
}

import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { signUpTarget } from '../../data/links'
import { aboutEarlyAccess, aboutEarlyAccessSecondary, aboutSolution, aboutStages } from './copy'

/**
 * What the team built, in one section: the three parts of the solution as a numbered list beside one card with
 * the two stages and the early-access invitation (after the launch: the registration). Three full-width
 * sections (an icon grid, two price cards, a closing panel) made the about page read as a second home page;
 * /plattform and /startups carry the details.
 */
export function OfferSection() {
  const { launch } = useTimeline()
  const links = useLinks()
  const invitation = aboutEarlyAccess[launch]
  return (
    <Section
      id="solution"
      tone="muted"
      copy={aboutSolution}
      layout="split"
      headingExtra={
        <>
          <ol className="mt-4 flex flex-col gap-5">
            {aboutSolution.items.map((item, index) => (
              <li key={item.title} className="flex gap-4">
                <span
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-brand-700 ring-1 ring-ink-200"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="flex flex-col gap-1">
                  <span className="font-semibold text-ink-900">{item.title}</span>
                  <span className="text-ink-700">{item.text}</span>
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-2 flex items-center gap-2 text-sm font-semibold text-ink-800">
            <span className="i-lucide-badge-check text-lg text-brand-700" aria-hidden="true" />
            {aboutSolution.note}
          </p>
        </>
      }
    >
      <div className="overflow-hidden rounded-4xl bg-white shadow-soft ring-1 ring-ink-200">
        <div id="phasen" className="flex flex-col gap-2 p-6 sm:p-8">
          <h3 className="text-xl font-bold text-ink-900">{aboutStages.title}</h3>
          <p className="text-ink-700">{aboutStages.intro}</p>
          <ul className="mt-4 flex flex-col divide-y divide-ink-100">
            {aboutStages.stages.map((stage) => (
              <li key={stage.id} className="flex flex-col gap-2 py-5 first:pt-0 last:pb-0">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <span className={stage.id === 'hello' ? 'badge-green text-sm' : 'badge-fundraising text-sm'}>
                    {stage.name}
                  </span>
                  <span className="text-2xl font-extrabold text-ink-900">{stage.price}</span>
                  <span className="text-sm font-medium text-ink-600">{stage.priceNote}</span>
                </p>
                <p className="text-ink-700">{stage.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div id="cta" className="flex flex-col gap-4 bg-gradient-ink p-6 text-white sm:p-8">
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

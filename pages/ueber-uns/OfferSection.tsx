import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { SplitHeading } from '../../components/ui/SplitHeading'
import { signUpTarget } from '../../data/links'
import { aboutEarlyAccess, aboutSolution, aboutStages } from './copy'

const stageBadge = { hello: 'badge-green', funding: 'badge-fundraising' } as const

/**
 * What the team built, as one compact strip after the company's story: the three parts of the solution in one row,
 * the two stages as one open line under a rule (a price card with a dark launch panel beside it made the about page
 * read as a product page, review 5 Nov), then the early-access call as one slim band with one button. The offer's
 * figures are in the hero's way; /plattform and /startups carry the details.
 */
export function OfferSection() {
  const { launch } = useTimeline()
  const links = useLinks()
  const invitation = aboutEarlyAccess[launch]
  return (
    <Section id="solution" tone="muted" labelledBy="solution-titel">
      <SplitHeading id="solution-titel" copy={aboutSolution} />
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
      <div
        id="phasen"
        className="mt-10 grid gap-5 border-t border-ink-200 pt-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-16 lg:gap-y-3"
      >
        <h3 className="h-card">{aboutStages.title}</h3>
        {/* Both stages alike: badge, price, note, top-aligned (the card set them in two alignments). */}
        <ul className="grid gap-5 sm:grid-cols-2 sm:gap-8 lg:row-span-2">
          {aboutStages.stages.map((stage) => (
            <li key={stage.id} className="flex flex-col items-start gap-2">
              <span className="flex flex-wrap items-center gap-3">
                <span className={`${stageBadge[stage.id]} text-sm`}>{stage.name}</span>
                <span className="text-2xl font-extrabold tracking-tight text-ink-900">{stage.price}</span>
              </span>
              <span className="text-sm text-ink-600">{stage.priceNote}</span>
            </li>
          ))}
        </ul>
        <p className="flex items-start gap-2 text-sm font-semibold text-ink-800 lg:col-start-1 lg:row-start-2">
          <span className="i-lucide-badge-check mt-0.5 shrink-0 text-base text-brand-700" aria-hidden="true" />
          {aboutSolution.note}
        </p>
      </div>
      <div
        id="cta"
        className="mt-10 flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-200 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <p className="flex flex-col gap-1">
          <span className="text-lg font-bold text-ink-900">{invitation.title}</span>
          <span className="text-ink-700">{invitation.text}</span>
        </p>
        <ButtonLink {...signUpTarget(links, launch)} icon="i-lucide-arrow-right" className="shrink-0">
          {invitation.primary}
        </ButtonLink>
      </div>
    </Section>
  )
}

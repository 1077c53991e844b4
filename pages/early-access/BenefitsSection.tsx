import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { CardHeading } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { angelRegistrationUrl, founderRegistrationUrl } from '../../data/links'
import { earlyAccessBenefits, earlyAccessCtas } from './copy'
import { FeatureRow } from './FeatureRow'

/** What each audience gets (with its registration), and under both the spec's six features as one row. */
export function BenefitsSection() {
  const links = useLinks()
  const ctas = earlyAccessCtas[useTimeline().launch]
  const { startups, investors } = earlyAccessBenefits
  return (
    <Section
      id="vorteile"
      eyebrow={earlyAccessBenefits.eyebrow}
      title={earlyAccessBenefits.title[useTimeline().launch]}
    >
      <div className="flex flex-col gap-14 lg:gap-20">
        {/*
          One surface for both audiences (review of 5 Nov: a dark angel card beside a white one read as a featured
          plan): the roles differ by their icon (neutral tiles, session 28). On a phone the buttons fill the card's width
          (a button hugging its text sat like a stray chip at the card's foot). Secondary buttons (review 29b: six equal
          gradient buttons on the page): the hero's and the closing band's are the primaries.
        */}
        <div className="grid gap-6 lg:grid-cols-2">
          <article className="card flex flex-col gap-6">
            <CardHeading icon={startups.icon}>{startups.title}</CardHeading>
            <CheckList items={startups.items} tone="slate" />
            <ButtonLink
              href={founderRegistrationUrl(links)}
              external
              variant="secondary"
              icon="i-lucide-arrow-right"
              className="mt-auto w-full sm:w-auto sm:self-start"
            >
              {ctas.startup}
            </ButtonLink>
          </article>
          <article className="card flex flex-col gap-6">
            <CardHeading icon={investors.icon}>{investors.title}</CardHeading>
            <CheckList items={investors.items} tone="slate" />
            <ButtonLink
              href={angelRegistrationUrl(links)}
              external
              variant="secondary"
              icon="i-lucide-arrow-right"
              className="mt-auto w-full sm:w-auto sm:self-start"
            >
              {ctas.investor}
            </ButtonLink>
          </article>
        </div>
        <FeatureRow />
      </div>
    </Section>
  )
}

import { ProblemSection } from '../../components/sections/ProblemSection'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { oldHomeCta, oldHomeHero, oldHomeProblem, oldHomeSteps } from './copy'

// /old-home: the earlier, simpler start page (hero, problem grid, how it works, call to action); noindex.
export default function Page() {
  return (
    <>
      <section className="bg-gradient-hero" aria-labelledby="old-home-titel">
        <div className="container-site flex flex-col items-center gap-6 pb-16 pt-16 text-center sm:pb-24 sm:pt-28">
          <p className="hero-label">{oldHomeHero.badge}</p>
          <h1 id="old-home-titel" className="h-display max-w-4xl">
            Pitch Once. <span className="text-gradient-brand">Reach Hundreds.</span>
          </h1>
          <p className="lead max-w-2xl">{oldHomeHero.lead}</p>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href="/early-access" icon="i-lucide-arrow-right">
              {oldHomeHero.primary}
            </ButtonLink>
            <ButtonLink href="#so-funktionierts" variant="secondary">
              {oldHomeHero.secondary}
            </ButtonLink>
          </div>
        </div>
      </section>
      <ProblemSection eyebrow={oldHomeProblem.eyebrow} title={oldHomeProblem.title} items={oldHomeProblem.items} />
      <Section
        id="so-funktionierts"
        eyebrow="So funktioniert’s"
        title="Drei Schritte statt drei Monate"
        intro="Kein Deck-Versand, keine Kaltakquise: ein Video und ein Matching, das für dich arbeitet."
      >
        <Steps steps={oldHomeSteps} />
      </Section>
      <Section id="cta" tone="brand" title={oldHomeCta.title} intro={oldHomeCta.text}>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/early-access" variant="light" icon="i-lucide-arrow-right">
            {oldHomeHero.primary}
          </ButtonLink>
          <ButtonLink href="/" variant="outline">
            Zur aktuellen Startseite
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}

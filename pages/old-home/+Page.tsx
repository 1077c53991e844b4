import { ButtonLink } from '../../components/ui/ButtonLink'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { oldHomeCta, oldHomeHero, oldHomeProblem, oldHomeSteps } from '../../data/pages/old-home'

// /old-home: the earlier, simpler start page (hero, problem grid, how it works, call to action); noindex.
export default function Page() {
  return (
    <>
      <section className="bg-gradient-hero" aria-labelledby="old-home-titel">
        <div className="container-site flex flex-col items-center gap-6 pb-16 pt-16 text-center sm:pb-24 sm:pt-28">
          <p className="badge-green">{oldHomeHero.badge}</p>
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
      <Section id="problem" tone="muted" eyebrow={oldHomeProblem.eyebrow} title={oldHomeProblem.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {oldHomeProblem.items.map((item, index) => (
            <li key={item.title} className="card flex items-start gap-4 sm:flex-col" {...revealProps(index % 3)}>
              <span className="icon-tile shrink-0">
                <span className={item.icon} aria-hidden="true" />
              </span>
              <div className="flex flex-col gap-1 sm:gap-2">
                <h3 className="h-card">{item.title}</h3>
                <p className="prose">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
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

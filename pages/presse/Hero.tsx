import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { mailto } from '../../data/links'
import { pressContact, pressHero, pressMaterials } from './copy'

export function Hero() {
  const visual = pressMaterials.visuals.items[0]
  return (
    <section aria-labelledby="presse-titel" className="overflow-hidden bg-gradient-hero">
      <div className="container-site grid items-center gap-12 pb-16 pt-12 sm:pb-24 sm:pt-20 lg:grid-cols-[1.05fr_1fr]">
        <div className="flex flex-col items-start gap-6">
          <p className="hero-label">
            <span className="i-lucide-newspaper" aria-hidden="true" />
            {pressHero.eyebrow}
          </p>
          <h1 id="presse-titel" className="h-display">
            {pressHero.title}
          </h1>
          <p className="lead max-w-xl">{pressHero.intro}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href="#material" icon="i-lucide-download">
              {pressHero.materialsButton}
            </ButtonLink>
            <ButtonLink
              href={mailto(useLinks().contact.pressEmail, pressContact.requestSubject)}
              variant="secondary"
              icon="i-lucide-mail"
            >
              {pressContact.request}
            </ButtonLink>
          </div>
        </div>
        {visual ? (
          <figure className="relative mx-auto w-full max-w-[560px]">
            <div className="absolute -inset-6 rounded-full bg-gradient-brand opacity-15 blur-3xl" aria-hidden="true" />
            <img
              src={visual.thumb}
              alt={visual.alt}
              width={600}
              height={338}
              fetchPriority="high"
              className="relative aspect-video w-full rounded-3xl object-cover shadow-lift ring-1 ring-ink-200"
            />
            <figcaption className="relative mt-3 text-center text-sm text-ink-600">
              {`${visual.title} – ${pressHero.visualCaption}`}
            </figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  )
}

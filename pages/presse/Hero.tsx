import { useLinks } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { mailto } from '../../data/links'
import { pressContact, pressHero, pressMaterials } from './copy'

export function Hero() {
  const visual = pressMaterials.visuals.items[0]
  return (
    <PageHero
      id="presse-titel"
      icon="i-lucide-newspaper"
      copy={pressHero}
      leadClassName="max-w-xl"
      columns="lg:grid-cols-[1.05fr_1fr]"
      aside={
        visual ? (
          <figure className="relative mx-auto w-full max-w-[560px]">
            <img
              src={visual.thumb}
              alt={visual.alt}
              width={600}
              height={338}
              fetchPriority="high"
              className="relative aspect-video w-full rounded-3xl object-cover shadow-soft ring-1 ring-ink-200"
            />
            <figcaption className="relative mt-3 text-center text-sm text-ink-600">
              {`${visual.title}\u00a0– ${pressHero.visualCaption}`}
            </figcaption>
          </figure>
        ) : null
      }
    >
      <Actions>
        <ButtonLink href="#material" icon="i-lucide-arrow-down">
          {pressHero.materialsButton}
        </ButtonLink>
        <ButtonLink
          href={mailto(useLinks().contact.pressEmail, pressContact.requestSubject)}
          variant="secondary"
          icon="i-lucide-mail"
        >
          {pressContact.request}
        </ButtonLink>
      </Actions>
    </PageHero>
  )
}

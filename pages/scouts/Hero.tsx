import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { scoutHero } from './copy'
import { HeroPreview } from './HeroPreview'

export function Hero() {
  return (
    <PageHero
      id="scouts-hero-titel"
      badge={{ icon: 'i-lucide-key-round', text: scoutHero.eyebrow }}
      title={scoutHero.title}
      titleAccent={scoutHero.titleAccent}
      lead={scoutHero.lead}
      reveal
      columns="lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]"
      spacing="gap-12 py-14 sm:py-20 lg:py-24"
      aside={<HeroPreview />}
    >
      <Actions>
        <ButtonLink href="/scouts-form" icon="i-lucide-arrow-right">
          Jetzt Scout werden
        </ButtonLink>
        <ButtonLink href="#ablauf" variant="secondary">
          So funktioniert’s
        </ButtonLink>
      </Actions>
      <dl className="grid w-full max-w-xl grid-cols-3 gap-3 pt-2">
        {scoutHero.facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col justify-between gap-1 rounded-2xl bg-white/80 px-3 py-3 ring-1 ring-ink-100 sm:px-4"
          >
            <dt className="text-xs font-medium leading-tight text-ink-600 sm:text-sm">{fact.label}</dt>
            <dd className="text-base font-bold tabular-nums text-ink-900 sm:text-xl">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  )
}

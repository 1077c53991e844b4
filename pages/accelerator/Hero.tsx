import { PersonPhoto } from '../../components/media/PersonPhoto'
import { PageHero, TrustList } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { platformFigures } from '../../data/figures'
import { CohortView } from './CohortSection'
import { hero, heroFounders } from './copy'

/**
 * The headline beside what a programme gets: its cohort's dashboard (sample data). Round 24: the hero was text between
 * floating portraits, and the dashboard, the page's selling point, came three screens later.
 */
export function Hero() {
  return (
    <PageHero
      id="accelerator-titel"
      icon="i-lucide-building-2"
      copy={hero}
      title={
        <>
          Bringt euer Portfolio vor{' '}
          <span className="text-gradient-brand">{platformFigures.angels} Business Angels</span>
        </>
      }
      columns="lg:grid-cols-[1.15fr_1fr] lg:gap-12"
      // Room under the dashboard for its shadow and glow (review 30: the hero's edge cut them in a hard line). On a
      // phone 72 px, with the steps' section starting without padding of its own (review 31b: ~170 px between the card
      // and the steps' eyebrow); the glow has faded out by then.
      spacing="gap-12 pb-[4.5rem] pt-12 sm:pb-28 sm:pt-20"
      aside={
        <div className="relative w-full" data-hero-view>
          <span className="absolute -inset-6 rounded-full bg-gradient-brand opacity-15 blur-2xl" aria-hidden="true" />
          <div className="relative">
            <CohortView />
          </div>
        </div>
      }
    >
      <Actions>
        <ButtonLink href="/form-acc" icon="i-lucide-arrow-right">
          {hero.primary}
        </ButtonLink>
        <ButtonLink href="#ablauf" variant="secondary">
          {hero.secondary}
        </ButtonLink>
      </Actions>
      <TrustList items={hero.trust} />
      {/*
        Six founders from partner programmes on extra-large screens (spec), floating twice like the home page's: small
        and grey, a quiet note under the trust points (at 40 px with a dark label they read as proof they cannot give).
      */}
      <div className="hidden items-center gap-2.5 xl:flex">
        <ul className="flex -space-x-1.5" data-hero-founders>
          {heroFounders.people.map((founder, index) => (
            <li key={founder.name} className="hero-float" style={{ animationDelay: `${-index * 0.4}s` }}>
              <PersonPhoto name={founder.name} src={founder.image} size={28} className="ring-2 ring-white" />
            </li>
          ))}
        </ul>
        <p className="text-xs text-ink-600">{heroFounders.label}</p>
      </div>
    </PageHero>
  )
}

import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { registerUrl } from '../../data/links'
import { hero, heroFounders } from './copy'

/** The home hero: the promise on the left, the product (the swipeable demo phone) right beside it. */
export function Hero() {
  const links = useLinks()
  const time = useTimeline()
  return (
    <section aria-labelledby="hero-titel" className="relative overflow-hidden bg-gradient-hero">
      <div className="container-site grid items-center gap-12 pb-14 pt-10 sm:pb-20 sm:pt-14 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-16 lg:py-14 xl:gap-24">
        <div className="flex flex-col items-start gap-6" data-reveal="always">
          <p className="hero-label">
            <span className="i-lucide-rocket" aria-hidden="true" />
            {hero.badge[time.launch]}
          </p>
          <h1 id="hero-titel" className="h-display">
            Let’s change <span className="text-gradient-brand">fundraising</span> together
          </h1>
          <p className="lead max-w-xl">{hero.lead}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href={registerUrl(links)} external icon="i-lucide-arrow-right">
              {hero.primary[time.launch]}
            </ButtonLink>
            <ButtonLink href="#problem" variant="secondary">
              {hero.secondary}
            </ButtonLink>
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3 pt-2">
            <ul aria-label="Gründer:innen der OnePitch-Community" className="flex -space-x-2">
              {heroFounders.slice(0, 5).map((founder) => (
                <li key={founder.name}>
                  <PersonPhoto
                    name={founder.name}
                    src={founder.image}
                    size={36}
                    loading="eager"
                    className="ring-2 ring-white"
                  />
                </li>
              ))}
            </ul>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-ink-600">
              {hero.trust.map((item) => (
                <li key={item} className="flex items-center gap-1.5">
                  <span className="i-lucide-check text-mint-700" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mx-auto w-full max-w-[340px]">
          <DemoCardBlock when="interaction" />
        </div>
      </div>
    </section>
  )
}

import { PersonPhoto } from '../../components/media/PersonPhoto'
import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { registerUrl } from '../../data/links'
import { hero, heroFounders, MOBILE_HERO_FOUNDERS } from '../../data/pages/home'

// Positions of the floating photos around the headline (desktop) and in a row (phone).
const spots = [
  'lg:left-[2%] lg:top-[12%]',
  'lg:left-[12%] lg:top-[62%]',
  'lg:left-[26%] lg:top-[84%]',
  'lg:right-[4%] lg:top-[8%]',
  'lg:right-[14%] lg:top-[54%]',
  'lg:right-[2%] lg:top-[80%]',
  'lg:left-[20%] lg:top-[4%]',
  'lg:right-[24%] lg:top-[2%]',
  'lg:right-[30%] lg:top-[88%]',
]
const sizes = [72, 60, 56, 76, 64, 56, 52, 56, 48]

export function Hero() {
  const links = useLinks()
  const time = useTimeline()
  return (
    <section aria-labelledby="hero-titel" className="relative overflow-hidden bg-gradient-hero">
      <div className="container-site relative py-14 sm:py-20 lg:py-28">
        <ul
          aria-label="Gründer:innen der OnePitch-Community"
          className="mb-10 flex flex-wrap justify-center gap-3 lg:mb-0"
        >
          {heroFounders.map((founder, index) => (
            <li
              key={founder.name}
              className={`hero-float lg:absolute ${spots[index]} ${index >= MOBILE_HERO_FOUNDERS ? 'hidden lg:block' : ''}`}
              style={{ animationDelay: `${index * -0.7}s` }}
            >
              <PersonPhoto
                name={founder.name}
                src={founder.image}
                size={sizes[index] ?? 56}
                loading="eager"
                className="shadow-lift ring-4 ring-white"
              />
            </li>
          ))}
        </ul>
        <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-6 text-center" data-reveal="always">
          <p className="badge-fundraising px-4 py-1.5 text-sm">
            <span className="i-lucide-rocket" aria-hidden="true" />
            {hero.badge[time.launch]}
          </p>
          <h1 id="hero-titel" className="h-display">
            Let’s change <span className="text-gradient-brand">fundraising</span> together
          </h1>
          <p className="lead max-w-2xl">{hero.lead}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href={registerUrl(links)} external icon="i-lucide-arrow-right">
              {hero.primary[time.launch]}
            </ButtonLink>
            <ButtonLink href="#problem" variant="secondary">
              {hero.secondary}
            </ButtonLink>
          </div>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium text-ink-600">
            {hero.trust.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <span className="i-lucide-check text-mint-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

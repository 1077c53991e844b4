import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { founderRegistrationUrl } from '../../data/links'
import { hero } from '../../data/pages/startups'

export function Hero() {
  const links = useLinks()
  return (
    <section aria-labelledby="startups-titel" className="overflow-hidden bg-gradient-hero">
      <div className="container-site grid items-center gap-12 pb-16 pt-12 sm:pb-24 sm:pt-20 lg:grid-cols-[1.15fr_1fr]">
        <div className="flex flex-col items-start gap-6">
          <p className="hero-label">
            <span className="i-lucide-rocket" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1 id="startups-titel" className="h-display">
            Ein Pitch. <span className="text-gradient-brand">Hunderte Angels.</span>
          </h1>
          <p className="lead max-w-xl">{hero.lead}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href={founderRegistrationUrl(links)} external icon="i-lucide-arrow-right">
              {hero.primary}
            </ButtonLink>
            <ButtonLink href="#so-funktionierts" variant="secondary">
              {hero.secondary}
            </ButtonLink>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-ink-600">
            {hero.trust.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <span className="i-lucide-circle-check text-mint-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-[360px]">
          <div className="absolute -inset-8 rounded-full bg-gradient-brand opacity-15 blur-3xl" aria-hidden="true" />
          <div className="relative">
            <DemoCardBlock />
          </div>
        </div>
      </div>
    </section>
  )
}

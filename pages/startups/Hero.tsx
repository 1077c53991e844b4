import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { hero } from './copy'

export function Hero() {
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
          {/* /LP1 redirects here: the spec's lp1_hero sign-up. */}
          <SignUpForm variant="inline" tag="lp1_hero" audience="startup" className="w-full" />
          <ButtonLink href="#so-funktionierts" variant="secondary">
            {hero.secondary}
          </ButtonLink>
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

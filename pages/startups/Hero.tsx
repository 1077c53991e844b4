import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { HeroVisual, PageHero, TrustList } from '../../components/sections/PageHero'
import { hero } from './copy'

export function Hero() {
  return (
    <PageHero
      id="startups-titel"
      icon="i-lucide-rocket"
      copy={hero}
      leadClassName="max-w-xl"
      columns="lg:grid-cols-[1.15fr_1fr]"
      aside={
        <HeroVisual>
          <DemoCardBlock lead="wattlinie" />
        </HeroVisual>
      }
    >
      {/* /LP1 redirects here: the spec's lp1_hero sign-up. */}
      <SignUpForm variant="inline" tag="lp1_hero" roles={['startup']} className="w-full" />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <TrustList items={hero.trust} />
        <a href="#so-funktionierts" className="prose-link inline-flex min-h-6 items-center gap-1 text-sm font-semibold">
          {hero.secondary}
          <span className="i-lucide-arrow-down" aria-hidden="true" />
        </a>
      </div>
    </PageHero>
  )
}

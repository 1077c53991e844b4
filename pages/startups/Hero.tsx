import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { HeroVisual, PageHero, TrustList } from '../../components/sections/PageHero'
import { SpotlightLine } from '../../components/spotlight/SpotlightLine'
import { spotlightLine } from '../../components/spotlight/steps'
import { hero } from './copy'

export function Hero() {
  const time = useTimeline()
  // Above the h1, while the Spotlight has something on: what and until when, linked (round 24: nothing on the page
  // was timely). Once the edition is over, the page's label again („Für Startups“, which the header's nav also says).
  const now = spotlightLine[time.spotlight] ? <SpotlightLine /> : undefined
  return (
    <PageHero
      id="startups-titel"
      icon="i-lucide-rocket"
      copy={now ? { ...hero, eyebrow: undefined } : hero}
      mark={now}
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

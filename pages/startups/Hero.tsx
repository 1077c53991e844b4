import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { HeroVisual, PageHero, TrustList } from '../../components/sections/PageHero'
import { SpotlightLine } from '../../components/spotlight/SpotlightLine'
import { spotlightFounderLine } from '../../components/spotlight/steps'
import { hero } from './copy'

export function Hero() {
  const time = useTimeline()
  // Above the h1, while the Spotlight has something on: until when to submit, linked (round 24: nothing on the page
  // was timely; round 25: the deadline, not the vote). Once the edition is over, the page's label again („Für
  // Startups“, which the header's nav also says).
  const now = spotlightFounderLine[time.spotlight] ? <SpotlightLine /> : undefined
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
      {/* /LP1 redirects here: the spec's lp1_hero sign-up, e-mail and button in one row from 640 px (round 25). */}
      <SignUpForm variant="split" tag="lp1_hero" roles={['startup']} className="w-full" />
      <TrustList items={hero.trust} />
    </PageHero>
  )
}

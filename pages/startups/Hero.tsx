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
          {/* About 80 % of its size on phones, zoomed as a whole (round 25: the phone ran ~600 px under the form;
              narrower, its controls ran into each other). 0.86 keeps its smallest buttons (28 px dots) at 24 px. */}
          <div className="max-sm:mx-auto max-sm:max-w-[340px] max-sm:[zoom:0.86]">
            <DemoCardBlock lead="wattlinie" />
          </div>
        </HeroVisual>
      }
    >
      {/* /LP1 redirects here: the spec's lp1_hero sign-up, e-mail and button in one row from 640 px (round 25). */}
      <SignUpForm variant="split" tag="lp1_hero" roles={['startup']} className="w-full" />
      <TrustList items={hero.trust} />
    </PageHero>
  )
}

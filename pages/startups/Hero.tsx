import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { HeroVisual, PageHero, TrustList } from '../../components/sections/PageHero'
import { SpotlightLine } from '../../components/spotlight/SpotlightLine'
import { spotlightFounderLine } from '../../components/spotlight/steps'
import { cta, hero } from './copy'

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
      // The h1 in its two lines at 1280 as before the wider column (one line of 545 px read as a subhead).
      titleClassName="lg:max-w-lg"
      leadClassName="max-w-xl"
      columns="lg:grid-cols-[minmax(0,1fr)_24rem]"
      aside={
        <HeroVisual>
          <DemoCardBlock lead="wattlinie" />
        </HeroVisual>
      }
    >
      {/*
        /LP1 redirects here: the spec's lp1_hero sign-up, e-mail and button in one row from 640 px (round 25). Its
        button says what the closing call says, the spec's „Early Access anmelden“ (round 27: three labels for one
        action). The card a clear surface: its 1 px edge and the floating elements' lift, white on the hero's pale
        ground (session 31 review: with a hairline shadow only it was barely visible). The phone's column no wider than
        the phone (24rem), so that the text's column gives the e-mail field more width than its button at 1280 (review
        7.3: ~250 px beside a ~256 px button).
      */}
      <SignUpForm
        variant="split"
        tag="lp1_hero"
        roles={['startup']}
        submit={cta.primary[time.launch]}
        className="w-full !shadow-lift"
      />
      <TrustList items={hero.trust} />
    </PageHero>
  )
}

import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero, TrustList } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { signUpTarget } from '../../data/links'
import { hero, heroFounders, MOBILE_HERO_FOUNDERS } from './copy'

/** The home hero: the promise on the left, the product (the swipeable demo phone) right beside it. */
export function Hero() {
  const links = useLinks()
  const time = useTimeline()
  const spotlight = hero.spotlightBadge[time.spotlight]
  return (
    <PageHero
      id="hero-titel"
      badge={
        spotlight
          ? { icon: 'i-lucide-sparkles', ...spotlight, phase: time.spotlight }
          : { icon: 'i-lucide-rocket', text: hero.badge[time.launch] }
      }
      title={
        <>
          Let’s change <span className="text-gradient-brand">fundraising</span> together
        </>
      }
      lead={hero.lead}
      // 16 px on phones, so the lead ends a line sooner and the phone reaches into the first screen (review 7.3 of
      // session 32: 844 px of text before it); the page's 18 px lead from 640 px.
      leadClassName="max-w-xl max-sm:text-base"
      reveal
      // Session 32 (review 7.3): on phones the founders and the trust ticks stand under the phone, so the product is in
      // the first screen. From 1024 px they stay under the buttons: four rows in the left column (the outer two
      // stretch, centring the texts and the facts beside the phone together), the phone over all four on the right.
      columns="lg:grid-cols-[minmax(0,1fr)_340px] lg:grid-rows-[1fr_auto_auto_1fr] lg:[&>*:first-child]:row-start-2"
      spacing="gap-8 pb-14 pt-8 sm:gap-12 sm:pb-20 sm:pt-14 lg:gap-x-16 lg:gap-y-0 lg:py-14 xl:gap-x-24"
      aside={
        <div className="mx-auto w-full max-w-[340px] lg:col-start-2 lg:row-span-4 lg:row-start-1">
          <DemoCardBlock when="interaction" />
        </div>
      }
      band={<HeroFacts />}
    >
      <Actions>
        <ButtonLink {...signUpTarget(links, time.launch)} icon="i-lucide-arrow-right">
          {hero.primary[time.launch]}
        </ButtonLink>
        <ButtonLink href="#problem" variant="secondary">
          {hero.secondary}
        </ButtonLink>
      </Actions>
    </PageHero>
  )
}

/** Who is already in (the founders' faces) and the three trust facts: under the phone on phones, under the buttons from 1024 px. */
function HeroFacts() {
  const time = useTimeline()
  const spotlight = hero.spotlightBadge[time.spotlight]
  return (
    <div className="flex flex-col items-start gap-3 sm:gap-4 lg:col-start-1 lg:row-start-3 lg:pt-8" data-hero-facts>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {/* Founder photos float gently (renderer/base.css, off with reduced motion): the first six on phones, all
              from 640 px. The float only moves them upwards, into the gap above, never over the buttons. */}
        <ul aria-label="Gründer:innen der OnePitch-Community" className="flex -space-x-2 pt-1">
          {heroFounders.map((founder, index) => (
            <li
              key={founder.name}
              className={index < MOBILE_HERO_FOUNDERS ? 'hero-float' : 'hero-float hidden sm:block'}
              style={{ animationDelay: `${-index * 0.4}s` }}
              data-hero-founder
            >
              <PersonPhoto
                name={founder.name}
                src={founder.image}
                size={36}
                sizeClass="h-8 w-8 sm:h-9 sm:w-9"
                loading="eager"
                className="ring-2 ring-white"
              />
            </li>
          ))}
        </ul>
        <p className="text-sm font-medium text-ink-700">
          {hero.foundersCaption[time.launch]}
          {/* The launch date, when the Spotlight took the badge from it, on one line (review 7.4: „Launch am“ ended
                a phone's line, the date began the next). */}
          {/* On phones on a line of its own, the caption then two deliberate lines (review 7.3 of session 30: „im /
                Early Access · Launch…“ wrapped raggedly); the dot only where both share a line. */}
          {spotlight && time.launch === 'prelaunch' ? (
            <span className="block whitespace-nowrap sm:inline">
              <span className="hidden sm:inline">{' · '}</span>
              {hero.badge.prelaunch}
            </span>
          ) : null}
        </p>
      </div>
      {/* One under the other on phones (review 7.3 of session 32: „DSGVO-konform“ alone on a second line). */}
      <TrustList items={hero.trust} />
    </div>
  )
}

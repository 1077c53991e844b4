import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { HeroVisual, PageHero } from '../../components/sections/PageHero'
import { earlyAccessHero } from './copy'
import { Pass } from './Pass'

/**
 * The offer and the sign-up in the first screen: the form under the lead, and beside it (under it on phones) the
 * pass the visitor gets, whose role line follows the form's choice.
 */
export function Hero() {
  const { launch } = useTimeline()
  const copy = earlyAccessHero[launch]
  return (
    <PageHero
      id="early-access-titel"
      badge={{ icon: 'i-lucide-sparkles', text: copy.badge, phase: launch }}
      title={copy.title}
      lead={copy.lead}
      columns="lg:grid-cols-[1.35fr_1fr]"
      // The pass from 1024 px only: under the form on a phone it took a screen before the demo (round 22).
      aside={
        <HeroVisual className="hidden max-w-[360px] lg:block">
          <Pass />
        </HeroVisual>
      }
    >
      <div id="anmelden" className="w-full scroll-mt-24">
        <SignUpForm variant="inline" tag="early_access_hero" />
      </div>
    </PageHero>
  )
}

import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { HeroVisual, PageHero } from '../../components/sections/PageHero'
import { earlyAccessHero } from './copy'

/**
 * The offer, the sign-up and the product in the first screen: the live demo card beside the text (swipe the
 * sample pitches as angels do), the offer's four facts as one row under the form.
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
      aside={
        <div id="demo" className="scroll-mt-24">
          <HeroVisual>
            <DemoCardBlock when="interaction" />
          </HeroVisual>
        </div>
      }
    >
      <div id="anmelden" className="w-full scroll-mt-24">
        <SignUpForm variant="inline" tag="early_access_hero" />
      </div>
      <dl className="grid w-full grid-cols-2 gap-3 sm:grid-cols-4">
        {copy.facts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-1 rounded-2xl bg-white/80 p-4 ring-1 ring-ink-200">
            <dt className="order-2 text-xs font-medium leading-snug text-ink-600">{fact.label}</dt>
            <dd className="order-1 flex items-center gap-2 text-lg font-extrabold tracking-tight text-ink-900">
              <span className={`${fact.icon} shrink-0 text-base text-brand-700`} aria-hidden="true" />
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </PageHero>
  )
}

import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { earlyAccessHero } from './copy'

export function Hero() {
  const { launch } = useTimeline()
  const copy = earlyAccessHero[launch]
  return (
    <PageHero
      id="early-access-titel"
      badge={{ icon: 'i-lucide-sparkles', text: copy.badge, phase: launch }}
      title={copy.title}
      lead={copy.lead}
      columns="lg:grid-cols-[1.25fr_1fr]"
      aside={
        <dl className="grid grid-cols-2 gap-4">
          {copy.facts.map((fact, index) => (
            <div
              key={fact.label}
              className={`flex flex-col gap-2 rounded-3xl p-5 sm:p-6 ${index === 0 ? 'bg-gradient-ink text-white shadow-lift' : 'bg-white shadow-soft ring-1 ring-ink-200'}`}
            >
              <dt className={`order-2 text-sm font-medium ${index === 0 ? 'text-ink-100' : 'text-ink-600'}`}>
                {fact.label}
              </dt>
              <dd className="order-1 flex flex-col gap-3">
                <span
                  className={`${fact.icon} text-2xl ${index === 0 ? 'text-brand-200' : 'text-brand-700'}`}
                  aria-hidden="true"
                />
                <span
                  className={`text-2xl font-extrabold tracking-tight sm:text-3xl ${index === 0 ? 'text-white' : 'text-ink-900'}`}
                >
                  {fact.value}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      }
    >
      <div id="anmelden" className="w-full scroll-mt-24">
        <SignUpForm variant="inline" tag="early_access_hero" />
      </div>
    </PageHero>
  )
}

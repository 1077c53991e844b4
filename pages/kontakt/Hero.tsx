import { useLinks } from '../../components/PageContext'
import { contactFacts, contactHero } from './copy'

export function Hero() {
  const facts = [...contactFacts, { icon: 'i-lucide-mail', label: 'E-Mail', value: useLinks().contact.email }]
  return (
    <section aria-labelledby="kontakt-titel" className="bg-gradient-hero">
      <div className="container-site flex flex-col items-center gap-6 pb-12 pt-12 text-center sm:pb-16 sm:pt-20">
        <p className="hero-label">
          <span className="i-lucide-message-circle" aria-hidden="true" />
          {contactHero.eyebrow}
        </p>
        <h1 id="kontakt-titel" className="h-display max-w-3xl">
          Wie können wir dir <span className="text-gradient-brand">helfen?</span>
        </h1>
        <p className="lead max-w-2xl">{contactHero.intro}</p>
        <dl className="mt-2 grid w-full max-w-4xl gap-3 sm:grid-cols-3">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="relative rounded-2xl bg-white/80 py-3 pl-13 pr-4 text-left shadow-soft ring-1 ring-ink-100"
            >
              <dt className="text-xs font-semibold uppercase tracking-wider text-ink-600">
                <span
                  className={`${fact.icon} absolute left-4 top-1/2 -translate-y-1/2 text-xl text-brand-700`}
                  aria-hidden="true"
                />
                {fact.label}
              </dt>
              <dd className="text-sm font-semibold text-ink-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

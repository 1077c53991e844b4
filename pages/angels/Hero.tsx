import { ButtonLink } from '../../components/ui/ButtonLink'
import { hero, launchOffer } from './copy'

export function Hero() {
  return (
    <section aria-labelledby="angels-titel" className="overflow-hidden bg-gradient-hero">
      <div className="container-site grid items-center gap-12 pb-16 pt-12 sm:pb-24 sm:pt-20 lg:grid-cols-[1.3fr_1fr]">
        <div className="flex flex-col items-start gap-6">
          <p className="hero-label">
            <span className="i-lucide-gem" aria-hidden="true" />
            {hero.badge}
          </p>
          <h1 id="angels-titel" className="h-display">
            Startups in <span className="text-gradient-brand">60&nbsp;Sekunden</span> statt 60&nbsp;Folien
          </h1>
          <p className="lead max-w-xl">{hero.lead}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href="#anmelden" icon="i-lucide-arrow-down">
              {hero.signupButton}
            </ButtonLink>
            <ButtonLink href="#demo" variant="secondary" icon="i-lucide-arrow-down">
              {hero.demoButton}
            </ButtonLink>
          </div>
        </div>
        <aside
          aria-labelledby="angebot-titel"
          className="relative flex flex-col gap-5 rounded-4xl bg-gradient-ink p-7 text-white shadow-lift sm:p-9"
        >
          <span className="badge-fundraising self-start">Limitiert</span>
          <h2 id="angebot-titel" className="text-2xl font-bold tracking-tight">
            {launchOffer.title}
          </h2>
          <ul className="flex flex-col gap-3">
            {launchOffer.items.map((item) => (
              <li key={item} className="flex items-center gap-3 text-ink-100">
                <span className="i-lucide-circle-check text-xl text-mint-200" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 border-t border-white/10 pt-5 text-sm font-medium text-ink-100">
            <span className="i-lucide-calendar" aria-hidden="true" />
            {launchOffer.note}
          </p>
        </aside>
      </div>
    </section>
  )
}

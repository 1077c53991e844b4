import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { founderRegistrationUrl } from '../../data/links'
import { applyHero } from './copy'

export function Hero() {
  const links = useLinks()
  return (
    <section className="relative overflow-hidden bg-gradient-ink text-white" aria-labelledby="apply-titel">
      <span className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-600/25 blur-3xl" aria-hidden="true" />
      <span
        className="absolute -bottom-40 -left-24 h-96 w-96 rounded-full bg-violet-600/25 blur-3xl"
        aria-hidden="true"
      />
      <div className="container-site relative flex flex-col items-center gap-8 pb-16 pt-14 text-center sm:pb-24 sm:pt-24">
        <p className="hero-label-dark">
          <span className="i-lucide-lock-keyhole" aria-hidden="true" />
          {applyHero.badge}
        </p>
        <h1
          id="apply-titel"
          className="max-w-4xl text-4xl font-extrabold leading-[1.08] tracking-tight text-white sm:text-5xl lg:text-6xl"
        >
          {applyHero.title}
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-ink-100 sm:text-xl">{applyHero.lead}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ButtonLink href={founderRegistrationUrl(links)} external icon="i-lucide-arrow-right">
            {applyHero.primary}
          </ButtonLink>
          <ButtonLink href={links.bookingCalendar} external variant="outline" icon="i-lucide-calendar">
            {applyHero.secondary}
          </ButtonLink>
        </div>
        <ul className="mt-4 grid w-full max-w-4xl gap-3 sm:grid-cols-3">
          {applyHero.facts.map((fact) => (
            <li
              key={fact.label}
              className="flex items-center gap-4 rounded-2xl bg-white/5 p-4 text-left ring-1 ring-white/10 sm:flex-col sm:items-start sm:gap-2 sm:p-5"
            >
              <span className={`${fact.icon} shrink-0 text-2xl text-brand-200`} aria-hidden="true" />
              <span className="flex flex-col">
                <strong className="text-2xl font-extrabold text-white">{fact.value}</strong>
                <span className="text-sm text-ink-100">{fact.label}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

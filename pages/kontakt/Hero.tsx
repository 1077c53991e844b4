import { TeamFaces } from '../../components/media/TeamFaces'
import { PageHero } from '../../components/sections/PageHero'
import { answeredBy, contactFacts, contactHero, contactJumps } from './copy'

export function Hero() {
  return (
    <PageHero
      id="kontakt-titel"
      icon="i-lucide-message-circle"
      copy={contactHero}
      title={
        <>
          Wie können wir dir <span className="text-gradient-brand">helfen?</span>
        </>
      }
      titleClassName="max-w-3xl"
      spacing="gap-6 pb-10 pt-12 sm:pb-14 sm:pt-20"
    >
      {/* Straight to a card: on a phone the business card starts almost two screens down. */}
      <nav aria-label="Zu den Kontaktwegen" className="flex flex-wrap justify-center gap-2.5">
        {contactJumps.map((jump) => (
          <a
            key={jump.href}
            href={jump.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink-900 no-underline shadow-soft ring-1 ring-ink-200 transition hover:ring-ink-300"
          >
            <span className={`${jump.icon} text-base text-ink-500 max-sm:hidden`} aria-hidden="true" />
            {jump.label}
            <span className="i-lucide-arrow-down text-base text-ink-400" aria-hidden="true" />
          </a>
        ))}
      </nav>
      {/* Who answers (the three founders read every message themselves), and under it one quiet line of facts. */}
      <div className="mt-2 flex flex-col items-center gap-3 sm:flex-row sm:gap-4 sm:text-left">
        <span aria-hidden="true">
          <TeamFaces size={48} ring="ring-3 ring-white" />
        </span>
        <div className="flex flex-col gap-1">
          <p className="text-balance font-medium text-ink-700">{answeredBy}</p>
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-ink-600 sm:justify-start">
            {contactFacts.map((fact) => (
              <li key={fact.text} className="inline-flex items-center gap-1.5">
                <span className={`${fact.icon} text-ink-500`} aria-hidden="true" />
                {fact.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PageHero>
  )
}

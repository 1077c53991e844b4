import { TeamFaces } from '../../components/media/TeamFaces'
import { useLinks } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { answeredBy, contactFacts, contactHero } from './copy'

export function Hero() {
  const facts = [...contactFacts, { icon: 'i-lucide-mail', label: 'E-Mail', value: useLinks().contact.email }]
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
      spacing="gap-6 pb-12 pt-12 sm:pb-16 sm:pt-20"
    >
      {/* Who answers: the three founders read every message themselves. */}
      <p className="flex flex-col items-center gap-3 font-medium text-ink-700 sm:flex-row sm:gap-4 sm:text-left">
        <span aria-hidden="true">
          <TeamFaces size={48} ring="ring-3 ring-white" />
        </span>
        {answeredBy}
      </p>
      {/* On phones three short lines (as cards they took a screen's third before the first way to write); from
          640 px three tiles. */}
      <dl className="mt-2 grid w-fit gap-1.5 sm:w-full sm:grid-cols-3 sm:gap-3">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="relative py-0.5 pl-8 text-left sm:rounded-2xl sm:bg-white/80 sm:py-3 sm:pl-13 sm:pr-4 sm:shadow-soft sm:ring-1 sm:ring-ink-200"
          >
            <dt className="text-xs font-semibold uppercase tracking-wider text-ink-600">
              <span
                className={`${fact.icon} absolute left-0 top-1/2 -translate-y-1/2 text-xl text-brand-700 sm:left-4`}
                aria-hidden="true"
              />
              <span className="max-sm:sr-only">{fact.label}</span>
            </dt>
            <dd className="text-sm font-semibold text-ink-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  )
}

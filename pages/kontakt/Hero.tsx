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
      <dl className="mt-2 grid w-full gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="relative rounded-2xl bg-white/80 py-3 pl-13 pr-4 text-left shadow-soft ring-1 ring-ink-200"
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
    </PageHero>
  )
}

import { useLinks } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { founderRegistrationUrl } from '../../data/links'
import { applyHero } from './copy'

export function Hero() {
  return (
    <PageHero
      id="apply-titel"
      tone="dark"
      icon="i-lucide-lock-keyhole"
      copy={applyHero}
      titleClassName="max-w-4xl"
      spacing="gap-8 pb-16 pt-14 sm:pb-24 sm:pt-24"
      decoration={
        <>
          <span
            className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-600/25 blur-3xl"
            aria-hidden="true"
          />
          <span
            className="absolute -bottom-40 -left-24 h-96 w-96 rounded-full bg-violet-600/25 blur-3xl"
            aria-hidden="true"
          />
        </>
      }
    >
      <ApplyActions />
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
    </PageHero>
  )
}

/** Registration (new tab) and a call first: under the dark hero and in the closing panel (there on white). */
export function ApplyActions({ onLight = false }: { onLight?: boolean }) {
  const links = useLinks()
  return (
    <Actions centred>
      <ButtonLink href={founderRegistrationUrl(links)} external variant="primary" icon="i-lucide-arrow-right">
        {applyHero.primary}
      </ButtonLink>
      {/* The other audience's way in as a link beside the startups' button, not a second button of equal weight
          (round 22). */}
      <a
        href={links.bookingCalendar}
        target="_blank"
        rel="noopener"
        className={`inline-flex min-h-11 items-center justify-center gap-2 px-2 font-semibold underline underline-offset-4 ${onLight ? 'text-ink-800 decoration-ink-300 hover:decoration-ink-800' : 'text-white decoration-white/40 hover:decoration-white'}`}
      >
        {applyHero.secondary}
        <span className="i-lucide-arrow-up-right" aria-hidden="true" />
        <span className="sr-only"> (öffnet in neuem Tab)</span>
      </a>
    </Actions>
  )
}

import { useLinks } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { founderRegistrationUrl } from '../../data/links'
import { applyHero } from './copy'
import { ReportSummary } from './ReadinessReport'

export function Hero() {
  return (
    <PageHero
      id="apply-titel"
      tone="dark"
      icon="i-lucide-lock-keyhole"
      copy={applyHero}
      columns="lg:grid-cols-[1.5fr_1fr]"
      spacing="gap-12 pb-16 pt-12 sm:pb-24 sm:pt-20"
      aside={<ReportSummary />}
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
      {/* Three facts in one row, also on phones (round 23: stacked cards pushed the partners out of view). */}
      <ul className="mt-2 grid w-full grid-cols-3 gap-4 border-t border-white/15 pt-6 sm:gap-8">
        {applyHero.facts.map((fact) => (
          <li key={fact.label} className="flex flex-col gap-1">
            <strong className="text-xl font-extrabold text-white sm:text-2xl">{fact.value}</strong>
            <span className="text-sm leading-snug text-ink-100">{fact.label}</span>
          </li>
        ))}
      </ul>
    </PageHero>
  )
}

/** Registration (new tab) and a call first: under the dark hero and in the closing panel (there on a light tint). */
export function ApplyActions({ onLight = false }: { onLight?: boolean }) {
  const links = useLinks()
  return (
    <Actions>
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

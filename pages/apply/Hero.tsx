import { useLinks } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { SampleChip } from '../../components/ui/SampleView'
import { founderRegistrationUrl } from '../../data/links'
import { applyForm, applyHero, applyProcess, sampleReport } from './copy'

export function Hero() {
  return (
    <PageHero
      id="apply-titel"
      tone="dark"
      icon="i-lucide-lock-keyhole"
      copy={applyHero}
      columns="lg:grid-cols-[1.5fr_1fr]"
      spacing="gap-12 pb-16 pt-12 sm:pb-24 sm:pt-20"
      aside={<ApplicationCard />}
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
    </PageHero>
  )
}

/**
 * The application itself, as a startup fills it in (session 32 fix round: the readiness report stood in the hero and
 * in its section; it now stands once, in „Fünf Ebenen“): the short application, the process's first of four steps,
 * three fields of the sample company, and the programme's facts as the card's foot (the hero's row of figures moved
 * here, so the page has one row of large figures: the stats the spec names as a section).
 */
function ApplicationCard() {
  const steps = applyProcess.steps.length
  return (
    <figure
      className="m-0 mx-auto flex w-full max-w-sm flex-col gap-5 rounded-4xl bg-white/5 p-6 text-white shadow-lift ring-1 ring-white/15 sm:p-7"
      data-application-card
    >
      <figcaption className="flex flex-col gap-3">
        <span className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-2">
            <span className="text-lg font-bold">{applyForm.title}</span>
            <SampleChip text={sampleReport.sample} dark />
          </span>
          <span className="whitespace-nowrap text-sm font-semibold text-ink-100">{applyForm.progress}</span>
        </span>
        {/* The progress as one track, a quarter filled: not four pips (they read as a carousel). */}
        <span className="block h-1.5 rounded-full bg-white/15" aria-hidden="true">
          <span className="block h-1.5 rounded-full bg-white" style={{ width: `${100 / steps}%` }} />
        </span>
        <span className="text-sm text-ink-100">{applyProcess.steps[0]?.title}</span>
      </figcaption>
      {/* The sample's answers as plain rows, label and value (session 32 review 2: input boxes with checkmarks read as a
          form one could not use). */}
      <dl className="flex flex-col border-t border-white/15" data-application-fields>
        {applyForm.fields.map((field) => (
          <div
            key={field.label}
            className="flex items-baseline justify-between gap-4 border-b border-white/15 py-3"
            data-application-field
          >
            <dt className="text-sm text-ink-300">{field.label}</dt>
            <dd className="m-0 text-right font-semibold">{field.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col gap-2 text-sm text-ink-100" data-application-facts>
        {applyForm.facts.map((fact) => (
          <li key={fact.text} className="flex items-center gap-2.5">
            <span className={`${fact.icon} shrink-0 text-base text-white`} aria-hidden="true" />
            {fact.text}
          </li>
        ))}
      </ul>
    </figure>
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
          (round 22). In the closing card it wraps under the button: no side padding there, so it starts at the card's
          text edge (session 32 review 2: 8 px to the right of it). */}
      <a
        href={links.bookingCalendar}
        target="_blank"
        rel="noopener"
        className={`inline-flex min-h-11 items-center justify-center gap-2 px-2 font-semibold underline underline-offset-4 ${onLight ? 'sm:px-0 text-ink-800 decoration-ink-300 hover:decoration-ink-800' : 'text-white decoration-white/40 hover:decoration-white'}`}
      >
        {applyHero.secondary}
        <span className="i-lucide-arrow-up-right" aria-hidden="true" />
        <span className="sr-only"> (öffnet in neuem Tab)</span>
      </a>
    </Actions>
  )
}

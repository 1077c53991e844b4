import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { stepStatusIn } from '../../data/timeline'
import { pressFacts, pressFigures, pressPhases } from './copy'

/** Facts and figures of the Spotlight, then the three event phases, the ones running today marked (review 7.2). */
export function FactsSection() {
  const { spotlight } = useTimeline()
  const status = { of: pressPhases.map((phase) => stepStatusIn(spotlight, phase.runs)), labels: pressFacts.phaseStatus }
  return (
    <Section id="fakten" tone="ink" copy={pressFacts}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {pressFigures.map((figure) => (
          <li
            key={figure.label}
            className="flex flex-col gap-2 rounded-3xl bg-white/5 p-4 ring-1 ring-white/10 sm:gap-3 sm:p-6"
          >
            <span className={`${figure.icon} text-2xl text-ink-300`} aria-hidden="true" />
            <span className="whitespace-nowrap text-2xl font-bold tabular-nums tracking-tight text-white sm:text-4xl">
              {figure.value}
            </span>
            <span className="text-sm text-ink-100 sm:text-base">{figure.label}</span>
          </li>
        ))}
      </ul>
      <h3 className="mb-8 mt-16 text-2xl font-bold text-white">{pressFacts.phasesTitle}</h3>
      <Steps steps={pressPhases} tone="dark" status={status} oneEdge />
    </Section>
  )
}

import { type PillTone, SampleChip, StatusPill } from '../../components/ui/SampleView'
import { Section } from '../../components/ui/Section'
import { assessmentLayers, sampleReport } from './copy'

const RING = 2 * Math.PI * 52

/** How a layer's score reads against the investor threshold of the sample report. */
function verdict(score: number): { label: string; tone: PillTone } {
  if (score >= sampleReport.strong) return { label: sampleReport.labels.strong, tone: 'good' }
  if (score >= sampleReport.threshold) return { label: sampleReport.labels.solid, tone: 'neutral' }
  // The gap in the neutral pill with its warning sign: the report's one accent is mint, the strong state's (review 29:
  // a black pill, a slate bar and mint bars read as three unrelated accents).
  return { label: sampleReport.labels.sharpen, tone: 'neutral' }
}

const { scores } = sampleReport
const overall = Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length)
const layerAt = (index: number) => assessmentLayers.layers[index]?.title

/**
 * The page's signature, first half: the report a founder receives (sample figures) as the hero's visual — the
 * overall score as a ring, the verdict, the next step, the strongest layer and the largest gap (round 23: the
 * report stood in the fourth section).
 */
export function ReportSummary() {
  const best = scores.indexOf(Math.max(...scores))
  const worst = scores.indexOf(Math.min(...scores))
  const extremes = [
    [sampleReport.strongest, best],
    [sampleReport.weakest, worst],
  ] as const
  return (
    <div
      className="mx-auto flex w-full max-w-sm flex-col items-center gap-5 rounded-4xl bg-white/5 p-6 text-center text-white shadow-lift ring-1 ring-white/15 sm:p-8"
      data-report-summary
    >
      <span className="flex w-full flex-wrap items-center justify-center gap-2">
        <span className="text-sm font-semibold uppercase tracking-wider text-ink-300">{sampleReport.title}</span>
        <SampleChip text={sampleReport.sample} dark />
      </span>
      <span className="text-lg font-semibold">{sampleReport.company}</span>
      <span className="relative flex h-40 w-40 items-center justify-center">
        <svg viewBox="0 0 120 120" className="absolute inset-0 h-full w-full -rotate-90" aria-hidden="true">
          <circle cx="60" cy="60" r="52" fill="none" strokeWidth="10" className="stroke-white/10" />
          <circle
            cx="60"
            cy="60"
            r="52"
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={`${((RING * overall) / 100).toFixed(1)} ${RING.toFixed(1)}`}
            className="stroke-white"
          />
        </svg>
        <span className="flex flex-col items-center">
          <span className="text-5xl font-extrabold tabular-nums tracking-tight">{overall}</span>
          <span className="text-sm text-ink-100">{sampleReport.outOf}</span>
        </span>
      </span>
      <span className="flex flex-col gap-2">
        <span className="text-2xl font-bold">{sampleReport.overall}</span>
        <span className="text-sm leading-relaxed text-ink-100">{sampleReport.advice}</span>
      </span>
      <dl className="mt-auto grid w-full gap-3 border-t border-white/15 pt-5 text-left text-sm">
        {extremes.map(([label, at]) => (
          // The score stands at the line's end, never alone under a long layer's name.
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-ink-100">{label}</dt>
            <dd className="flex items-center justify-between gap-3 font-semibold text-white">
              {layerAt(at)}
              {/* The gap marked as in the report below (a warning sign, no brand colour; round 26). */}
              {at === worst ? (
                <span className="flex shrink-0 items-center gap-1.5 tabular-nums">
                  <span className="i-lucide-triangle-alert text-base text-white" aria-hidden="true" />
                  {scores[at]}
                </span>
              ) : (
                <span className="tabular-nums">{scores[at]}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/**
 * The signature's second half: each of the five layers with its score against the investor threshold, the
 * threshold's key first (round 23: it stood under five marker lines).
 */
export function LayersSection() {
  return (
    <Section copy={assessmentLayers} id="assessment">
      <figure className="m-0 overflow-hidden rounded-4xl bg-white shadow-lift ring-1 ring-ink-200">
        <div className="flex flex-col p-5 sm:p-8">
          <p className="mb-2 flex flex-col gap-2 border-b border-ink-100 pb-4 text-sm text-ink-700 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-x-6">
            <span className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
              {`${sampleReport.title}: ${sampleReport.company}`}
              <SampleChip text={sampleReport.sample} />
            </span>
            {/* The marker inline before the sentence, so that a wrapped key keeps it on its first line (round 26). */}
            <span>
              <span
                className="mr-2 inline-block h-3.5 w-0.5 rounded-full bg-ink-900 align-[-0.15em]"
                aria-hidden="true"
              />
              {sampleReport.legend}
            </span>
          </p>
          <ol className="flex flex-col divide-y divide-ink-100">
            {assessmentLayers.layers.map((layer, index) => {
              const score = scores[index] ?? 0
              const state = verdict(score)
              const below = score < sampleReport.threshold
              return (
                // Phone: the tag under the title, the bar across the card; from 640 px the tag beside the score and
                // the bar under the text (round 26: a bar that stopped 45 px short of a fixed tag column).
                <li
                  key={layer.title}
                  className="grid grid-cols-[auto_minmax(0,1fr)_auto] gap-x-4 gap-y-2 py-4 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:py-5"
                  data-layer-row
                >
                  <span
                    className={`${layer.icon} row-span-2 mt-0.5 text-2xl text-ink-700 sm:row-span-1`}
                    aria-hidden="true"
                  />
                  <h3 className="self-center font-semibold text-ink-900">{layer.title}</h3>
                  <span className="col-start-2 row-start-2 sm:col-start-3 sm:row-start-1 sm:self-center" data-layer-tag>
                    <StatusPill tone={state.tone} nowrap>
                      {below ? <span className="i-lucide-triangle-alert mr-1 text-sm" aria-hidden="true" /> : null}
                      {state.label}
                    </StatusPill>
                  </span>
                  <span className="col-start-3 row-span-2 row-start-1 self-center text-right text-2xl font-extrabold tabular-nums tracking-tight text-ink-900 sm:col-start-4 sm:row-span-1">
                    {score}
                  </span>
                  <p className="col-span-3 text-sm leading-relaxed text-ink-700 sm:col-span-3 sm:col-start-2">
                    {layer.text}
                  </p>
                  <span
                    className={`relative col-span-3 block h-2 rounded-full bg-ink-100 sm:col-span-3 sm:col-start-2 ${index === 0 ? 'mt-6' : 'mt-2'}`}
                    aria-hidden="true"
                    data-layer-bar
                  >
                    <span
                      className={`block h-2 rounded-full ${below ? 'bg-ink-300' : 'bg-ink-700'}`}
                      style={{ width: `${score}%` }}
                    />
                    <span
                      className="absolute -top-1 h-4 w-0.5 -translate-x-1/2 rounded-full bg-ink-900 ring-2 ring-white"
                      style={{ left: `${sampleReport.threshold}%` }}
                    >
                      {/* The first bar names its marker's value; the key above says what it means. */}
                      {index === 0 ? (
                        <span className="absolute bottom-full left-1/2 mb-1 -translate-x-1/2 text-xs font-bold tabular-nums text-ink-900">
                          {sampleReport.threshold}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </li>
              )
            })}
          </ol>
        </div>
      </figure>
    </Section>
  )
}

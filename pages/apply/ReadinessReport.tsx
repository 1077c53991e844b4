import { type PillTone, SampleChip, StatusPill } from '../../components/ui/SampleView'
import { applyProcess, assessmentLayers, sampleReport } from './copy'

// The page's signature: the readiness report a founder receives (sample figures), drawn once, in the assessment
// section (session 32 fix round: the hero's summary repeated it; the hero now shows the application itself).

const RING = 2 * Math.PI * 52
const { scores, threshold } = sampleReport
const overallScore = Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length)

/** A layer's verdict against the investor threshold: the gap violet (palette: no amber), solid neutral, strong mint. */
function verdict(score: number): { label: string; tone: PillTone; gap: boolean } {
  if (score >= sampleReport.strong) return { label: sampleReport.labels.strong, tone: 'good', gap: false }
  if (score >= threshold) return { label: sampleReport.labels.solid, tone: 'neutral', gap: false }
  return { label: sampleReport.labels.sharpen, tone: 'attention', gap: true }
}

/** The report's colours, on a white card. */
const c = {
  track: 'bg-ink-100',
  fill: 'bg-ink-700',
  gapFill: 'bg-violet-600',
  notch: 'border-t-ink-900',
  gapNotch: 'border-t-violet-600',
  ring: 'stroke-ink-100',
  ringFill: 'stroke-ink-900',
  figure: 'text-ink-900',
  quiet: 'text-ink-700',
  label: 'text-ink-500',
  rule: 'border-ink-100',
  gapText: 'text-violet-700',
  callout: 'bg-ink-50',
} as const

/** The threshold's mark: a small notch above the track (round 32: a tick through the filled bar read as a glitch). */
function Notch({ className }: { className: string }) {
  return (
    <span
      className={`inline-block h-0 w-0 border-x-[5px] border-t-[6px] border-x-transparent ${className}`}
      aria-hidden="true"
      data-threshold-notch
    />
  )
}

/** One layer's bar: the fill (violet where it falls short), the notch at the threshold, its value on the first bar. */
function ScoreBar({
  score,
  first,
  gap,
  place = 'col-span-full',
}: {
  score: number
  first: boolean
  gap: boolean
  /** The bar's columns in its row's grid. */
  place?: string
}) {
  return (
    <span
      className={`relative block h-2 rounded-full ${place} ${c.track} ${first ? 'mt-6' : 'mt-3'}`}
      aria-hidden="true"
      data-layer-bar
    >
      <span className={`block h-2 rounded-full ${gap ? c.gapFill : c.fill}`} style={{ width: `${score}%` }} />
      <span
        className="absolute bottom-full mb-0.5 flex -translate-x-1/2 flex-col items-center"
        style={{ left: `${threshold}%` }}
      >
        {first ? (
          <span className={`mb-0.5 text-xs font-bold leading-none tabular-nums ${c.figure}`}>{threshold}</span>
        ) : null}
        <Notch className={gap ? c.gapNotch : c.notch} />
      </span>
    </span>
  )
}

function ScoreRing({ size }: { size: string }) {
  return (
    <span className={`relative flex shrink-0 items-center justify-center ${size}`}>
      <svg viewBox="0 0 120 120" className="absolute inset-0 h-full w-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r="52" fill="none" strokeWidth="10" className={c.ring} />
        <circle
          cx="60"
          cy="60"
          r="52"
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${((RING * overallScore) / 100).toFixed(1)} ${RING.toFixed(1)}`}
          className={c.ringFill}
        />
      </svg>
      <span className="flex flex-col items-center">
        <span className={`text-4xl font-extrabold tabular-nums tracking-tight ${c.figure}`}>{overallScore}</span>
        <span className={`text-xs ${c.quiet}`}>{sampleReport.outOf}</span>
      </span>
    </span>
  )
}

/** The next step of the programme's process after the assessment (its third step), with the report's advice. */
function NextStep() {
  return (
    <p className={`flex flex-col gap-1 rounded-2xl p-4 text-left text-sm ${c.callout}`} data-next-step>
      <span className={`flex items-center gap-2 font-semibold ${c.figure}`}>
        <span className="i-lucide-arrow-right-circle text-base" aria-hidden="true" />
        {`${sampleReport.next}: ${applyProcess.steps[2]?.title ?? ''}`}
      </span>
      <span className={`leading-relaxed ${c.quiet}`}>{sampleReport.advice}</span>
    </p>
  )
}

/** The report's head: title, sample chip, company; the ring with the overall verdict. */
function Head({ stacked = false }: { stacked?: boolean }) {
  return (
    <div className={stacked ? 'flex items-center gap-5 lg:flex-col lg:items-start' : 'flex items-center gap-5'}>
      <ScoreRing size={stacked ? 'h-28 w-28 lg:h-36 lg:w-36' : 'h-28 w-28'} />
      <span className="flex min-w-0 flex-col items-start gap-1.5 text-left">
        <span className="flex flex-wrap items-center gap-2">
          <span className={`text-xs font-semibold uppercase tracking-wider ${c.label}`}>{sampleReport.title}</span>
          <SampleChip text={sampleReport.sample} />
        </span>
        <span className={`font-semibold ${c.figure}`}>{sampleReport.company}</span>
        <span className={`text-2xl font-bold ${c.figure}`}>{sampleReport.overall}</span>
      </span>
    </div>
  )
}

/** The key of the threshold's notch, drawn as the notch itself (round 32: a typed „|“). */
function Legend() {
  return (
    <p className={`flex items-start gap-2 text-sm ${c.quiet}`} data-report-legend>
      <span className="mt-1.5 flex shrink-0">
        <Notch className={c.notch} />
      </span>
      {sampleReport.legend}
    </p>
  )
}

/**
 * The verdicts counted, under the gauge (session 32 fix round: a 200 px hole in the rail beside the five rows): how
 * many layers are strong, solid and to sharpen, in the rows' own pills. From 1024 px only, where the rail has room.
 */
function Tally() {
  const verdicts = scores.map(verdict)
  const kinds = [sampleReport.labels.strong, sampleReport.labels.solid, sampleReport.labels.sharpen]
  return (
    <ul className="flex flex-col gap-2.5 border-y border-ink-200 py-4 max-lg:hidden" data-report-tally>
      {kinds.map((label) => {
        const of = verdicts.filter((entry) => entry.label === label)
        const tone = of[0]?.tone ?? 'neutral'
        return (
          <li key={label} className="flex items-center justify-between gap-3 text-sm text-ink-700">
            <StatusPill tone={tone} nowrap>
              {label}
            </StatusPill>
            <span className="font-semibold tabular-nums text-ink-900">
              {`${of.length}\u00a0${of.length === 1 ? 'Ebene' : 'Ebenen'}`}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/** The full report of the assessment section: the same head, each layer with its text, verdict and bar. */
export function ReportDetail() {
  return (
    <figure
      className="m-0 flex flex-col overflow-hidden rounded-4xl bg-white shadow-lift ring-1 ring-ink-200 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
      data-report-detail
    >
      {/* From 1024 px a rail beside the rows: head, key right under the gauge, the next step after them, no space
          pushed between (session 32 fix round: a 200 px hole above the next step). Below, the head and key lead the
          rows and the next step closes them (the rail's parts in the figure's flow). */}
      <div className={`max-lg:contents lg:flex lg:flex-col lg:gap-6 lg:border-r lg:bg-ink-50/60 lg:p-8 ${c.rule}`}>
        <div
          className={`flex flex-col gap-5 max-lg:order-first max-lg:border-b max-lg:bg-ink-50/60 max-lg:p-5 sm:max-lg:p-8 ${c.rule}`}
        >
          <Head stacked />
          <Tally />
          <Legend />
        </div>
        <div className="max-lg:order-last max-lg:px-5 max-lg:pb-5 sm:max-lg:px-8 sm:max-lg:pb-8">
          <NextStep />
        </div>
      </div>
      <ol className="flex flex-col divide-y divide-ink-100 px-5 sm:px-8">
        {assessmentLayers.layers.map((layer, index) => {
          const score = scores[index] ?? 0
          const state = verdict(score)
          return (
            // Phone: the tag under the title; from 640 px beside the score; the bar across the row under the text.
            <li
              key={layer.title}
              className="grid grid-cols-[auto_minmax(0,1fr)_auto] gap-x-4 gap-y-2 py-4 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto]"
              data-layer-row
            >
              <span
                className={`${layer.icon} row-span-2 mt-0.5 text-2xl sm:row-span-1 ${state.gap ? c.gapText : 'text-ink-700'}`}
                aria-hidden="true"
              />
              <h3 className="self-center font-semibold text-ink-900">{layer.title}</h3>
              <span className="col-start-2 row-start-2 sm:col-start-3 sm:row-start-1 sm:self-center" data-layer-tag>
                <StatusPill tone={state.tone} nowrap>
                  {state.gap ? <span className="i-lucide-triangle-alert mr-1 text-sm" aria-hidden="true" /> : null}
                  {state.label}
                </StatusPill>
              </span>
              <span
                className={`col-start-3 row-span-2 row-start-1 self-start text-right text-2xl font-extrabold leading-6 sm:col-start-4 sm:row-span-1 sm:self-center sm:leading-8 tabular-nums tracking-tight ${state.gap ? c.gapText : 'text-ink-900'}`}
              >
                {score}
              </span>
              <p className="col-span-2 col-start-2 text-sm leading-relaxed text-ink-700 sm:col-span-3 sm:col-start-2">
                {layer.text}
              </p>
              <ScoreBar
                score={score}
                first={index === 0}
                gap={state.gap}
                place="col-span-2 col-start-2 sm:col-span-3 sm:col-start-2"
              />
            </li>
          )
        })}
      </ol>
    </figure>
  )
}

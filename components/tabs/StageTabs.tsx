import type { StageTabItem } from '../../data/content'
import type { Startup } from '../../data/startups'
import { PhaseBadge, PosterFace, ScorePill } from '../demo-card/PosterFace'
import { CheckList } from '../ui/CheckList'
import { SampleChip } from '../ui/SampleView'
import { Tabs } from './Tabs'

/** What a stage's view shows of its sample pitch (resolved on the server, see StageTabsBlock). */
export type FeedSample = Pick<
  Startup,
  'name' | 'founder' | 'location' | 'description' | 'matchingScore' | 'posterUrl' | 'headerBadge'
>

type Props = { items: StageTabItem[]; samples: Record<StageTabItem['id'], FeedSample> }

/**
 * The three-stage switcher (hello, funding, relations), hello first: the stage's texts, its features and its price as
 * one line on the left; on the right the stage as the product shows it, a small window of its own per stage (session
 * 30 review: one price, one feed row and the hero's card in every tab, so a switch barely changed the picture) – the
 * angels' feed with the watchlist (hello), the deal summary with its intro request (funding), an update to the
 * investors (relations), each built from the stage's sample pitch and its own feature texts, no figures of its own.
 * The panel's grey surface at every width (review: at 390 it went, and the texts ran into the next section).
 * Review 30c: the tab row stood apart above the panel (now on its top edge), and the window was ~470 px in a 1088 px
 * panel: the window's column the wider one now, drawn at a larger scale.
 */
export default function StageTabs({ items, samples }: Props) {
  return (
    <Tabs
      label="Phasen der Plattform"
      initial="hello"
      attached
      tabs={items.map((item) => ({
        id: item.id,
        label: item.stage,
        panel: (
          <div
            className="grid grid-cols-1 gap-8 rounded-3xl bg-ink-50 p-4 pt-12 sm:rounded-4xl sm:p-8 sm:pt-14 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-center lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12 lg:p-12 lg:pt-16"
            data-stage-panel
          >
            <div className="flex flex-col gap-4">
              <h3 className="text-2xl font-bold text-ink-900 sm:text-3xl">{item.title}</h3>
              <p className="prose">{item.description}</p>
              <CheckList items={item.features} />
              {/* The price as one line: figure and what it is for (review: a 48 px „0 €“ made the panel a price card). */}
              <p className="mt-2 border-t border-ink-200 pt-4 text-ink-700" data-stage-metric>
                <span className="mr-2 text-xl font-extrabold tabular-nums text-ink-900">{item.primaryMetric}</span>
                {item.primaryLabel}
              </p>
            </div>
            <StageView item={item} sample={samples[item.id]} />
          </div>
        ),
      }))}
    />
  )
}

/** A small product window: its bar names the stage and its moment, the sample chip beside it. */
function StageView({ item, sample }: { item: StageTabItem; sample: FeedSample }) {
  return (
    <figure
      className="m-0 overflow-hidden rounded-2xl bg-white shadow-lift ring-1 ring-ink-200"
      data-stage-view={item.id}
    >
      <figcaption className="flex items-center justify-between gap-2 border-b border-ink-100 px-4 py-3 text-xs font-semibold text-ink-700 sm:text-sm lg:px-6 lg:py-4 lg:text-base">
        {`${item.stage} · ${item.subtitle}`}
        <SampleChip text="Beispiel" />
      </figcaption>
      <div className="flex flex-col gap-4 p-4 sm:p-5 lg:gap-5 lg:p-6">
        {item.id === 'relations' ? (
          <Update sample={sample} />
        ) : (
          <>
            <PitchRow sample={sample} />
            {item.id === 'funding' ? (
              <>
                <p className="rounded-xl bg-ink-50 p-3 text-sm leading-relaxed text-ink-800 lg:p-4 lg:text-base">
                  <span className="mb-1 flex items-center gap-1.5 font-semibold text-ink-900">
                    <span className="i-lucide-sparkles text-base text-ink-500" aria-hidden="true" />
                    KI-Deal-Summary
                  </span>
                  {sample.description}
                </p>
                <Buttons
                  primary={['i-lucide-send', 'Intro anfragen']}
                  second={['i-lucide-file-text', 'Deck ansehen']}
                />
              </>
            ) : (
              <>
                <p className="text-sm leading-relaxed text-ink-700 lg:text-base">{sample.description}</p>
                <Buttons
                  primary={['i-lucide-bookmark', 'Auf die Watchlist']}
                  second={['i-lucide-lock', 'Deck auf Anfrage']}
                />
              </>
            )}
          </>
        )}
      </div>
    </figure>
  )
}

/** One pitch as angels see it in the feed: face, badge, name, founder and place, the match score. */
function PitchRow({ sample }: { sample: FeedSample }) {
  return (
    <div className="flex items-center gap-3">
      <PosterFace startup={sample} width={64} className="rounded-xl" />
      <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
        <PhaseBadge text={sample.headerBadge.text} />
        <span className="font-bold leading-tight text-ink-900 lg:text-lg">{sample.name}</span>
        <span className="truncate text-xs text-ink-600">{`${sample.founder} · ${sample.location}`}</span>
      </span>
      <ScorePill score={sample.matchingScore} />
    </div>
  )
}

/**
 * A drawn action, not a control: one quiet mock style for every button in the windows (review 30c: a flat magenta
 * „Auf die Watchlist“ looked like the page's call to action beside its gradient primaries).
 */
const pill =
  'flex items-center justify-center gap-1 whitespace-nowrap rounded-full bg-ink-100 px-2 py-1.5 text-ink-800 sm:gap-1.5 sm:px-3.5 sm:py-2'

/** One drawn action: its icon and label in the windows' quiet mock style, hidden from screen readers. */
function MockButton({ icon, text, className }: { icon: string; text: string; className: string }) {
  return (
    <span className={`${pill} ${className}`} aria-hidden="true">
      <span className={`${icon} shrink-0 text-sm text-ink-500 sm:text-base`} />
      {text}
    </span>
  )
}

/** The view's two actions, drawn (not controls), side by side at every width (at 390 they wrapped at two widths). */
function Buttons({ primary, second }: { primary: [string, string]; second: [string, string] }) {
  return (
    <div className="flex gap-2 text-xs font-semibold sm:text-sm" aria-hidden="true" data-stage-mock-buttons>
      {[primary, second].map(([icon, text]) => (
        <MockButton key={text} icon={icon} text={text} className="min-w-0 flex-1 sm:flex-none" />
      ))}
    </div>
  )
}

/** After the round: an update to every investor at once, its text drawn as lines (no invented copy). */
function Update({ sample }: { sample: FeedSample }) {
  return (
    <>
      <div className="flex items-center gap-3">
        <PosterFace startup={sample} width={40} className="rounded-lg" />
        <span className="flex min-w-0 flex-col">
          <span className="font-bold leading-tight text-ink-900">{`Update von ${sample.name}`}</span>
          <span className="truncate text-xs text-ink-600">{sample.founder}</span>
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
        An:
        {['Alle Angels der Runde', 'Watchlist'].map((to) => (
          <span key={to} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-800">
            {to}
          </span>
        ))}
      </p>
      <span className="flex flex-col gap-2" aria-hidden="true">
        <span className="h-2 w-full rounded-full bg-ink-100" />
        <span className="h-2 w-11/12 rounded-full bg-ink-100" />
        <span className="h-2 w-2/3 rounded-full bg-ink-100" />
      </span>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-3">
        <span className="flex items-center gap-2 text-xs text-ink-600 sm:text-sm">
          <span className="i-lucide-chart-column text-base text-ink-500" aria-hidden="true" />
          Öffnungen · Reaktionen
        </span>
        <MockButton icon="i-lucide-send" text="Senden" className="text-xs font-semibold sm:text-sm" />
      </div>
    </>
  )
}

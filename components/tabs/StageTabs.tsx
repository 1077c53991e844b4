import type { StageTabItem } from '../../data/content'
import type { Startup } from '../../data/startups'
import { PhaseBadge, PosterFace, ScorePill } from '../demo-card/PosterFace'
import { CheckList } from '../ui/CheckList'
import { SampleChip } from '../ui/SampleView'
import { Tabs } from './Tabs'

/** What a stage's feed row shows of its sample pitch (resolved on the server, see StageTabsBlock). */
export type FeedSample = Pick<
  Startup,
  'name' | 'founder' | 'location' | 'description' | 'matchingScore' | 'posterUrl' | 'headerBadge'
>

type Props = { items: StageTabItem[]; samples: Record<StageTabItem['id'], FeedSample> }

/**
 * The three-stage switcher (hello, funding, relations), hello first: the stage's texts on the left, on the right one
 * card with its price and, under a rule, a sample pitch as angels see it in the feed (round 25: three boxes inside each
 * other, the feed an empty dark block). From 768 px the panel on a grey surface of its own, the price and feed row on
 * that one surface beside a rule, no card in it (review 7.4: a white card inside the grey panel read as a card in a
 * card); on phones under a rule. No eyebrow over the stage's title, its moment („Zwischen den Runden“) named beside the
 * price (round 27: five heading levels in one section).
 */
export default function StageTabs({ items, samples }: Props) {
  return (
    <Tabs
      label="Phasen der Plattform"
      initial="hello"
      tabs={items.map((item) => ({
        id: item.id,
        label: item.stage,
        panel: (
          <div className="grid grid-cols-1 gap-8 pt-2 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] md:items-stretch md:rounded-4xl md:bg-ink-50 md:p-8 lg:gap-12 lg:p-12">
            <div className="flex flex-col gap-4">
              <h3 className="text-2xl font-bold text-ink-900 sm:text-3xl">{item.title}</h3>
              <p className="prose">{item.description}</p>
              <CheckList items={item.features} />
            </div>
            <div
              className="flex flex-col gap-8 border-t border-ink-200 pt-8 md:border-l md:border-t-0 md:pl-8 md:pt-0 lg:pl-12"
              data-stage-aside
            >
              <p className="flex flex-col gap-1">
                <span className="text-sm font-semibold text-ink-600">{`${item.stage} · ${item.subtitle}`}</span>
                <span className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
                  {item.primaryMetric}
                </span>
                <span className="text-ink-700">{item.primaryLabel}</span>
              </p>
              <FeedRow sample={samples[item.id]} />
            </div>
          </div>
        ),
      }))}
    />
  )
}

/** One pitch of the angels' feed in this stage, as a row: face, badge, name, score and its one line. */
function FeedRow({ sample }: { sample: FeedSample }) {
  return (
    <figure className="m-0 flex flex-col gap-3 border-t border-ink-200 pt-8">
      <figcaption className="flex items-center justify-between gap-2 text-sm font-semibold text-ink-600">
        So sehen dich Angels im Feed
        <SampleChip text="Beispiel" />
      </figcaption>
      <div className="flex items-center gap-3">
        <PosterFace startup={sample} width={56} className="rounded-xl" />
        <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <PhaseBadge text={sample.headerBadge.text} />
          <span className="font-bold leading-tight text-ink-900">{sample.name}</span>
          <span className="truncate text-xs text-ink-600">{`${sample.founder} · ${sample.location}`}</span>
        </span>
        <ScorePill score={sample.matchingScore} />
      </div>
      <p className="text-sm leading-relaxed text-ink-700">{sample.description}</p>
    </figure>
  )
}

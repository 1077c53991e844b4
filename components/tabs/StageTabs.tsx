import type { StageTabItem } from '../../data/content'
import { badgeClass } from '../demo-card/badge'
import { CheckList } from '../ui/CheckList'
import { Tabs } from './Tabs'

/** The three-stage switcher (hello, funding, relations), hello first. */
export default function StageTabs({ items }: { items: StageTabItem[] }) {
  return (
    <Tabs
      label="Phasen der Plattform"
      initial="hello"
      tabs={items.map((item) => ({
        id: item.id,
        label: item.stage,
        panel: (
          <div className="grid grid-cols-1 gap-8 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-200 sm:p-10 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
            <div className="flex flex-col gap-4">
              <p className="eyebrow">{item.subtitle}</p>
              <h3 className="text-2xl font-bold text-ink-900 sm:text-3xl">{item.title}</h3>
              <p className="prose">{item.description}</p>
              <CheckList items={item.features} />
            </div>
            {/* The stage's price on top, under it how the stage shows in the angels' feed: a miniature of the demo
                card (its badge, action rail, name row and „Full Profile“), filling the column's height (round 24: a
                bare chip under 100 px of nothing). */}
            <div className="flex flex-col gap-6 rounded-3xl bg-ink-50 p-5 ring-1 ring-ink-200 sm:p-6">
              <div className="flex flex-col gap-1">
                <span className="text-sm font-semibold text-ink-600">{item.stage}</span>
                <span className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
                  {item.primaryMetric}
                </span>
                <span className="text-ink-700">{item.primaryLabel}</span>
              </div>
              <FeedPreview stage={item.stage} />
            </div>
          </div>
        ),
      }))}
    />
  )
}

/** The feed card in miniature, as an angel sees a startup in this stage; a picture, nothing in it is a control. */
function FeedPreview({ stage }: { stage: string }) {
  return (
    <figure className="flex flex-1 flex-col gap-2">
      <figcaption className="text-sm font-semibold text-ink-600">So sehen dich Angels im Feed</figcaption>
      <div
        className="relative flex min-h-48 flex-1 flex-col justify-between gap-4 overflow-hidden rounded-2xl bg-[linear-gradient(160deg,#2A3358_0%,#080D22_70%)] p-4 shadow-soft"
        role="img"
        aria-label={`Dein Startup im Feed, mit dem Badge „${stage}“`}
      >
        <span className="flex items-start justify-between gap-3">
          <span className={`${badgeClass(stage)} whitespace-nowrap`}>{stage}</span>
          <span className="flex flex-col gap-2 text-white">
            {['i-lucide-heart', 'i-lucide-message-circle'].map((icon) => (
              <span
                key={icon}
                className="flex h-8 w-8 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/20"
              >
                <span className={icon} />
              </span>
            ))}
          </span>
        </span>
        <span className="flex flex-col gap-3">
          <span className="flex items-center gap-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-gradient-brand ring-2 ring-white/80">
              <span className="i-lucide-rocket text-lg text-white" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-bold text-white">Dein Startup</span>
              <span className="truncate text-xs font-medium text-ink-100">{'Dein 60\u2011Sekunden-Pitch'}</span>
            </span>
          </span>
          <span className="flex h-9 items-center justify-center gap-1 rounded-full bg-white text-sm font-semibold text-ink-900">
            <span lang="en">Full Profile</span>
            <span className="i-lucide-chevron-right" />
          </span>
        </span>
      </div>
    </figure>
  )
}

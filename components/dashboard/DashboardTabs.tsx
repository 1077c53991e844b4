import { type ReactNode, useRef } from 'react'
import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { Tabs } from '../tabs/Tabs'
import { AnalyticsPanel } from './AnalyticsPanel'
import { appCard } from './card'
import { FeedbackPanel } from './FeedbackPanel'
import { OverviewPanel } from './OverviewPanel'
import { PitchPanel } from './PitchPanel'
import { ProfilePanel } from './ProfilePanel'
import { StatCards } from './StatCards'

type Props = {
  data: DashboardData
  tabs: { id: DashboardTabId; label: string }[]
  previewNote: string
}

/** The dashboard mock-up: header with the "Video Pitch" button, four stat cards and five tabs. */
export default function DashboardTabs({ data, tabs, previewNote }: Props) {
  const root = useRef<HTMLDivElement>(null)
  // The generic Tabs keep their own state; selecting from outside clicks the tab, so keyboard focus and
  // ARIA state stay in one place.
  const selectTab = (id: DashboardTabId) => {
    const tab = root.current?.querySelector<HTMLButtonElement>(`[role="tab"][data-tab="${id}"]`)
    if (!tab) return
    tab.click()
    tab.focus({ preventScroll: true })
    tab.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    root.current?.querySelector('#dashboard-bereiche')?.scrollIntoView({ block: 'start' })
  }
  const panels: Record<DashboardTabId, ReactNode> = {
    overview: <OverviewPanel data={data} onSelectTab={selectTab} />,
    profile: <ProfilePanel company={data.company} previewNote={previewNote} />,
    pitch: <PitchPanel tips={data.pitchTips} current={data.currentPitch} previewNote={previewNote} />,
    analytics: <AnalyticsPanel metrics={data.analytics} weeklyViews={data.weeklyViews} />,
    feedback: <FeedbackPanel />,
  }
  return (
    <div ref={root} className="flex flex-col gap-8">
      {/* The company is the title, the page's name the line under it (round 25b); the "Video-Pitch" button is a
          secondary beside the title, labelled „Pitch“ on phones (review 5 Nov: a bare play circle read as no
          button), at the page's one secondary height, the header's and the cards' (review 5 Nov, second round: it stood
          8 px taller than „Login“ and „Zur Auswertung“). The company's monogram a plain ink tile (a gradient tile with a
          glow beside the title: site-wide review, session 28). The stage is a neutral chip: mint stays the trends' colour, magenta the actions'. */}
      <header className="flex items-center justify-between gap-3 sm:gap-5">
        <div className="flex min-w-0 items-center gap-3 sm:gap-4">
          <span
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-ink-900 text-lg font-extrabold text-white sm:h-14 sm:w-14 sm:text-xl"
            aria-hidden="true"
          >
            KA
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <h1 className="text-xl font-extrabold leading-tight tracking-tight text-ink-900 sm:text-3xl">
              {data.company.name}
            </h1>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-600 sm:text-base">
              Startup-Dashboard{' '}
              <span
                className="chip rounded-md px-1.5 py-0.5 text-[0.6875rem] font-semibold uppercase tracking-wide sm:px-2 sm:text-xs"
                data-stage
              >
                {data.company.stage}
              </span>
            </p>
          </div>
        </div>
        <button
          type="button"
          className="btn-secondary btn-sm shrink-0 max-sm:gap-1.5 max-sm:px-3.5"
          onClick={() => selectTab('pitch')}
          aria-label="Video-Pitch"
          data-video-pitch
          data-needs-script
        >
          <span className="i-lucide-circle-play text-lg text-brand-700" aria-hidden="true" />
          {/* „Video-Pitch“ to every reader (the label); on phones the eye reads „Pitch“. */}
          <span>
            <span className="max-sm:hidden">Video-</span>Pitch
          </span>
        </button>
      </header>
      <StatCards stats={data.stats} card={appCard} />
      <div id="dashboard-bereiche" className="scroll-mt-24">
        <Tabs
          label="Bereiche des Dashboards"
          initial="overview"
          tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label, panel: panels[tab.id] }))}
        />
      </div>
    </div>
  )
}

import { type ReactNode, useRef } from 'react'
import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { Tabs } from '../tabs/Tabs'
import { AnalyticsPanel } from './AnalyticsPanel'
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
      <header className="flex flex-wrap items-center justify-between gap-5">
        <div className="flex items-center gap-4">
          <span
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-brand text-xl font-extrabold text-white shadow-brand"
            aria-hidden="true"
          >
            KA
          </span>
          <div className="flex min-w-0 flex-col">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">Startup-Dashboard</h1>
            <p className="text-ink-600">
              {data.company.name} <span className="badge-green ml-1 align-middle">{data.company.stage}</span>
            </p>
          </div>
        </div>
        <button
          type="button"
          className="btn-secondary max-sm:w-full"
          onClick={() => selectTab('pitch')}
          data-video-pitch
        >
          <span className="i-lucide-circle-play" aria-hidden="true" />
          Video-Pitch
        </button>
      </header>
      <StatCards stats={data.stats} />
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

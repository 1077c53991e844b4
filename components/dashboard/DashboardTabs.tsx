import { type ReactNode, useRef } from 'react'
import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { Tabs } from '../tabs/Tabs'
import { AnalyticsPanel } from './AnalyticsPanel'
import { appCard } from './card'
import { FeedbackPanel } from './FeedbackPanel'
import { OverviewPanel, type Viewers } from './OverviewPanel'
import { PitchPanel } from './PitchPanel'
import { PitchPreview } from './PitchPreview'
import { ProfilePanel } from './ProfilePanel'
import { StatCards } from './StatCards'

type Props = {
  data: DashboardData
  tabs: { id: DashboardTabId; label: string }[]
  previewNote: string
  /** The angels behind the activity, by id (pages/dashboard resolves them from data/angels.ts). */
  viewers: Viewers
  /** Where Spotlight 2025 stands at the page's date, under the score (data/dashboard.ts, from the timeline). */
  spotlightStatus: string
}

/** The dashboard mock-up: header with the "Video Pitch" button, four stat cards and five tabs. */
export default function DashboardTabs({ data, tabs, previewNote, viewers, spotlightStatus }: Props) {
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
    overview: <OverviewPanel data={data} viewers={viewers} onSelectTab={selectTab} />,
    profile: <ProfilePanel company={data.company} previewNote={previewNote} />,
    pitch: <PitchPanel tips={data.pitchTips} current={data.currentPitch} previewNote={previewNote} />,
    analytics: <AnalyticsPanel metrics={data.analytics} weeklyViews={data.weeklyViews} />,
    feedback: <FeedbackPanel />,
  }
  return (
    <div ref={root} className="flex flex-col gap-4 sm:gap-6">
      {/* The pitch is the page's signature object (session 32 review): from 1024 px a 9:16 frame on the left, as tall as
          the company's header and its four figures (two by two) beside it; on a phone under the header, before them. */}
      <div
        className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]"
        data-dashboard-hero
      >
        {/* The company is the title, the page's name the line under it (round 25b); the "Video-Pitch" button is a
          secondary beside the title, labelled „Pitch“ on phones (review 5 Nov: a bare play circle read as no
          button), at the page's one secondary height, the header's and the cards' (review 5 Nov, second round: it stood
          8 px taller than „Login“ and „Zur Auswertung“). The company's monogram a plain ink tile (a gradient tile with a
          glow beside the title: site-wide review, session 28). The stage is a neutral chip: mint stays the trends' colour, magenta the actions'. */}
        {/* Phones (to 639 px): the company's name on one line across the header, the page's name and stage under it with
          the „Pitch“ button at that line's end; the monogram from 640 px, where the button stands beside both lines
          (review 29: beside the title the name wrapped onto two lines at 390 px; with the monogram the stage still
          wrapped at 360 px). */}
        <header
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 lg:col-start-2 lg:row-start-1 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-4 sm:gap-y-0.5"
          data-dashboard-header
        >
          <span
            className="row-span-2 hidden h-14 w-14 items-center justify-center rounded-2xl bg-ink-900 text-xl font-extrabold text-white sm:flex"
            aria-hidden="true"
          >
            {data.company.monogram}
          </span>
          <h1 className="col-span-2 text-xl font-bold leading-tight tracking-[-0.02em] text-ink-900 sm:col-span-1 sm:self-end sm:text-3xl">
            {data.company.name}
          </h1>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-600 sm:col-start-2 sm:self-start sm:text-base">
            Startup-Dashboard{' '}
            <span
              className="chip px-2 py-0.5 text-[0.6875rem] font-semibold uppercase tracking-wide sm:px-2.5 sm:text-xs"
              data-stage
            >
              {data.company.stage}
            </span>
          </p>
          <button
            type="button"
            className="btn-secondary btn-sm col-start-2 row-start-2 shrink-0 max-sm:gap-1.5 max-sm:px-3.5 sm:col-start-3 sm:row-span-2 sm:row-start-1"
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
        <PitchPreview
          data={data}
          onSelectTab={selectTab}
          className="w-full lg:col-start-1 lg:row-span-2 lg:row-start-1"
        />
        {/* One spacing scale (review 29: 14 px between the figures, 22 px between the cards under them, and vertical gaps
          of 34/31/23/22 px): every gap on the page 16 px on a phone, 24 px from 640 px, across and down. */}
        <StatCards
          stats={data.stats}
          card={appCard}
          gap="gap-4 sm:gap-6 lg:col-start-2 lg:row-start-2"
          columns="grid-cols-2"
          stars="beside"
          footUnder="always"
          bar="bg-brand-600"
          scoreStatus={
            <span
              className="flex items-start gap-1.5 text-sm font-semibold leading-snug text-violet-700 max-sm:hidden"
              data-spotlight-status
            >
              <span className="mt-[0.45em] h-1.5 w-1.5 shrink-0 rounded-full bg-violet-600" aria-hidden="true" />
              {spotlightStatus}
            </span>
          }
        />
        {/* On a phone the Spotlight's status stands under the figures across the row, on one line (fix round 32: in
          the score card's 135 px it wrapped to three lines; here one line, two in the longest phases); from 640 px in the score card. */}
        <p
          className="flex items-center gap-1.5 text-sm font-semibold leading-snug text-violet-700 sm:hidden"
          data-spotlight-status-phone
        >
          <span className="h-1.5 w-1.5 shrink-0 rounded-full bg-violet-600" aria-hidden="true" />
          {spotlightStatus}
        </p>
      </div>
      {/* On a phone the tab row scrolls; its end fades over 4.5 rem (`tabs-fade-wide`, renderer/base.css), so the cut
          tab reads as more to scroll to (fix round 31: „Feedb…“ read as cut). */}
      <div id="dashboard-bereiche" className="tabs-fade-wide scroll-mt-24">
        <Tabs
          look="line"
          gap="gap-4 sm:gap-6"
          label="Bereiche des Dashboards"
          initial="overview"
          tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label, panel: panels[tab.id] }))}
        />
      </div>
    </div>
  )
}

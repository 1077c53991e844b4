import type { ComponentType } from 'react'

// Every island's client chunk, loaded on demand by the hydrator. Add an entry for each new island.
// biome-ignore lint/suspicious/noExplicitAny: island props are checked where <Island> is used
type Loader = () => Promise<{ default: ComponentType<any> }>

export const islandLoaders = {
  CopyCodeButton: () => import('../design/CopyCodeButton'),
  ProgressDemo: () => import('../design/ProgressDemo'),
  Countdown: () => import('../countdown/Countdown'),
  StatsCounter: () => import('../stats/StatsCounter'),
  StageTabs: () => import('../tabs/StageTabs'),
  DashboardTabs: () => import('../dashboard/DashboardTabs'),
  DemoCard: () => import('../demo-card/DemoCard'),
  VotingGrid: () => import('../voting/VotingGrid'),
  ShareImageTool: () => import('../share-image/ShareImageTool'),
  SectionNav: () => import('../spotlight/SectionNav'),
  PeopleGrid: () => import('../spotlight/PeopleGrid'),
  AudienceChooser: () => import('../chooser/AudienceChooser'),
} satisfies Record<string, Loader>

export type IslandName = keyof typeof islandLoaders
export type HydrationStrategy = 'load' | 'idle' | 'visible'

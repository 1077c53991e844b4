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
/**
 * load: at once · idle: when the browser is idle · visible: near the viewport · interaction: on the visitor's
 * first sign of intent (pointer, touch, key, scroll) or, failing that, once the page has been quiet for a while –
 * for islands in the first screen whose server HTML is complete (the hero's demo phone), so loading stays light.
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction'

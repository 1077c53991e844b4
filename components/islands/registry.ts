import type { ComponentType } from 'react'

// Every island's client chunk, loaded on demand by the hydrator. Add an entry for each new island: the name is
// the module's file name (`DemoCard: () => import('../demo-card/DemoCard')`). The build resolves each name to
// its chunk in Vite's client manifest by that file name (scripts/lib/islands.ts) and the size budget fails
// when one cannot be resolved; <Island> accepts a name only with the component its module exports.
// biome-ignore lint/suspicious/noExplicitAny: each island's props are typed from its module (see Island.tsx)
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

/** The component an island's module exports by default (what the hydrator mounts). */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>['default']

/** Whether two types are the same (not merely assignable: a component without props fits any props). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

/** The island name whose module exports exactly the component `C` (never when no island module does). */
export type IslandNameOf<C> = { [N in IslandName]: Same<IslandComponent<N>, C> extends true ? N : never }[IslandName]

/**
 * load: at once · idle: when the browser is idle · visible: near the viewport · interaction: on the visitor's
 * first sign of intent (pointer, touch, key, scroll) or, failing that, once the page has been quiet for a while –
 * for islands in the first screen whose server HTML is complete (the hero's demo phone), so loading stays light.
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction'

import { angels } from '../../data/angels'
import type { StageTabItem } from '../../data/content'
import { type StartupId, startupsLedBy } from '../../data/startups'
import { Island } from '../islands/Island'
import StageTabs, { type AngelFace, type FeedSample } from './StageTabs'

/** A revealed angel's name and face (data/angels.ts), or a build error for an id that has none. */
function faceOf(id: string): AngelFace {
  const angel = angels.find((candidate) => candidate.id === id)
  if (!angel?.revealed) throw new Error(`StageTabsBlock: no revealed angel "${id}" in data/angels.ts`)
  return { name: angel.name, image: angel.image }
}

/**
 * The stage tabs, each with the sample pitch its view shows, the angels who keep the Say-Hello pitch on a watchlist
 * and the angels the matching puts first for the Fundraising pitch (only the fields the views need reach the client).
 */
export function StageTabsBlock({
  items,
  samples,
  watchers,
  matches,
}: {
  items: StageTabItem[]
  samples: Record<StageTabItem['id'], StartupId>
  /** Angel ids (data/angels.ts). */
  watchers: readonly string[]
  /** Angel ids with a sample match score (0–10). */
  matches: readonly { id: string; score: number }[]
}) {
  const sampleOf = (id: StartupId): FeedSample => {
    const { name, founder, location, description, posterUrl, headerBadge, category, stage, minInvestment } =
      startupsLedBy(id)[0]
    return { name, founder, location, description, posterUrl, headerBadge, category, stage, minInvestment }
  }
  return (
    <Island
      name="StageTabs"
      component={StageTabs}
      props={{
        items,
        samples: {
          hello: sampleOf(samples.hello),
          funding: sampleOf(samples.funding),
          relations: sampleOf(samples.relations),
        },
        watchers: watchers.map(faceOf),
        matches: matches.map(({ id, score }) => ({ ...faceOf(id), score })),
      }}
    />
  )
}

import { angels } from '../../data/angels'
import type { StageTabItem } from '../../data/content'
import { type StartupId, startupsLedBy } from '../../data/startups'
import { Island } from '../islands/Island'
import StageTabs, { type AngelRequest, type FeedSample } from './StageTabs'

/** How many of an angel's focus tags a row shows (fix round 32b: three ran out of the phone's row as „Retail Tech, Co…“). */
const focusTags = 2

/** A revealed angel's face with her first two focus tags (data/angels.ts), for a watcher or an intro request. */
function requestOf(id: string): AngelRequest {
  const angel = angels.find((candidate) => candidate.id === id)
  if (!angel?.revealed) throw new Error(`StageTabsBlock: no revealed angel "${id}" in data/angels.ts`)
  return { name: angel.name, image: angel.image, focus: angel.investments.split(', ').slice(0, focusTags).join(', ') }
}

/**
 * The stage tabs, each with the sample pitch its view shows, the angels who keep the Say-Hello pitch on a watchlist
 * and the angels whose intro requests the Fundraising view lists (only the fields the views need reach the client).
 */
export function StageTabsBlock({
  items,
  samples,
  watchers,
  requests,
}: {
  items: StageTabItem[]
  samples: Record<StageTabItem['id'], StartupId>
  /** Angel ids (data/angels.ts). */
  watchers: readonly string[]
  /** Angel ids (data/angels.ts) whose intro requests the Fundraising view lists. */
  requests: readonly string[]
}) {
  const sampleOf = (id: StartupId): FeedSample => {
    const { name, founder, location, description, posterUrl, headerBadge, category, stage, minInvestment, raising } =
      startupsLedBy(id)[0]
    return { name, founder, location, description, posterUrl, headerBadge, category, stage, minInvestment, raising }
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
        watchers: watchers.map(requestOf),
        requests: requests.map(requestOf),
      }}
    />
  )
}

import type { StageTabItem } from '../../data/content'
import { type StartupId, startupsLedBy } from '../../data/startups'
import { Island } from '../islands/Island'
import StageTabs, { type FeedSample } from './StageTabs'

/** The stage tabs, each with the sample pitch its feed row shows (only the fields the row needs reach the client). */
export function StageTabsBlock({
  items,
  samples,
}: {
  items: StageTabItem[]
  samples: Record<StageTabItem['id'], StartupId>
}) {
  const sampleOf = (id: StartupId): FeedSample => {
    const { name, founder, location, description, matchingScore, posterUrl, headerBadge } = startupsLedBy(id)[0]
    return { name, founder, location, description, matchingScore, posterUrl, headerBadge }
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
      }}
    />
  )
}

import { Island } from '../islands/Island'
import type { HydrationStrategy } from '../islands/registry'
import PeopleGrid, { type PeopleGridProps } from './PeopleGrid'

/** The jury or angel grid on a page: rendered on the server with its preview, hydrated for the toggle and dialog. */
export function PeopleGridBlock({
  when = 'visible',
  className,
  ...props
}: PeopleGridProps & { when?: HydrationStrategy; className?: string }) {
  return <Island name="PeopleGrid" component={PeopleGrid} when={when} className={className} props={props} />
}

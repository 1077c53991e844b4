import { Island } from '../islands/Island'
import type { HydrationStrategy } from '../islands/registry'
import { usePageContext } from '../PageContext'
import Countdown, { type CountdownProps } from './Countdown'

/** Server-side wrapper: the countdown island on the site's clock (PREVIEW_AT included). */
export function CountdownBlock({
  when,
  ...props
}: Omit<CountdownProps, 'clockOffsetMs'> & { when?: HydrationStrategy }) {
  const { clockOffsetMs } = usePageContext()
  return <Island name="Countdown" component={Countdown} when={when} props={{ ...props, clockOffsetMs }} />
}

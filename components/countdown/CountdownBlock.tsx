import { Island } from '../islands/Island'
import Countdown, { type CountdownProps } from './Countdown'

/** Server-side wrapper: renders the countdown island with the render time as its stable starting point. */
export function CountdownBlock(props: Omit<CountdownProps, 'renderedAt'>) {
  return <Island name="Countdown" component={Countdown} props={{ ...props, renderedAt: new Date().toISOString() }} />
}

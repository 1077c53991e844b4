import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { closing as closingCopy, closingHint } from './copy'

/**
 * The closing: text left, the sign-up card right (on ink, so it does not end like the brand-gradient pages); no
 * second button leading away at the moment of signing up.
 */
export function ClosingSection() {
  const closing = closingCopy[useTimeline().launch]
  return (
    <CtaPanel
      headingId="platz-titel"
      look="ink"
      copy={closing}
      aside={<SignUpForm tag="angel2_closing" roles={['angel']} title={closing.button} className="relative w-full" />}
    >
      <p className="text-sm text-ink-100">{closingHint}</p>
    </CtaPanel>
  )
}

import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { closing as closingCopy, closingHint, closingSecondary } from './copy'

/** The closing: text left, the sign-up card right (on ink, so it does not end like the brand-gradient pages). */
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
      <ButtonLink href="/angels" variant="outline" className="self-start">
        {closingSecondary}
      </ButtonLink>
    </CtaPanel>
  )
}

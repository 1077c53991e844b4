import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { closing as closingCopy, closingSecondary, hero } from './copy'

export function ClosingSection() {
  const closing = closingCopy[useTimeline().launch]
  return (
    <CtaPanel headingId="platz-titel" title={closing.title} text={closing.text} className="mx-auto max-w-4xl">
      <SignUpForm tag="angel2_closing" audience="angel" title={closing.button} className="w-full max-w-lg" />
      <Actions centred>
        <ButtonLink href="/angels" variant="outline">
          {closingSecondary}
        </ButtonLink>
      </Actions>
      <p className="text-sm">{hero.hint}</p>
    </CtaPanel>
  )
}

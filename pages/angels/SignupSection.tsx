import { FaqSection as SharedFaqSection } from '../../components/faq/FaqSection'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { CheckRow } from '../../components/ui/CheckList'
import { Section, SectionHeading } from '../../components/ui/Section'
import { faqItemsFor, faqTitle, launchOffer, signup as signupCopy, signupHint } from './copy'

/** The sign-up form (our own, double opt-in; early access before the launch, registration after it). */
export function SignupSection() {
  const { launch } = useTimeline()
  const signup = signupCopy[launch]
  return (
    <Section id="anmelden" tone="ink" labelledBy="anmelden-titel">
      <SectionHeading
        id="anmelden-titel"
        copy={signup}
        intro={signup.text}
        className="mx-auto max-w-3xl items-center gap-6 text-center"
      >
        <CheckRow
          items={launchOffer[launch].items}
          className="flex flex-wrap justify-center gap-2"
          item="chip bg-white/10 text-white ring-1 ring-white/15"
        />
        <SignUpForm tag="angels_signup" roles={['angel']} title={signup.button} className="w-full max-w-lg" />
        <p className="text-sm text-ink-100">{signupHint}</p>
      </SectionHeading>
    </Section>
  )
}

/** The angels' FAQ: on a light background like every FAQ of the site. */
export function FaqSection() {
  return <SharedFaqSection title={faqTitle} name="faq-angels" items={faqItemsFor(useTimeline().launch)} />
}

import { FaqSection as SharedFaqSection } from '../../components/faq/FaqSection'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { Section, SectionHeading } from '../../components/ui/Section'
import { signUpPhaseCopy } from '../../data/signup'
import { faqItemsFor, faqTitle, signup as signupCopy } from './copy'

/**
 * The sign-up form (our own, double opt-in; early access before the launch, registration after it). The offer's
 * points stand in the hero's card; the form's own line repeats only the two that decide (free, no card). The form
 * without a title of its own (review 7.2: heading, intro, card title and card text stood before the e-mail field):
 * the field and the button in one row, the line with the two gains under them. The form 672 px wide, so the field
 * (the row's remaining width) is wider than its button (review 30: at 512 px it was 224 px, narrower than the button).
 */
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
        <SignUpForm
          tag="angels_signup"
          roles={['angel']}
          variant="split"
          note={signUpPhaseCopy[launch].cardText}
          className="w-full max-w-2xl"
        />
      </SectionHeading>
    </Section>
  )
}

/**
 * The angels' FAQ: on a light background like every FAQ of the site; without the „FAQ“ label, as „Häufige Fragen von
 * Angels“ says it (fix round 31).
 */
export function FaqSection() {
  return (
    <SharedFaqSection title={faqTitle} name="faq-angels" items={faqItemsFor(useTimeline().launch)} eyebrow={false} />
  )
}

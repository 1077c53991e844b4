import { FaqSection as SharedFaqSection } from '../../components/faq/FaqSection'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { Section, SectionHeading } from '../../components/ui/Section'
import { faqItems, faqTitle, launchOffer, signup } from './copy'

/** The early-access sign-up form (our own, double opt-in) with the five-question FAQ. */
export function SignupSection() {
  return (
    <Section id="anmelden" tone="ink" labelledBy="anmelden-titel">
      <SectionHeading
        id="anmelden-titel"
        eyebrow={signup.eyebrow}
        title={signup.title}
        intro={signup.text}
        className="mx-auto max-w-3xl items-center gap-6 text-center"
      >
        <ul className="flex flex-wrap justify-center gap-2">
          {launchOffer.items.map((item) => (
            <li key={item} className="chip bg-white/10 text-white ring-1 ring-white/15">
              <span className="i-lucide-check text-mint-200" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <SignUpForm tag="angels_signup" audience="angel" title={signup.button} className="w-full max-w-lg" />
        <p className="text-sm text-ink-100">{signup.hint}</p>
      </SectionHeading>
    </Section>
  )
}

/** The angels' FAQ: on a light background like every FAQ of the site. */
export function FaqSection() {
  return <SharedFaqSection title={faqTitle} name="faq-angels" items={faqItems} />
}

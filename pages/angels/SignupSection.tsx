import { FaqSection as SharedFaqSection } from '../../components/faq/FaqSection'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { faqItems, faqTitle, launchOffer, signup } from './copy'

/** The early-access sign-up form (our own, double opt-in) with the five-question FAQ. */
export function SignupSection() {
  return (
    <section id="anmelden" aria-labelledby="anmelden-titel" className="section-y bg-gradient-ink text-white">
      <div className="container-site">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <p className="eyebrow text-brand-200">{signup.eyebrow}</p>
          <h2 id="anmelden-titel" className="h-section text-white">
            {signup.title}
          </h2>
          <p className="text-lg leading-relaxed text-ink-100">{signup.text}</p>
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
        </div>
      </div>
    </section>
  )
}

/** The angels' FAQ: on a light background like every FAQ of the site. */
export function FaqSection() {
  return <SharedFaqSection title={faqTitle} name="faq-angels" items={faqItems} />
}

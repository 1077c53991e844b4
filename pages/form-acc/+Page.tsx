import { EmbeddedForm } from '../../components/forms/EmbeddedForm'
import { TrustList } from '../../components/sections/PageHero'
import { Section } from '../../components/ui/Section'
import { formPage } from './copy'

/** The accelerator partnership application: the external form, with the provider fallback. */
export default function Page() {
  return (
    <Section tone="hero" labelledBy="form-acc-titel" spacing="pb-20 pt-12 sm:pb-28 sm:pt-20">
      <div className="mx-auto flex max-w-3xl flex-col gap-10">
        <div className="flex flex-col items-center gap-5 text-center">
          <p className="hero-label">
            <span className="i-lucide-handshake" aria-hidden="true" />
            {formPage.eyebrow}
          </p>
          <h1 id="form-acc-titel" className="h-section sm:text-5xl">
            {formPage.title}
          </h1>
          <p className="lead">{formPage.intro}</p>
          <TrustList items={formPage.points} centred />
        </div>
        <EmbeddedForm form="accelerator" />
        <p className="text-center text-sm text-ink-600">
          Noch Fragen vorab?{' '}
          <a href="/accelerator#faq" className="prose-link">
            Zu den häufigen Fragen
          </a>
        </p>
      </div>
    </Section>
  )
}

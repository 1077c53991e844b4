import { EmbeddedForm } from '../../components/forms/EmbeddedForm'
import { formPage } from './copy'

/** The accelerator partnership application: the external form, with the provider fallback. */
export default function Page() {
  return (
    <section aria-labelledby="form-acc-titel" className="bg-gradient-hero">
      <div className="container-site pb-20 pt-12 sm:pb-28 sm:pt-20">
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
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-ink-600">
              {formPage.points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <span className="i-lucide-circle-check text-mint-700" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <EmbeddedForm form="accelerator" />
          <p className="text-center text-sm text-ink-600">
            Noch Fragen vorab?{' '}
            <a href="/accelerator#faq" className="prose-link">
              Zu den häufigen Fragen
            </a>
          </p>
        </div>
      </div>
    </section>
  )
}

import type { SignUpFormCopy } from '../../data/forms'
import { CheckList } from '../ui/CheckList'
import { EmbeddedForm } from './EmbeddedForm'

/** A sign-up page around an external form: back link, heading, what to expect, and the form beside it. */
export function SignUpFormPage({ copy }: { copy: SignUpFormCopy }) {
  return (
    <section className="bg-gradient-hero section-y">
      <div className="container-site grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="flex flex-col gap-6 lg:sticky lg:top-28 lg:self-start">
          <a
            href={copy.back.href}
            className="-ml-1 inline-flex min-h-11 items-center gap-2 self-start rounded-full px-1 text-sm font-semibold text-ink-600 no-underline hover:text-ink-900"
          >
            <span className="i-lucide-arrow-left text-base" aria-hidden="true" />
            {copy.back.label}
          </a>
          <p className="hero-label">{copy.eyebrow}</p>
          <h1 className="text-4xl font-extrabold leading-[1.1] tracking-tight text-ink-900 sm:text-5xl">
            {copy.title}
          </h1>
          <p className="lead">{copy.intro}</p>
          <CheckList items={copy.points} className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink-100" />
        </div>
        <EmbeddedForm form={copy.form} />
      </div>
    </section>
  )
}

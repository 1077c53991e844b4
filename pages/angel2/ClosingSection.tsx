import { SignUpForm } from '../../components/forms/SignUpForm'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { closing, hero } from './copy'

export function ClosingSection() {
  return (
    <section aria-labelledby="platz-titel" className="section-y bg-white">
      <div className="container-site">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-4xl bg-gradient-brand px-6 py-12 text-center text-white shadow-brand sm:px-12 sm:py-16">
          <h2 id="platz-titel" className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
            {closing.title}
          </h2>
          <p className="max-w-2xl text-lg leading-relaxed">{closing.text}</p>
          <SignUpForm tag="angel2_closing" audience="angel" title={closing.button} className="w-full max-w-lg" />
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href="/angels" variant="outline">
              {closing.secondary}
            </ButtonLink>
          </div>
          <p className="text-sm">{hero.hint}</p>
        </div>
      </div>
    </section>
  )
}

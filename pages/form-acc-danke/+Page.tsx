import { ButtonLink } from '../../components/ui/ButtonLink'

export default function Page() {
  return (
    <section aria-labelledby="danke-titel" className="bg-gradient-hero py-20 sm:py-28">
      <div className="container-site flex max-w-3xl flex-col items-center gap-6 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-mint-100 text-3xl text-mint-700">
          <span className="i-lucide-circle-check" aria-hidden="true" />
        </span>
        <h1 id="danke-titel" className="h-display">
          Danke für eure Bewerbung!
        </h1>
        <p className="lead">
          Eure Bewerbung als Accelerator-Partner ist bei uns eingegangen. Unser Team meldet sich innerhalb von
          48&nbsp;Stunden mit den nächsten Schritten – die Partnerschaft bleibt für euch kostenlos.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/accelerator" variant="secondary">
            Zurück zur Accelerator-Seite
          </ButtonLink>
          <ButtonLink href="/" icon="i-lucide-arrow-right">
            Zur Startseite
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}

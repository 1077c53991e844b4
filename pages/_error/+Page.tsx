import { usePageContext } from '../../components/PageContext'

export default function Page() {
  const { is404 } = usePageContext()
  if (is404) {
    return (
      <section className="container-site flex min-h-[60vh] flex-col items-start justify-center gap-6 py-24">
        <p className="text-gradient-brand text-7xl font-extrabold sm:text-8xl">404</p>
        <h1 className="h-section">Seite nicht gefunden</h1>
        <p className="lead max-w-xl">
          Diese Seite gibt es nicht (mehr). Vielleicht hat sich ein Tippfehler eingeschlichen – oder der Link ist
          veraltet.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href="/" className="btn-primary">
            <span className="i-lucide-house" aria-hidden="true" />
            Zur Startseite
          </a>
          <a href="/kontakt" className="btn-secondary">
            Kontakt aufnehmen
          </a>
        </div>
      </section>
    )
  }
  return (
    <section className="container-site flex min-h-[60vh] flex-col items-start justify-center gap-6 py-24">
      <p className="text-gradient-brand text-7xl font-extrabold sm:text-8xl">500</p>
      <h1 className="h-section">Da ist etwas schiefgelaufen</h1>
      <p className="lead max-w-xl">
        Auf unserer Seite ist ein unerwarteter Fehler aufgetreten. Wir wurden benachrichtigt – bitte versuche es in
        einem Moment noch einmal.
      </p>
      <a href="/" className="btn-primary">
        Zur Startseite
      </a>
    </section>
  )
}

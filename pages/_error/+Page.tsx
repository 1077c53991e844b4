import type { ReactNode } from 'react'
import { usePageContext } from '../../components/PageContext'
import { Actions } from '../../components/ui/Actions'
import { Section } from '../../components/ui/Section'

const popular = [
  { href: '/startups', label: 'Für Startups' },
  { href: '/angels', label: 'Für Business Angels' },
  { href: '/spotlight', label: 'Spotlight-Event' },
]

/** The status code, the page's h1 (both screens are labelled by it) and what happened. */
function ErrorText({ code, title, children }: { code: string; title: string; children: ReactNode }) {
  return (
    <>
      <p className="text-gradient-brand text-7xl font-extrabold sm:text-8xl">{code}</p>
      <h1 id="fehler-titel" className="h-section">
        {title}
      </h1>
      <p className="lead max-w-xl">{children}</p>
    </>
  )
}

export default function Page() {
  const { is404 } = usePageContext()
  if (is404) {
    return (
      <Section
        tone="hero"
        labelledBy="fehler-titel"
        spacing=""
        contentClassName="flex min-h-[60vh] flex-col items-center justify-center gap-6 py-20 text-center sm:py-24"
      >
        <ErrorText code="404" title="Seite nicht gefunden">
          Diese Seite gibt es nicht (mehr). Vielleicht hat sich ein Tippfehler eingeschlichen&nbsp;– oder der Link ist
          veraltet.
        </ErrorText>
        <Actions centred>
          <a href="/" className="btn-primary">
            <span className="i-lucide-house" aria-hidden="true" />
            Zur Startseite
          </a>
          <a href="/kontakt" className="btn-secondary">
            Kontakt aufnehmen
          </a>
        </Actions>
        <nav aria-label="Beliebte Seiten" className="mt-6 w-full max-w-3xl">
          <ul className="grid gap-3 sm:grid-cols-3">
            {popular.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="flex min-h-14 items-center justify-between gap-3 rounded-2xl bg-white px-5 py-4 text-left font-semibold text-ink-900 no-underline shadow-soft ring-1 ring-ink-200 hover:ring-brand-200"
                >
                  {item.label}
                  <span className="i-lucide-arrow-right text-brand-700" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
    )
  }
  return (
    <Section
      labelledBy="fehler-titel"
      spacing="py-24"
      className="flex min-h-[60vh] flex-col justify-center"
      contentClassName="flex flex-col items-start gap-6"
    >
      <ErrorText code="500" title="Da ist etwas schiefgelaufen">
        Auf unserer Seite ist ein unerwarteter Fehler aufgetreten. Wir wurden benachrichtigt&nbsp;– bitte versuche es in
        einem Moment noch einmal.
      </ErrorText>
      <a href="/" className="btn-primary">
        Zur Startseite
      </a>
    </Section>
  )
}

import type { ReactNode } from 'react'
import { useLinks, usePageContext } from '../../components/PageContext'
import { Actions } from '../../components/ui/Actions'
import { Section } from '../../components/ui/Section'
import { mailto } from '../../data/links'

/** Where most visitors meant to go, each with what it holds (a bare label read as a second row of buttons). */
const popular = [
  { href: '/startups', label: 'Für Startups', text: 'Ein Pitch statt hundert Decks', icon: 'i-lucide-rocket' },
  { href: '/angels', label: 'Für Angels', text: 'Passende Pitches per Swipe', icon: 'i-lucide-gem' },
  { href: '/spotlight', label: 'Spotlight-Event', text: 'Pitch-Event für B2B-Startups', icon: 'i-lucide-trophy' },
]

/** The status code as drawn, the page's h1 (both screens are labelled by it) and what happened. */
function ErrorText({ code, title, children }: { code: ReactNode; title: string; children: ReactNode }) {
  return (
    <>
      {code}
      <h1 id="fehler-titel" className="h-section">
        {title}
      </h1>
      <p className="lead max-w-xl">{children}</p>
    </>
  )
}

/**
 * The 404 as the feed would show a pitch that is gone: an upright card on a small swipe deck, with the code where the
 * video would be, the feed's badge, an empty progress bar and blank lines where the startup's name and pitch would
 * stand (round 25: a dark slab with the code alone read as unfinished). A drawing: the code is its only text a reader
 * needs; no swipe hint, nothing here swipes.
 */
function MissingPitch() {
  const card = 'aspect-[9/16] w-32 rounded-3xl'
  return (
    <div className="relative mb-2 sm:mb-4">
      <span
        className={`${card} absolute inset-0 -translate-x-3 -rotate-10 bg-brand-200 ring-1 ring-brand-300`}
        aria-hidden="true"
      />
      <span
        className={`${card} absolute inset-0 translate-x-3 rotate-8 bg-violet-100 shadow-soft ring-1 ring-violet-200`}
        aria-hidden="true"
      />
      <div
        className={`${card} relative flex flex-col items-center justify-center overflow-hidden bg-ink-950 shadow-lift ring-1 ring-ink-200`}
      >
        <span className="absolute inset-0 bg-gradient-ink" aria-hidden="true" />
        <span className="absolute inset-x-3 top-3 h-1 rounded-full bg-white/20" aria-hidden="true" />
        <span
          aria-hidden="true"
          className="absolute inset-x-0 top-7 mx-auto w-fit rounded-full bg-white/15 px-2.5 py-1 text-[0.6875rem] font-bold uppercase tracking-wide text-white"
        >
          Nicht im Feed
        </span>
        <p className="relative text-5xl font-extrabold tracking-tight text-white">404</p>
        <span aria-hidden="true" className="absolute inset-x-4 bottom-5 flex flex-col gap-1.5">
          <span className="h-2 w-3/4 rounded-full bg-white/25" />
          <span className="h-1.5 w-1/2 rounded-full bg-white/15" />
        </span>
      </div>
    </div>
  )
}

export default function Page() {
  const { is404 } = usePageContext()
  const links = useLinks()
  if (is404) {
    // The second way on reports the link that led here. The page is one cached screen for every missing path
    // (the requested path never reaches the renderer), so the mail asks for the address instead of naming it.
    const report = mailto(
      links.contact.email,
      'Defekter Link',
      'Dieser Link führt ins Leere:\n(Adresse und wo du den Link gefunden hast)',
    )
    return (
      <Section
        tone="hero"
        labelledBy="fehler-titel"
        spacing=""
        contentClassName="flex min-h-[60vh] flex-col items-center justify-center gap-5 py-8 text-center sm:gap-6 sm:py-12"
      >
        <ErrorText code={<MissingPitch />} title="Seite nicht gefunden">
          Diese Seite gibt es nicht&nbsp;– oder nicht mehr. Vielleicht hat sich ein Tippfehler eingeschlichen, oder der
          Link ist veraltet.
        </ErrorText>
        <Actions centred>
          <a href="/" className="btn-primary">
            <span className="i-lucide-house" aria-hidden="true" />
            Zur Startseite
          </a>
          <a href={report} className="btn-secondary">
            <span className="i-lucide-flag" aria-hidden="true" />
            Defekten Link melden
          </a>
        </Actions>
        <nav aria-labelledby="weiter-titel" className="mt-4 flex w-full flex-col gap-3 sm:mt-6">
          <h2 id="weiter-titel" className="text-sm font-semibold text-ink-600">
            Oder direkt weiter zu
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {popular.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="group flex h-full min-h-14 items-center gap-3 rounded-2xl bg-white p-4 text-left no-underline shadow-soft ring-1 ring-ink-200 hover:ring-brand-200"
                >
                  <span
                    className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ink-50 text-ink-800 ring-1 ring-ink-200"
                    aria-hidden="true"
                  >
                    <span className={`${item.icon} text-lg`} />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold text-ink-900">{item.label}</span>
                    <span className="text-sm text-ink-600">{item.text}</span>
                  </span>
                  <span
                    className="i-lucide-arrow-right shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
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
      <ErrorText
        code={<p className="text-gradient-brand text-7xl font-extrabold sm:text-8xl">500</p>}
        title="Da ist etwas schiefgelaufen"
      >
        Auf unserer Seite ist ein unerwarteter Fehler aufgetreten. Wir wurden benachrichtigt&nbsp;– bitte versuche es in
        einem Moment noch einmal.
      </ErrorText>
      <a href="/" className="btn-primary">
        Zur Startseite
      </a>
    </Section>
  )
}

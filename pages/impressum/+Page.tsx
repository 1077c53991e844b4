import type { ReactNode } from 'react'
import { useLinks } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { telHref } from '../../data/links'
import { provider } from './copy'

const disclaimers = [
  {
    title: '1. Haftung für Inhalte',
    text: 'Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir die betreffenden Inhalte umgehend.',
  },
  {
    title: '2. Haftung für Links',
    text: 'Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte übernehmen wir keine Gewähr; verantwortlich ist stets der jeweilige Anbieter oder Betreiber der Seiten. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.',
  },
  {
    title: '3. Urheberrecht',
    text: 'Die durch die Seitenbetreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Autors bzw. Erstellers. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet; Materialien aus dem Pressebereich dürfen für die Berichterstattung über OnePitch genutzt werden.',
  },
  {
    title: '4. Besondere Nutzungsbedingungen',
    text: 'Soweit besondere Bedingungen für einzelne Nutzungen dieser Website von den vorgenannten Nummern 1 bis 3 abweichen, wird an entsprechender Stelle ausdrücklich darauf hingewiesen. In diesem Falle gelten im jeweiligen Einzelfall die besonderen Nutzungsbedingungen, etwa die Teilnahmebedingungen des Spotlight-Events.',
  },
]

/** One fact of the provider: a small label over its value on phones, label and value side by side from `sm`. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-4 first:pt-0 last:pb-0 sm:grid sm:grid-cols-[13rem_1fr] sm:gap-6">
      <dt className="text-sm font-semibold text-ink-900 sm:pt-0.5">{label}</dt>
      <dd className="leading-relaxed text-ink-700">{children}</dd>
    </div>
  )
}

export default function Page() {
  const { email, phone } = useLinks().contact
  return (
    <>
      {/* Heading and the provider's facts in one section: the hero's glow fades out behind the card. The facts are one
          list of labels and values (round 25: two cards, one with sub-headings and one without, ran register and
          VAT id together as one block). */}
      <Section
        headingLevel="h1"
        title="Impressum"
        intro="Angaben gemäß § 5 DDG"
        align="start"
        spacing="pt-16 pb-4 sm:pt-20"
        className="bg-gradient-hero"
        contentClassName="max-w-2xl"
      >
        <dl className="divide-y divide-ink-200 rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:p-8">
          <Fact label="Anbieter">
            <address className="not-italic">
              {provider.company}
              <br />
              {provider.street}
              <br />
              {provider.postcode} {provider.city}
              <br />
              {provider.country}
            </address>
          </Fact>
          <Fact label="Geschäftsführung">
            {provider.managingDirectors.map((name) => name.replaceAll(' ', '\u00a0')).join(', ')}
          </Fact>
          <Fact label="Registereintrag">{provider.register}</Fact>
          <Fact label="Umsatzsteuer-ID">
            {provider.vatId}
            <span className="block text-sm text-ink-600">gemäß §&nbsp;27a&nbsp;UStG</span>
          </Fact>
          <Fact label="Kontakt">
            E-Mail:{' '}
            <a href={`mailto:${email}`} className="prose-link">
              {email}
            </a>
            {phone ? (
              <>
                <br />
                Telefon:{' '}
                <a href={telHref(phone)} className="prose-link">
                  {phone}
                </a>
              </>
            ) : null}
          </Fact>
          <Fact label="Verantwortlich für den Inhalt">
            {provider.responsibleForContent}, Anschrift wie oben
            <span className="block text-sm text-ink-600">gemäß §&nbsp;18&nbsp;Abs.&nbsp;2&nbsp;MStV</span>
          </Fact>
          {/* The EU online dispute-resolution platform closed on 20.07.2025 (Regulation (EU) 2024/3228): no link to it. */}
          <Fact label="Verbraucherstreitbeilegung">
            Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer
            Verbraucherschlichtungsstelle teilzunehmen (§&nbsp;36 VSBG).
          </Fact>
        </dl>
      </Section>
      {/* The disclaimer at a reading measure, quieter than the provider's facts (round 25: the boilerplate as loud as
          the facts read as a wall), under a heading a step below the H1. */}
      <Section
        labelledBy="haftung-titel"
        spacing="pb-16 pt-14 sm:pb-24 sm:pt-20"
        contentClassName="flex max-w-2xl flex-col gap-8"
      >
        <h2 id="haftung-titel" className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
          Haftungsausschluss
        </h2>
        {disclaimers.map((item) => (
          <div key={item.title} className="flex flex-col gap-2">
            <h3 className="h-card">{item.title}</h3>
            <p className="text-[0.9375rem] leading-relaxed text-ink-600">{item.text}</p>
          </div>
        ))}
      </Section>
    </>
  )
}

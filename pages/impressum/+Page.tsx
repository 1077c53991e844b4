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

export default function Page() {
  const { email, phone } = useLinks().contact
  return (
    <>
      {/* Heading and the two cards in one section: the hero's glow fades out behind the cards. */}
      <Section
        headingLevel="h1"
        title="Impressum"
        intro="Angaben gemäß § 5 DDG"
        align="start"
        spacing="pt-16 pb-4 sm:pt-20"
        className="bg-gradient-hero"
        contentClassName="max-w-3xl"
      >
        <div className="grid gap-6 md:grid-cols-2">
          <div className="card flex flex-col gap-3">
            <h2 className="h-card">Anbieter</h2>
            <address className="not-italic leading-relaxed text-ink-700">
              {provider.company}
              <br />
              {provider.street}
              <br />
              {provider.postcode} {provider.city}
              <br />
              {provider.country}
            </address>
            <p className="text-ink-700">
              Vertreten durch die Geschäftsführung:{' '}
              {provider.managingDirectors.map((name) => name.replaceAll(' ', '\u00a0')).join(', ')}
            </p>
            <p className="text-ink-700">
              Registereintrag: {provider.register}
              <br />
              Umsatzsteuer-ID gemäß §&nbsp;27a&nbsp;UStG: {provider.vatId}
            </p>
          </div>
          <div className="card flex flex-col gap-3">
            <h2 className="h-card">Kontakt</h2>
            <p className="text-ink-700">
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
            </p>
            <h3 className="mt-2 font-semibold text-ink-900">Verantwortlich für den Inhalt</h3>
            <p className="text-ink-700">
              {provider.responsibleForContent}, Anschrift wie oben (§&nbsp;18&nbsp;Abs.&nbsp;2&nbsp;MStV)
            </p>
            {/* The EU online dispute-resolution platform closed on 20.07.2025 (Regulation (EU) 2024/3228): no link to it. */}
            <h3 className="mt-2 font-semibold text-ink-900">Verbraucherstreitbeilegung</h3>
            <p className="text-ink-700">
              Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer
              Verbraucherschlichtungsstelle teilzunehmen (§&nbsp;36 VSBG).
            </p>
          </div>
        </div>
      </Section>
      <Section
        labelledBy="haftung-titel"
        spacing="pb-16 pt-12 sm:pb-24"
        contentClassName="flex max-w-3xl flex-col gap-8"
      >
        <h2 id="haftung-titel" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          Haftungsausschluss
        </h2>
        {disclaimers.map((item) => (
          <div key={item.title} className="flex flex-col gap-2">
            <h3 className="h-card">{item.title}</h3>
            <p className="prose">{item.text}</p>
          </div>
        ))}
      </Section>
    </>
  )
}

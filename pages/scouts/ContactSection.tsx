import { PersonPhoto } from '../../components/media/PersonPhoto'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { scoutContact } from './copy'

export function ContactSection() {
  const links = useLinks()
  return (
    <section id="kontakt" aria-labelledby="kontakt-titel" className="section-y bg-ink-50">
      <div className="container-site">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-4xl bg-white p-6 text-center shadow-soft ring-1 ring-ink-100 sm:p-10 md:flex-row md:gap-10 md:text-left">
          <PersonPhoto
            name={scoutContact.name}
            src={scoutContact.photo}
            size={128}
            className="shadow-lift ring-4 ring-brand-50"
          />
          <div className="flex flex-1 flex-col items-center gap-3 md:items-start">
            <p className="eyebrow">Persönlicher Kontakt</p>
            <h2 id="kontakt-titel" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              Lass uns sprechen
            </h2>
            <p className="prose">{scoutContact.text}</p>
            <p className="text-sm text-ink-600">
              <span className="font-semibold text-ink-900">{scoutContact.name}</span> · {scoutContact.role}
            </p>
            <ButtonLink href={links.bookingCalendar} external icon="i-lucide-calendar-days" className="mt-2">
              Jetzt Termin vereinbaren
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}

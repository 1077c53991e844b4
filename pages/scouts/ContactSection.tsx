import { useLinks } from '../../components/PageContext'
import { ContactCard } from '../../components/spotlight/ContactCard'
import { scoutContact } from './copy'

export function ContactSection() {
  const links = useLinks()
  return (
    <ContactCard
      id="kontakt"
      eyebrow="Persönlicher Kontakt"
      title="Lass uns sprechen"
      text={scoutContact.text}
      person={{ name: scoutContact.name, role: scoutContact.role, image: scoutContact.photo }}
      primary={{ href: links.bookingCalendar, label: 'Jetzt Termin vereinbaren', external: true }}
    />
  )
}

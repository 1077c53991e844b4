import { spotlightEvent } from '../../data/event'
import { site } from '../../data/site'
import { firstName, team } from '../../data/team'

// The contact page (replies usually within 24 hours).

/** The edition's name kept on one line („Spotlight 2025“). */
const edition = spotlightEvent.name.replace(' ', '\u00a0')

export const contactHero = {
  eyebrow: 'Kontakt',
  title: 'Wie können wir dir helfen?',
  lead: 'Ob Frage zur Spotlight-Anmeldung, technisches Problem oder Kooperationsidee: Wähle den passenden Weg, und wir kümmern uns darum.',
}

/** The hero's two jumps to the cards (on a phone the business card starts almost two screens down). */
export const contactJumps = [
  { href: '#support', icon: 'i-lucide-headset', label: 'Support' },
  { href: '#business', icon: 'i-lucide-briefcase', label: 'Business & Presse' },
] as const

/** One quiet line of facts under the team: how soon we answer, where we are (no e-mail: the cards hold it). */
export const contactFacts = [
  { icon: 'i-lucide-clock', text: 'Antwort meist innerhalb von 24\u00a0Stunden' },
  { icon: 'i-lucide-map-pin', text: `${site.city}, Deutschland` },
] as const

export const supportCard = {
  title: 'Service & Support',
  text: 'Für Gründer:innen, Angels und alle, die beim Spotlight dabei sind. Am schnellsten geht’s im Chat.',
  topics: [
    {
      icon: 'i-lucide-rocket',
      title: 'Spotlight-Anmeldung',
      text: 'Einreichung, Fristen und Ablauf',
    },
    { icon: 'i-lucide-wrench', title: 'Technischer Support', text: 'Upload, Video-Format und Login' },
    { icon: 'i-lucide-circle-help', title: 'Allgemeine Fragen', text: 'Plattform, Matching und Community' },
  ],
  button: 'WhatsApp-Chat starten',
  noChat: 'Kein WhatsApp?',
  mail: 'Schreib uns eine E-Mail',
  subject: 'Support-Anfrage über die Website',
}

export const businessCard = {
  title: 'Business & Presse',
  text: 'Für Partnerschaften, Sponsoring, Medienanfragen und alles, was eine ausführliche Antwort braucht.',
  topics: [
    {
      icon: 'i-lucide-handshake',
      title: 'Partnerschaften & Sponsoring',
      text: 'Corporate- und Netzwerkpartner',
    },
    { icon: 'i-lucide-newspaper', title: 'Presse & Medien', text: 'Interviews, Fakten und Pressematerial' },
    { icon: 'i-lucide-building-2', title: 'Accelerator & Programme', text: 'Inkubatoren, Hubs und Acceleratoren' },
  ],
  button: 'E-Mail schreiben',
  subject: 'Anfrage über die Website',
}

export const communityBanner = {
  title: 'Spotlight-News direkt aufs Handy',
  text: 'Termine, Einreichungsfristen und Voting-Updates in der WhatsApp-Community.',
  button: 'Community beitreten',
}

export const pressBanner = {
  title: 'Pressematerial & Fakten',
  text: `Logos, Pressemitteilung, Key Visuals und Zahlen zum ${edition}.`,
  button: 'Zum Pressebereich',
}

/** Three shortcuts at the page's foot, under a light heading. */
export const moreLinks = {
  title: 'Vielleicht suchst du das hier',
  links: [
    {
      href: '/spotlight',
      icon: 'i-lucide-sparkles',
      title: 'Spotlight-Event',
      /** After the edition /spotlight shows its outcome. */
      text: { running: 'Termine, Jury und Finale', over: 'Rückblick und Ergebnisse' },
    },
    {
      href: '/video-tipps',
      icon: 'i-lucide-video',
      title: 'Video-Tipps',
      text: 'So gelingt dein 60\u2011Sekunden-Pitch',
    },
    {
      href: '/partner-spotlight',
      icon: 'i-lucide-handshake',
      title: 'Partner werden',
      text: `Sichtbarkeit beim ${edition}`,
    },
  ],
}

/** Under the hero's lead, beside the founders' faces: who reads and answers the messages. */
export const answeredBy = `Es antworten ${new Intl.ListFormat('de').format(team.map(firstName))} aus dem Gründungsteam`

import { spotlightEvent } from '../../data/event'
import { site } from '../../data/site'
import { firstName, team } from '../../data/team'

// The contact page (replies usually within 24 hours).

export const contactHero = {
  eyebrow: 'Kontakt',
  title: 'Wie können wir dir helfen?',
  lead: 'Ob Frage zur Spotlight-Anmeldung, technisches Problem oder Kooperationsidee: Wähle den passenden Weg, und wir kümmern uns darum.',
}

export const supportCard = {
  title: 'Service & Support',
  text: 'Für Gründer:innen, Angels und alle, die beim Spotlight dabei sind. Am schnellsten geht’s im Chat.',
  topics: [
    {
      icon: 'i-lucide-rocket',
      title: 'Spotlight-Anmeldung',
      text: 'Fragen zur Einreichung, zu Fristen und zum Ablauf',
    },
    { icon: 'i-lucide-wrench', title: 'Technischer Support', text: 'Upload, Video-Format, Login und Registrierung' },
    { icon: 'i-lucide-circle-help', title: 'Allgemeine Fragen', text: 'Zur Plattform, zum Matching und zur Community' },
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
      text: 'Corporate- und Netzwerkpartner des Spotlights',
    },
    { icon: 'i-lucide-newspaper', title: 'Presse & Medien', text: 'Interviews, Fakten und Pressematerial' },
    { icon: 'i-lucide-building-2', title: 'Accelerator & Programme', text: 'Kooperationen mit Inkubatoren und Hubs' },
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
  text: `Logos, Pressemitteilung, Key Visuals und Zahlen zum ${spotlightEvent.name}.`,
  button: 'Zum Pressebereich',
}

export const contactFacts = [
  { icon: 'i-lucide-map-pin', label: 'Standort', value: `${site.city}, Deutschland` },
  { icon: 'i-lucide-clock', label: 'Antwortzeit', value: 'meist unter 24\u00a0Stunden' },
] as const

export const moreLinks = {
  eyebrow: 'Schneller am Ziel',
  title: 'Vielleicht suchst du das hier',
  /**
   * First, what is on at the Spotlight today where something is open, else the event page (round 22: a press tile
   * here repeated the business card's press banner, while the running vote went unmentioned).
   */
  spotlight: {
    now: 'Jetzt mitmachen',
    otherwise: {
      href: '/spotlight',
      icon: 'i-lucide-sparkles',
      title: 'Spotlight-Event',
      text: 'Termine, Jury und Finale',
    },
  },
  links: [
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
      text: `Sichtbarkeit beim ${spotlightEvent.name}`,
    },
  ] as const,
}

/** Under the hero's lead, beside the founders' faces: who reads and answers the messages. */
export const answeredBy = `Es antworten ${new Intl.ListFormat('de').format(team.map(firstName))} aus dem Gründungsteam`

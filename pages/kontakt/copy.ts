import { spotlightEvent } from '../../data/event'
import { firstName, team } from '../../data/team'

// The contact page (replies usually within 24 hours).

/** The edition's name kept on one line („Spotlight 2025“). */
const edition = spotlightEvent.name.replace(' ', '\u00a0')

/** No label above the h1 (round 24: a contact page gets to its two cards fast); the lead names both ways in one line. */
export const contactHero = {
  title: 'Wie können wir dir helfen?',
  lead: 'Support im Chat, Business und Presse per E-Mail.',
}

/**
 * The spec's note, said once for the page: under the chat button, as the address stands under the mail button (review
 * 7.1: the cards ended differently). Round 29: it stood identically in both cards.
 */
export const replyTime = 'Antwort meist innerhalb von 24\u00a0Stunden'

export const supportCard = {
  title: 'Service & Support',
  // One short line (round 29: three lines on a phone before the topics).
  text: 'Für Gründer:innen, Angels und alle rund ums Spotlight.',
  topics: [
    { title: 'Spotlight-Anmeldung', text: 'Einreichung, Fristen und Ablauf' },
    { title: 'Technischer Support', text: 'Upload, Video-Format und Login' },
    { title: 'Allgemeine Fragen', text: 'Plattform, Matching und Community' },
  ],
  button: 'WhatsApp-Chat starten',
}

export const businessCard = {
  title: 'Business & Presse',
  // The topics under it name partnerships and press (round 29: the line named them too).
  text: 'Für alles, was eine ausführliche Antwort braucht.',
  topics: [
    { title: 'Partnerschaften & Sponsoring', text: 'Corporate- und Netzwerkpartner' },
    { title: 'Presse & Medien', text: 'Interviews, Fakten und Pressematerial' },
    { title: 'Accelerator & Programme', text: 'Inkubatoren, Hubs und Acceleratoren' },
  ],
  button: 'E-Mail schreiben',
  subject: 'Anfrage über die Website',
}

export const communityBanner = {
  title: 'Spotlight-News direkt aufs Handy',
  text: 'Termine, Einreichungsfristen und Voting-Updates in der WhatsApp\u2011Community.',
  button: 'Community beitreten',
}

export const pressBanner = {
  title: 'Pressematerial & Fakten',
  text: `Logos, Pressemitteilung, Key Visuals und Zahlen zum ${edition}.`,
  button: 'Zum Pressebereich',
}

/**
 * Shortcuts at the page's foot, under a light heading. The first is what is on at the Spotlight now, dated
 * (components/spotlight/steps.ts); once the edition is over, the event page's outcome in its place.
 */
export const moreLinks = {
  title: 'Vielleicht suchst du das hier',
  /** Read out beside the edition's name while it runs (the live dot shows it). */
  running: 'läuft gerade',
  eventOver: {
    href: '/spotlight',
    icon: 'i-lucide-sparkles',
    title: 'Spotlight-Event',
    text: 'Rückblick und Ergebnisse',
  },
  links: [
    {
      href: '/video-tipps',
      icon: 'i-lucide-video',
      title: 'Video-Tipps',
      text: 'So gelingt dein 60\u2011Sekunden\u2011Pitch',
    },
    {
      href: '/partner-spotlight',
      icon: 'i-lucide-handshake',
      title: 'Partner werden',
      // Without the edition's name: a year on, „beim Spotlight 2025“ offered a past event.
      text: 'Sichtbar bei Startups und Angels',
    },
  ],
}

/** Under the hero's lead, beside the founders' faces: who reads and answers the messages. */
export const answeredBy = `Es antworten ${new Intl.ListFormat('de').format(team.map(firstName))} aus dem Gründungsteam`

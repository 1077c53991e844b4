import { shortDate, spotlightEvent } from '../event'
import { site } from '../site'
import { KICKSTART_EXTRA_VOTES, votingDates } from '../voting'

// Copy of the wildcard voting (/wildcard-voting, alias /wildcard) and the share-image tool
// (/wildcard-share), spec 001 §2–§5, §8, §9. Dates and prizes come from data/voting.ts.

const { kickstartEnds, votingStarts, votingEnds, final } = votingDates
const votingPeriod = `${votingStarts.slice(0, 6)}–${votingEnds}`

export const votingHero = {
  back: { href: '/spotlight', label: 'Zurück zum Spotlight' },
  eyebrow: 'Spotlight 2025 · Wildcard-Voting',
  /** The headline with its highlighted word in the middle. */
  title: ['Deine Stimme vergibt die ', 'Wildcard', ' fürs Finale'],
  lead: `Zehn Startups ziehen über Jury und Angels ins Finale ein – den elften Platz vergibt die Community. Stimm für deine Favoriten: Das Startup mit den meisten Stimmen pitcht am ${final} live vor den Business Angels.`,
  facts: [
    { icon: 'i-lucide-rocket', label: 'Kickstart', value: `bis ${kickstartEnds}` },
    { icon: 'i-lucide-heart', label: 'Voting', value: votingPeriod },
    { icon: 'i-lucide-trophy', label: 'Digitales Finale', value: final },
  ],
  vote: 'Jetzt abstimmen',
  /** Outside the voting phase the first button leads to the (read-only) ranking. */
  ranking: 'Zur Rangliste',
  apply: 'Pitch einreichen',
}

/** The decorative ticket beside the headline. */
export const votingTicket = {
  event: 'Spotlight 2025',
  title: 'Wildcard',
  place: 'Platz 11 im Finale',
  finalLabel: 'Digitales Finale',
  final,
}

/** „Pitch einreichen“: our redirect to the founder registration start (pages/aliases-and-redirects.ts). */
export const applyHref = '/spotlight-registration'

export const kickstart = {
  badge: 'Kickstart',
  title: `${KICKSTART_EXTRA_VOTES}\u00a0Extra-Stimmen für deinen Start`,
  text: `Teile deine Teilnahme auf LinkedIn oder Instagram und markiere ${site.socialHandle} im Beitrag – unser Team prüft ihn und schreibt deinem Startup ${KICKSTART_EXTRA_VOTES}\u00a0zusätzliche Stimmen gut.`,
  deadline: `Der Kickstart endet mit dem Votingstart am ${kickstartEnds}.`,
  button: 'Share-Bild erstellen',
  href: '/wildcard-share',
}

export const ranking = {
  id: 'ranking',
  eyebrow: 'Aktuelle Rangliste',
  title: 'Die 20 Startups im Wildcard-Voting',
  intro:
    'Tippe auf das Herz, um für ein Startup zu stimmen – ein zweiter Tipp nimmt die Stimme zurück. Das Ranking sortiert sich sofort neu.',
}

/** Texts inside the voting island (prize explanation, cards, announcements). */
export const votingGridCopy = {
  prizeTitle: 'Preisgeld für die Top\u00a03',
  prizeText: `Die drei Startups mit den meisten Stimmen zum Voting-Ende am ${votingEnds} gewinnen Preisgeld. Platz 1 zieht zusätzlich mit der Wildcard ins digitale Finale am ${final} ein.`,
  prizeTrigger: 'Preisgelder ansehen',
  prizeTooltipTitle: 'Preisgelder im Wildcard-Voting',
  totalLabel: 'Stimmen insgesamt',
  startupsLabel: 'Startups im Rennen',
  memoryNote:
    'Eine Stimme pro Person und Startup: Dafür speichern wir nur eine zufällige, anonyme Kennung in einem Cookie (60\u00a0Tage) und deine Herzen – keinen Namen, keine E-Mail-Adresse.',
  listLabel: 'Ranking des Wildcard-Votings',
  founded: 'Gegründet',
  applyTitle: 'Dein Startup fehlt noch?',
  applyText: `Reiche deinen Pitch fürs Spotlight 2025 ein – die Bewerbung ist bis zum ${votingEnds} offen.`,
  applyButton: 'Pitch einreichen',
  applyHref,
}

export const votingSteps = {
  eyebrow: 'Ablauf',
  title: 'So funktioniert das Wildcard-Voting',
  steps: [
    {
      meta: `bis ${kickstartEnds}`,
      title: 'Kickstart: Teilnahme teilen',
      text: `Erstelle dein Share-Bild, teile es auf LinkedIn oder Instagram und markiere ${site.socialHandle} – dafür gibt es ${KICKSTART_EXTRA_VOTES}\u00a0Extra-Stimmen.`,
    },
    {
      meta: votingPeriod,
      title: 'Voting: Die Community stimmt ab',
      text: 'Alle können für ihre Favoriten stimmen. Das Ranking zeigt jederzeit, wer vorne liegt.',
    },
    {
      meta: final,
      title: 'Finale: Die Wildcard wird vergeben',
      text: 'Im digitalen Finale verkünden wir die Top\u00a010 und das Wildcard-Startup – es pitcht direkt vor den Business Angels.',
    },
  ],
}

/** The submission call below the ranking once applications are closed (before they open, or after the deadline). */
export const votingApplyClosed = {
  upcoming: {
    title: 'Bald kannst du pitchen',
    text: `Die Bewerbung für ${spotlightEvent.name} startet am ${shortDate(spotlightEvent.applicationsOpen)}.`,
  },
  closed: {
    title: 'Die Einreichung ist geschlossen',
    text: `Die Bewerbung für ${spotlightEvent.name} endete am ${votingEnds}. Die nächste Ausgabe kündigen wir auf der Spotlight-Seite und im Community-Kanal an.`,
  },
  button: 'Zum Spotlight',
}

export const votingApply = {
  title: 'Dein Startup fehlt noch im Ranking?',
  text: `Reiche deinen 60\u00a0Sekunden Video-Pitch fürs Spotlight 2025 ein – die Bewerbung ist bis zum ${votingEnds} offen.`,
  button: 'Pitch einreichen',
  secondary: 'Share-Bild erstellen',
}

export const shareHero = {
  back: { href: '/wildcard-voting', label: 'Zurück zum Voting' },
  eyebrow: 'Kickstart · Spotlight 2025',
  title: 'Dein Share-Bild fürs Spotlight 2025',
  lead: `Lade dein Logo hoch – wir setzen es auf unsere Spotlight-Vorlage. Teile das Bild auf LinkedIn oder Instagram, markiere ${site.socialHandle} und sichere deinem Startup ${KICKSTART_EXTRA_VOTES}\u00a0Extra-Stimmen im Wildcard-Voting.`,
  privacy: 'Dein Logo verlässt dein Gerät nicht: Das Bild entsteht direkt in deinem Browser.',
}

/** Texts and settings of the share-image island. */
export const shareToolCopy = {
  uploadTitle: 'Logo wählen',
  dropLabel: 'Logo hierher ziehen oder Datei auswählen',
  dropActive: 'Loslassen, um das Logo zu verwenden',
  hint: 'PNG oder JPG, maximal 2\u00a0MB – am besten mit transparentem oder weißem Hintergrund.',
  chosen: 'Gewähltes Logo',
  remove: 'Logo entfernen',
  previewTitle: 'Vorschau & Download',
  emptyPreview: 'Sobald du ein Logo gewählt hast, erscheint hier dein Share-Bild.',
  generating: 'Bild wird erstellt …',
  previewAlt: 'Vorschau: dein Logo auf dem Share-Bild „Wir sind beim Spotlight 2025 dabei!“',
  download: 'Bild herunterladen',
  retry: 'Erneut versuchen',
  failedHint: 'Das Bild konnte nicht erstellt werden. Versuche es noch einmal oder wähle eine andere Datei.',
  toastCreated: 'Bild erfolgreich erstellt!',
  toastDownloaded: 'Bild heruntergeladen!',
  toastFailed: 'Fehler beim Erstellen des Bildes',
  toastRegion: 'Benachrichtigungen',
  fileName: `${site.name.toLowerCase()}-spotlight-share.png`,
  templateUrl: '/images/share/spotlight-share-template.png',
}

export const shareSteps = {
  eyebrow: 'Kickstart',
  title: `In drei Schritten zu ${KICKSTART_EXTRA_VOTES}\u00a0Extra-Stimmen`,
  steps: [
    {
      meta: 'In einer Minute',
      title: 'Bild erstellen',
      text: 'Logo hochladen, Vorschau prüfen und das fertige PNG herunterladen.',
    },
    {
      meta: 'LinkedIn oder Instagram',
      title: 'Beitrag posten',
      text: 'Teile das Bild auf LinkedIn oder Instagram und erzähl kurz, warum dein Startup beim Spotlight 2025 dabei ist.',
    },
    {
      meta: `bis ${kickstartEnds}`,
      title: `${site.socialHandle} markieren`,
      text: `Markiere ${site.socialHandle} im Beitrag. Unser Team prüft ihn und schreibt dir ${KICKSTART_EXTRA_VOTES}\u00a0Extra-Stimmen gut.`,
    },
  ],
  back: 'Zum Wildcard-Voting',
}

/** Text on the share template (scripts/make-share-template.ts renders it into the PNG). */
export const shareTemplateText = {
  badge: 'Spotlight 2025',
  headline: 'Wir sind beim Spotlight 2025 dabei!',
  line: `Stimm für uns im Wildcard-Voting · ${votingPeriod}`,
  final: `Digitales Finale am ${final}`,
}

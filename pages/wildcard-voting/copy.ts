import { shortDate, spotlightEvent } from '../../data/event'
import { site } from '../../data/site'
import { KICKSTART_EXTRA_VOTES, votingDates } from '../../data/voting'

// Copy of the wildcard voting /wildcard-voting (alias /wildcard), spec 001 §2–§5, §9. Dates and prizes come
// from data/voting.ts; the texts inside the voting island are in data/voting-grid-copy.ts.

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

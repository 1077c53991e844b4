import { votingDates } from './voting'

// Texts the voting island (components/voting/VotingGrid.tsx) shows on /wildcard-voting.

const { votingEndsAt, final } = votingDates

/** „Pitch einreichen“: our redirect to the founder registration start (pages/aliases-and-redirects.ts). */
export const applyHref = '/spotlight-registration'

/** Texts inside the voting island (prize explanation, cards, announcements). */
export const votingGridCopy = {
  prizeTitle: 'Preisgeld für die Top\u00a03',
  prizeText: `Die drei Startups mit den meisten Stimmen zum Voting-Ende am ${votingEndsAt} gewinnen Preisgeld. Platz 1 zieht zusätzlich mit der Wildcard ins digitale Finale am ${final} ein.`,
  prizeTrigger: 'Preisgelder ansehen',
  prizeTooltipTitle: 'Preisgelder im Wildcard-Voting',
  totalLabel: 'Stimmen insgesamt',
  memoryNote:
    'Dein Browser bekommt eine zufällige Kennung in einem Cookie (60\u00a0Tage), damit deine Herzen nach der Bestätigung sofort zählen. Deine E-Mail-Adresse nutzen wir nur, um deine Stimme zu bestätigen.',
  listLabel: 'Ranking des Wildcard-Votings',
  /** The search above the ranking (a share link names a startup: find it without scrolling through twenty). */
  searchLabel: 'Startup suchen',
  searchPlaceholder: 'Startup, Stadt oder Branche',
  /** After the count: „3 Treffer“. */
  searchFound: 'Treffer',
  searchNone: 'Kein Startup passt zu deiner Suche.',
  searchReset: 'Suche zurücksetzen',
  /** The dialog of the e-mail step, opened by the first heart that waits for it. */
  confirmTitle: 'Noch ein Schritt, dann zählt dein Herz',
  confirmSentTitle: 'Schau in dein Postfach',
  confirmClose: 'Schließen',
  confirmDone: 'Fertig',
  founded: 'Gegründet',
}

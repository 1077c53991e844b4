// The rule of the wildcard vote and its e-mail step (the ranking island imports this: no schema library here).
import { CONFIRM_LINK_HOURS, PENDING_VOTE_RETENTION_DAYS, VOTE_AUDIT_DAYS_AFTER_FINAL } from './retention'

/** The e-mail that confirms a voter (its own mail, not the early-access one). */
export const voterMail = {
  subject: 'Bitte bestätige deine Stimme im Wildcard-Voting',
  text: (link: string) =>
    [
      'Hallo,',
      '',
      'du hast im Wildcard-Voting von OnePitch Spotlight abgestimmt. Damit deine Stimme zählt, bestätige bitte deine E-Mail-Adresse:',
      '',
      link,
      '',
      `Der Link ist ${CONFIRM_LINK_HOURS}\u00a0Stunden gültig. Danach zählen deine Herzen in diesem Browser sofort. Jede Person hat eine Stimme pro Startup.`,
      `Wenn du nicht abgestimmt hast, ignoriere diese E-Mail einfach: Ohne Bestätigung zählt nichts, und wir löschen die Adresse nach ${PENDING_VOTE_RETENTION_DAYS}\u00a0Tagen.`,
      '',
      'Dein OnePitch-Team',
    ].join('\n'),
}

/** The voting rule, as /wildcard-voting states it (and the e-mail step that goes with it). */
export const votingRule = {
  id: 'stimme-bestaetigen',
  title: 'So zählt deine Stimme',
  /** The two that every voter needs, always shown. */
  points: [
    'Eine Stimme pro Person und Startup\u00a0– du kannst für mehrere Startups stimmen.',
    'Beim ersten Herz bestätigst du einmal deine E-Mail-Adresse. Danach zählen deine Herzen in diesem Browser sofort.',
  ],
  /** How votes are checked and what is stored, one tap away (round 24: four long points before the first heart). */
  more: 'Prüfung und Datenschutz',
  checks: [
    'Dein Browser bekommt eine zufällige Kennung in einem Cookie (60\u00a0Tage), damit deine Herzen nach der Bestätigung sofort zählen. Deine E-Mail-Adresse nutzen wir nur, um deine Stimme zu bestätigen.',
    'Wegwerf-Adressen nehmen wir nicht an. Verdächtige Stimmen (z.\u00a0B. Serien aus einem Netz) können wir prüfen und streichen.',
    `Für diese Prüfung speichern wir zu jeder Stimme nur gehashte Kennungen deines Netzes und Browsers, keine Adressen; wir löschen sie ${VOTE_AUDIT_DAYS_AFTER_FINAL}\u00a0Tage nach dem Finale. Unbestätigte Stimmen und Adressen löschen wir nach ${PENDING_VOTE_RETENTION_DAYS}\u00a0Tagen.`,
  ],
  emailLabel: 'Deine E-Mail-Adresse',
  emailPlaceholder: 'name@beispiel.de',
  submit: 'Stimme bestätigen',
  pendingNote: 'Deine Stimme wartet auf die Bestätigung per E-Mail.',
  sentNote: 'Fast geschafft: Wir haben dir einen Link geschickt. Deine Stimme zählt, sobald du ihn bestätigst.',
  askNote: 'Damit deine Stimme zählt, bestätige einmal deine E-Mail-Adresse.',
  messages: {
    email: 'Bitte gib eine gültige E-Mail-Adresse an, z.\u00a0B. name@beispiel.de.',
    disposable: 'Bitte nutze deine eigene, dauerhafte E-Mail-Adresse\u00a0– Wegwerf-Adressen nehmen wir nicht an.',
  },
} as const

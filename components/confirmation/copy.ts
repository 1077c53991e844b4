// What a visitor waiting for a confirmation mail needs on /thank-you and /early-access/bestaetigung alike: the
// inboxes of the common mail services, and what to do when no mail came.

/**
 * The common mail services' inboxes: plain links, nothing loads from them before one is followed.
 */
export const inbox = {
  label: 'Postfach öffnen',
  apps: [
    { label: 'Gmail', href: 'https://mail.google.com/mail/u/0/#inbox' },
    { label: 'Outlook', href: 'https://outlook.live.com/mail/0/' },
    { label: 'GMX', href: 'https://www.gmx.net/' },
    { label: 'WEB.DE', href: 'https://web.de/' },
    { label: 'iCloud', href: 'https://www.icloud.com/mail/' },
  ],
}

/**
 * No mail: the spam folder, a new sign-up (a pending address gets a new link at most once an hour per mailbox,
 * server/db/outbox.ts, so the line promises it after an hour; a mistyped address is a new one and gets it at
 * once), then a mail to us.
 */
export const noMail = {
  title: 'Keine E\u2011Mail bekommen?',
  spam: 'Schau im Spam- oder Werbeordner nach\u00a0– manche Postfächer sortieren neue Absender dorthin.',
  again: {
    before: 'Vertippt oder nach einer Stunde noch nichts? ',
    link: 'Melde dich noch einmal an',
    href: '/early-access#anmelden',
    after: '\u00a0– wir schicken dir einen neuen\u00a0Link.',
  },
  write: { before: 'Immer noch nichts? Schreib uns an ', subject: 'Keine Bestätigungs-E-Mail erhalten' },
}

import { z } from 'zod'
import { CONFIRM_LINK_HOURS, UNCONFIRMED_RETENTION_DAYS } from './retention'

/*
 * The early-access sign-up form (spec 000 §5–§6: card and inline variants, each with a marketing
 * content tag; the "Willkommen an Bord!" confirmation). The form posts to our own server
 * (POST /api/early-access); the visitor confirms the address with a link by e-mail (double opt-in).
 */

/** Content tags: where a sign-up came from. The spec names thank_you, lp1_hero and the media-data tag. */
export const signUpTags = [
  'thank_you',
  'lp1_hero',
  'mediadaten_cta',
  'early_access_hero',
  'early_access_closing',
  'angels_signup',
  'angel2_hero',
  'angel2_closing',
] as const
export type SignUpTag = (typeof signUpTags)[number]

export const signUpRoles = ['startup', 'angel'] as const
export type SignUpRole = (typeof signUpRoles)[number]

/**
 * Version of the privacy note shown beside the form; stored with each sign-up, so we can show which text
 * a person agreed to. Change it whenever `signUpCopy.privacy` changes.
 */
export const CONSENT_VERSION = '2025-10-01'

export const signUpMessages = {
  email: 'Bitte gib eine gültige E-Mail-Adresse an, z.\u00a0B. name@firma.de.',
  role: 'Bitte wähle, ob du als Startup oder als Business Angel dabei sein möchtest.',
  tag: 'Dieses Formular ist nicht mehr aktuell. Bitte lade die Seite neu.',
  rateLimited: 'Zu viele Anmeldungen von deinem Anschluss. Bitte versuche es in ein paar Minuten noch einmal.',
  failed: 'Die Anmeldung hat gerade nicht geklappt. Bitte versuche es gleich noch einmal.',
} as const

/** The fields of the form; `website` is the honeypot (hidden from people, filled in by bots). */
export const signUpSchema = z.object({
  email: z
    .string({ error: signUpMessages.email })
    .trim()
    .max(254, { error: signUpMessages.email })
    .pipe(z.email({ error: signUpMessages.email })),
  role: z.enum(signUpRoles, { error: signUpMessages.role }),
  tag: z.enum(signUpTags, { error: signUpMessages.tag }),
  website: z.string().max(200).optional(),
  from: z.string().max(200).optional(),
})

export type SignUpField = 'email' | 'role' | 'tag'

export const signUpCopy = {
  emailLabel: 'E-Mail-Adresse',
  emailPlaceholder: 'name@firma.de',
  roleLegend: 'Ich bin dabei als',
  roles: { startup: 'Startup', angel: 'Business Angel' } satisfies Record<SignUpRole, string>,
  submit: 'Early Access sichern',
  sending: 'Wird gesendet …',
  honeypotLabel: 'Bitte dieses Feld leer lassen',
  privacy:
    'Wir speichern deine E-Mail-Adresse, deine Rolle, die Stelle der Anmeldung und den Zeitpunkt – nur, um dich zum Early Access einzuladen und über den Launch zu informieren. Du bestätigst die Anmeldung per Link in unserer E-Mail; eine Antwort auf eine unserer Mails genügt, und wir löschen deine Daten.',
  privacyLink: { href: '/impressum', label: 'Impressum & Kontakt' },
  success: {
    title: 'Willkommen an Bord!',
    text: 'Fast geschafft: Wir haben dir eine E-Mail geschickt. Ein Klick auf den Link darin bestätigt deine Anmeldung.',
  },
  cardTitle: 'Sichere dir deinen Early-Access-Platz',
  cardText: 'Drei Monate kostenlos zum Launch, ohne Kreditkarte. Wir melden uns vor dem Start persönlich.',
}

export const confirmMail = {
  subject: 'Bitte bestätige deine Anmeldung zum OnePitch Early Access',
  text: (link: string, hours: number = CONFIRM_LINK_HOURS) =>
    [
      'Hallo,',
      '',
      'danke für deine Anmeldung zum Early Access von OnePitch. Bitte bestätige deine E-Mail-Adresse mit diesem Link:',
      '',
      link,
      '',
      `Der Link ist ${hours}\u00a0Stunden gültig. Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach – ohne Bestätigung nehmen wir dich nicht in die Liste auf und löschen den Eintrag nach ${UNCONFIRMED_RETENTION_DAYS}\u00a0Tagen.`,
      '',
      'Dein OnePitch-Team',
    ].join('\n'),
}

export type ConfirmationStatus = 'ready' | 'confirmed' | 'expired' | 'invalid' | 'sent' | 'refused'
export type ConfirmationPurpose = 'signup' | 'voter'

/**
 * What the page behind a confirmation link shows. `ready`: the link is valid and the page offers the
 * button that confirms (opening a link changes nothing, so a mail scanner that follows it confirms nothing).
 */
export type ConfirmationState = { purpose: ConfirmationPurpose; status: ConfirmationStatus }

/** Where a voter's confirmation differs from a sign-up's. */
export const voterConfirmationCopy = {
  confirmed: {
    title: 'Deine Stimme zählt',
    text: 'Deine E-Mail-Adresse ist bestätigt: Deine Herzen zählen jetzt, und in diesem Browser zählt jedes weitere sofort.',
    icon: 'i-lucide-heart-handshake',
  },
  expired: {
    title: 'Dieser Link ist abgelaufen',
    text: 'Bestätigungslinks gelten aus Sicherheitsgründen nur begrenzt. Gib dein Herz einfach noch einmal – du bekommst einen neuen Link.',
    icon: 'i-lucide-clock',
  },
  action: { href: '/wildcard-voting', label: 'Zum Ranking' },
  retry: { href: '/wildcard-voting#stimme-bestaetigen', label: 'Adresse erneut eingeben' },
}

/** The button on a valid link's page. */
export const confirmButton: Record<ConfirmationPurpose, string> = {
  signup: 'Anmeldung bestätigen',
  voter: 'Stimme bestätigen',
}

/** The page behind the confirmation link (/early-access/bestaetigung). */
export const confirmationCopy: Record<ConfirmationStatus | 'none', { title: string; text: string; icon: string }> = {
  sent: {
    title: 'Schau in dein Postfach',
    text: `Wir haben dir einen Link geschickt. Deine Stimme zählt, sobald du ihn bestätigst – er ist ${CONFIRM_LINK_HOURS}\u00a0Stunden gültig.`,
    icon: 'i-lucide-mail',
  },
  refused: {
    title: 'Diese Adresse können wir nicht annehmen',
    text: 'Bitte nutze deine eigene, dauerhafte E-Mail-Adresse – Wegwerf-Adressen und unvollständige Adressen nehmen wir nicht an.',
    icon: 'i-lucide-mail-x',
  },
  ready: {
    title: 'Fast geschafft',
    text: 'Ein Klick noch: Bestätige, dass diese E-Mail-Adresse dir gehört.',
    icon: 'i-lucide-mail-check',
  },
  confirmed: {
    title: 'Willkommen an Bord!',
    text: 'Deine E-Mail-Adresse ist bestätigt – dein Early-Access-Platz ist gesichert. Wir melden uns vor dem Launch mit allen Details.',
    icon: 'i-lucide-party-popper',
  },
  expired: {
    title: 'Dieser Link ist abgelaufen',
    text: 'Bestätigungslinks gelten aus Sicherheitsgründen nur begrenzt. Melde dich einfach noch einmal an – du bekommst sofort einen neuen Link.',
    icon: 'i-lucide-clock',
  },
  invalid: {
    title: 'Dieser Link ist ungültig',
    text: 'Der Bestätigungslink ist unvollständig oder wurde verändert. Öffne ihn bitte direkt aus unserer E-Mail oder melde dich noch einmal an.',
    icon: 'i-lucide-link-2-off',
  },
  none: {
    title: 'Anmeldung bestätigen',
    text: 'Hier landest du über den Link in unserer E-Mail. Noch nicht angemeldet? Sichere dir deinen Early-Access-Platz.',
    icon: 'i-lucide-mail-check',
  },
}

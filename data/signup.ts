import { z } from 'zod'
import { launch } from './event'
import { platformFigures } from './figures'
import { CONFIRM_LINK_HOURS, UNCONFIRMED_RETENTION_DAYS } from './retention'
import { type LaunchStage, perLaunch } from './timeline'

/*
 * The sign-up form (card and inline variants, each with a marketing content tag; the
 * "Willkommen an Bord!" confirmation). The form posts to our own server (POST /api/early-access); the
 * visitor confirms the address with a link by e-mail (double opt-in). Before the launch of data/event.ts it
 * signs up for the early access; after it, it is the registration and news sign-up (same tags, same
 * endpoint): its wording, privacy note and confirmation mail follow the launch stage.
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
  'spotlight_next_edition',
] as const
export type SignUpTag = (typeof signUpTags)[number]

const signUpRoles = ['startup', 'angel', 'partner'] as const
export type SignUpRole = (typeof signUpRoles)[number]
/** A role from outside (a query, a stored row), or undefined when it is none of ours. */
export const signUpRoleOf = (value: unknown): SignUpRole | undefined => signUpRoles.find((role) => role === value)

/**
 * Version of the privacy note shown beside the form in each launch stage; stored with each sign-up, so we
 * can show which text a person agreed to. Change it whenever `signUpPhaseCopy[stage].privacy` changes (the
 * launched note took effect with the launch). A form with a note of its own (the partner news on /mediadaten-spotlight,
 * the referral on /thank-you) is known by the tag stored beside the version.
 */
export const consentVersions = perLaunch({
  prelaunch: '2025-10-01',
  launched: launch.date.slice(0, 10),
})

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

const months = platformFigures.freeMonths

/** What the form says in every launch stage. */
export const signUpCopy = {
  emailLabel: 'E-Mail-Adresse',
  emailPlaceholder: 'name@firma.de',
  roleLegend: 'Ich bin dabei als',
  roles: { startup: 'Startup', angel: 'Business Angel', partner: 'Partner oder Sponsor' } satisfies Record<
    SignUpRole,
    string
  >,
  sending: 'Wird gesendet …',
  honeypotLabel: 'Bitte dieses Feld leer lassen',
  /** The line under the button that opens the privacy note (the same words for someone else's address). */
  privacySummary: 'Datenschutz: was wir speichern',
  privacyLink: 'Datenschutzerklärung',
  /** The answer in place (with JavaScript); the address sent to stands between `before` and `after`. */
  success: {
    title: 'Willkommen an Bord!',
    before: 'Fast geschafft: Wir haben einen Bestätigungslink an ',
    after: ' geschickt. Ein Klick darauf bestätigt deine Anmeldung.',
  } satisfies SignUpSuccess,
}

/** A sign-up form's answer in place: a title, and a sentence around the address it went to. */
export type SignUpSuccess = { title: string; before: string; after: string }

/**
 * The privacy note under a sign-up form: what we store and why (`purpose`: "um …"), how to confirm and how to be
 * deleted. The stage's purpose by default; a form for something else names its own (the partner news on
 * /mediadaten-spotlight). The stored tag says which form, and so which purpose, a sign-up agreed to.
 */
export const privacyNote = (purpose: string) =>
  `Wir speichern deine E-Mail-Adresse, deine Rolle, die Stelle der Anmeldung und den Zeitpunkt\u00a0– nur, ${purpose}. Du bestätigst die Anmeldung per Link in unserer E-Mail; eine Antwort auf eine unserer Mails genügt, und wir löschen deine Daten.`

/**
 * The note under the form that signs up someone else (/thank-you): the address is theirs, so is the choice to
 * confirm, and the way to be deleted.
 */
export const referralPrivacyNote = perLaunch({
  prelaunch: `Wir speichern die E-Mail-Adresse, die Rolle, die Stelle der Anmeldung und den Zeitpunkt\u00a0– nur, um die Person zum Early Access einzuladen. Sie bekommt einen eigenen Bestätigungslink; ohne Bestätigung löschen wir die Adresse nach ${UNCONFIRMED_RETENTION_DAYS}\u00a0Tagen.`,
  launched: `Wir speichern die E-Mail-Adresse, die Rolle, die Stelle der Anmeldung und den Zeitpunkt\u00a0– nur, um der Person ihren Zugang zu OnePitch zu schicken. Sie bekommt einen eigenen Bestätigungslink; ohne Bestätigung löschen wir die Adresse nach ${UNCONFIRMED_RETENTION_DAYS}\u00a0Tagen.`,
})

/** What the form says before the launch (early access) and after it (registration and news). */
export const signUpPhaseCopy = {
  prelaunch: {
    submit: 'Early Access sichern',
    privacy: privacyNote('um dich zum Early Access einzuladen und über den Launch zu informieren'),
    cardTitle: 'Sichere dir deinen Early-Access-Platz',
    cardText: `${months}\u00a0Monate kostenlos zum Launch, ohne Kreditkarte. Wir melden uns vor dem Start persönlich.`,
  },
  launched: {
    submit: 'Jetzt registrieren',
    privacy: privacyNote(
      'um dir deinen Zugang zu OnePitch zu schicken und dich über neue Funktionen und Events zu informieren',
    ),
    cardTitle: 'Jetzt kostenlos registrieren',
    cardText: `${months}\u00a0Monate kostenlos, ohne Kreditkarte. Wir schicken dir deinen Zugang und melden uns persönlich für dein Onboarding.`,
  },
} satisfies Record<LaunchStage, { submit: string; privacy: string; cardTitle: string; cardText: string }>

/** The confirmation mail of a sign-up, in the launch stage it was made in. */
export const confirmMail = {
  prelaunch: {
    subject: 'Bitte bestätige deine Anmeldung zum OnePitch Early Access',
    intro: 'danke für deine Anmeldung zum Early Access von OnePitch.',
  },
  launched: {
    subject: 'Bitte bestätige deine Anmeldung bei OnePitch',
    intro: 'danke für deine Anmeldung bei OnePitch.',
  },
} satisfies Record<LaunchStage, { subject: string; intro: string }>

export const confirmMailText = (stage: LaunchStage, link: string, hours: number = CONFIRM_LINK_HOURS) =>
  [
    'Hallo,',
    '',
    `${confirmMail[stage].intro} Bitte bestätige deine E-Mail-Adresse mit diesem Link:`,
    '',
    link,
    '',
    `Der Link ist ${hours}\u00a0Stunden gültig. Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach\u00a0– ohne Bestätigung nehmen wir dich nicht in die Liste auf und löschen den Eintrag nach ${UNCONFIRMED_RETENTION_DAYS}\u00a0Tagen.`,
    '',
    'Dein OnePitch-Team',
  ].join('\n')

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
    text: 'Bestätigungslinks gelten aus Sicherheitsgründen nur begrenzt. Gib dein Herz einfach noch einmal\u00a0– du bekommst einen neuen Link.',
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
    text: `Wir haben dir einen Link geschickt. Deine Stimme zählt, sobald du ihn bestätigst\u00a0– er ist ${CONFIRM_LINK_HOURS}\u00a0Stunden gültig.`,
    icon: 'i-lucide-mail',
  },
  refused: {
    title: 'Diese Adresse können wir nicht annehmen',
    text: 'Bitte nutze deine eigene, dauerhafte E-Mail-Adresse\u00a0– Wegwerf-Adressen und unvollständige Adressen nehmen wir nicht an.',
    icon: 'i-lucide-mail-x',
  },
  ready: {
    title: 'Fast geschafft',
    text: 'Ein Klick noch: Bestätige, dass diese E\u2011Mail-Adresse dir gehört. Ohne den Klick passiert nichts\u00a0– hast du dich nicht angemeldet, schließ diese Seite einfach.',
    icon: 'i-lucide-mail-check',
  },
  confirmed: {
    title: 'Willkommen an Bord!',
    text: 'Deine E-Mail-Adresse ist bestätigt\u00a0– dein Early-Access-Platz ist gesichert. Wir melden uns vor dem Launch mit allen Details.',
    icon: 'i-lucide-party-popper',
  },
  expired: {
    title: 'Dieser Link ist abgelaufen',
    text: 'Bestätigungslinks gelten aus Sicherheitsgründen nur begrenzt. Melde dich einfach noch einmal an\u00a0– du bekommst sofort einen neuen Link.',
    icon: 'i-lucide-clock',
  },
  invalid: {
    title: 'Dieser Link ist ungültig',
    text: 'Der Bestätigungslink ist unvollständig oder wurde verändert. Öffne ihn bitte direkt aus unserer E-Mail oder melde dich noch einmal an.',
    icon: 'i-lucide-link-2-off',
  },
  none: {
    title: 'Bestätige deine Anmeldung per E\u2011Mail',
    text: 'Nach deiner Anmeldung schicken wir dir einen Link. Ein Klick darauf bestätigt deine Adresse\u00a0– erst dann ist dein Early\u2011Access\u2011Platz sicher.',
    icon: 'i-lucide-mail-check',
  },
}

/** After the launch, the outcomes that spoke of the early access speak of the registration. */
export const launchedConfirmationCopy = {
  confirmed: {
    title: 'Willkommen an Bord!',
    text: 'Deine E-Mail-Adresse ist bestätigt\u00a0– deine Anmeldung bei OnePitch ist komplett. Wir melden uns in Kürze mit deinem Zugang und allen Details.',
    icon: 'i-lucide-party-popper',
  },
  none: {
    title: 'Bestätige deine Anmeldung per E\u2011Mail',
    text: 'Nach deiner Registrierung schicken wir dir einen Link. Ein Klick darauf bestätigt deine Adresse\u00a0– erst dann ist dein Zugang komplett.',
    icon: 'i-lucide-mail-check',
  },
} satisfies Partial<typeof confirmationCopy>

/** Opened without a link: the way to a new one (signing up again sends it at once). */
export const requestNewLink = 'Neuen Link anfordern'

/** Under the lead of /early-access/bestaetigung opened without a link: what happened, then what the page is for. */
export const noLinkNotice = {
  title: 'Ohne Link geöffnet',
  text: 'Diese Seite bestätigt deine Anmeldung, wenn du sie über den Link in unserer E\u2011Mail öffnest.',
}

/** The button that leads back to the sign-up from an unsuccessful confirmation. */

export const signUpAgain = perLaunch({
  prelaunch: 'Early Access sichern',
  launched: 'Jetzt registrieren',
})

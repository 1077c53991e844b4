// What a visitor waiting for a confirmation mail needs on /thank-you and /early-access/bestaetigung alike: the
// inboxes of the common mail services, what to do when no mail came, and the way from the sign-up to the platform.
import { launch, shortDate } from '../../data/event'
import { platformFigures } from '../../data/figures'
import { CONFIRM_LINK_HOURS } from '../../data/retention'
import { requestNewLink, type SignUpRole } from '../../data/signup'
import { type LaunchStage, perLaunch } from '../../data/timeline'
import type { MailService } from '../../lib/email'

/**
 * The common mail services' inboxes: plain links, nothing loads from them before one is followed.
 */
export const inbox = {
  label: 'Postfach öffnen',
  /** Above the other four when the page knows the visitor's service (its inbox is the filled button). */
  others: 'Anderes Postfach',
  apps: [
    { id: 'gmail', label: 'Gmail', href: 'https://mail.google.com/mail/u/0/#inbox' },
    { id: 'outlook', label: 'Outlook', href: 'https://outlook.live.com/mail/0/' },
    { id: 'gmx', label: 'GMX', href: 'https://www.gmx.net/' },
    { id: 'webde', label: 'WEB.DE', href: 'https://web.de/' },
    { id: 'icloud', label: 'iCloud', href: 'https://www.icloud.com/mail/' },
  ] satisfies { id: MailService; label: string; href: string }[],
}

/**
 * No mail: the spam folder, a new sign-up (a pending address gets a new link at most once an hour per mailbox,
 * server/db/outbox.ts, so the line promises it after an hour; a mistyped address is a new one and gets it at
 * once), then a mail to us.
 */
export const noMail = {
  title: 'Keine E\u2011Mail bekommen?',
  /** Around the sender's address (MAIL_FROM). */
  spam: {
    before: 'Schau im Spam- oder Werbeordner nach oder such nach ',
    after: '\u00a0– manche Postfächer sortieren neue Absender aus.',
  },
  again: {
    before: 'Vertippt oder nach einer Stunde noch nichts? ',
    // The same words and the same place as the button of /early-access/bestaetigung opened without a link.
    link: requestNewLink,
    href: '/early-access#anmelden',
    after: '\u00a0– mit deiner Adresse im Anmeldeformular.',
  },
  /** The same try where the hero's button already leads to the form (/early-access/bestaetigung). */
  againAbove: {
    // Says how the button above gets the new link (round 25: „führt zum Anmeldeformular“ read as if it sent none).
    text: `Vertippt oder nach einer Stunde noch nichts? „${requestNewLink}“ oben öffnet das Anmeldeformular: Trag deine Adresse noch einmal ein, dann schicken wir dir einen neuen Link.`,
  },
  write: { before: 'Immer noch nichts? Schreib uns an ', subject: 'Keine Bestätigungs-E-Mail erhalten' },
}

/** The way from the sign-up to the platform (/thank-you before the confirmation, the confirmed page after it). */
export const nextSteps = {
  title: 'So geht es weiter',
  /** Before each step's number for screen readers: „Schritt 1“. */
  stepLabel: 'Schritt',
  /** The steps behind the visitor: the sign-up that brought them to /thank-you, the confirmation behind the link. */
  done: { signup: 'Anmeldung eingegangen', confirmed: 'E\u2011Mail-Adresse bestätigt' },
  /** The states beside a step's title: the sign-up done, the confirmation the one step that needs the visitor now. */
  states: { done: 'Erledigt', now: 'Jetzt' },
  steps: [
    {
      title: 'Bestätige deine E\u2011Mail\u2011Adresse',
      // Short: the hero above says the mail is on its way.
      text: `Mit einem Klick auf den Link in unserer E\u2011Mail\u00a0– er gilt ${CONFIRM_LINK_HOURS}\u00a0Stunden.`,
    },
    {
      title: 'Tritt der Community bei',
      text: 'In unserem WhatsApp-Kanal bekommst du Produkt- und Spotlight-News zuerst.',
    },
  ] as const,
}

/** The last step: the onboarding comes before the launch, or right after the sign-up once the platform runs. */
export const onboardingStep = {
  prelaunch: {
    title: 'Dein persönliches Onboarding',
    text: `Vor dem Launch am ${shortDate(launch.date)} melden wir uns für ein kurzes 1:1-Onboarding\u00a0– kostenlos für Early-Access-Mitglieder.`,
  },
  launched: {
    title: 'Dein persönliches Onboarding',
    text: 'In den nächsten Tagen melden wir uns für ein kurzes 1:1-Onboarding\u00a0– kostenlos für alle neuen Mitglieder.',
  },
} satisfies Record<LaunchStage, { title: string; text: string }>

/** The label of the community step's link. */
export const communityLink = 'Community beitreten'

/**
 * The step for now once the address is confirmed, by the role the sign-up gave, with its link: a startup prepares
 * its pitch, an angel sees how startups pitch, a partner tells us what they have in mind (the onboarding is the
 * founders' and angels'; a partner talks with us instead).
 */
export const roleSteps = {
  startup: {
    title: 'Bereite deinen Pitch vor',
    text: 'Problem, Lösung, Traktion, Team, Ask\u00a0– in 60\u00a0Sekunden. Unsere Video\u2011Tipps helfen dir dabei.',
    href: '/video-tipps',
    label: 'Video-Tipps lesen',
  },
  angel: {
    title: 'Sieh dir an, wie Startups pitchen',
    text: 'Im Feed stellt sich jedes Startup in 60\u00a0Sekunden vor\u00a0– mit Match-Score, Phase und Ticketgröße. Die Demo zeigt, wie das aussieht.',
    href: '/angels#demo',
    label: 'Demo ansehen',
  },
  partner: {
    title: 'Erzähl uns, was du vorhast',
    text: 'Sponsoring, Partnerschaft oder ein eigenes Angel-Netzwerk: Schreib uns in zwei Sätzen, worum es dir geht\u00a0– dann bereiten wir das Gespräch vor.',
    href: '/kontakt',
    label: 'Kontakt aufnehmen',
  },
} as const satisfies Record<SignUpRole, { title: string; text: string; href: string; label: string }>

/** What the share buttons say for a new member, before the link to the site. */
export const shareText = perLaunch({
  prelaunch: `Ich bin beim Early Access von OnePitch dabei\u00a0– ein 60\u2011Sekunden-Pitch, ${platformFigures.angels} Business Angels:`,
  launched: `Ich bin bei OnePitch dabei\u00a0– ein 60\u2011Sekunden-Pitch, ${platformFigures.angels} Business Angels:`,
})

export const referralTitle = 'Erzähl es weiter'

import { platformFigures } from '../../data/figures'
import { type LaunchStage, perLaunch } from '../../data/timeline'

// Copy of /thank-you, the page after a sign-up: for the early access before the launch of data/event.ts,
// the registration after it.

const angels = platformFigures.angels

export const thanksHero = {
  title: 'Danke\u00a0– fast\u00a0geschafft!',
  lead: perLaunch({
    prelaunch:
      'Deine Anmeldung für den Early Access ist eingegangen\u00a0– jetzt fehlt nur noch ein Klick in deinem Postfach.',
    launched: 'Deine Anmeldung bei OnePitch ist eingegangen\u00a0– jetzt fehlt nur noch ein Klick in deinem Postfach.',
  }),
  share: perLaunch({
    prelaunch: `Ich bin beim Early Access von OnePitch dabei\u00a0– ein 60\u2011Sekunden-Pitch, ${angels} Business Angels:`,
    launched: `Ich bin bei OnePitch dabei\u00a0– ein 60\u2011Sekunden-Pitch, ${angels} Business Angels:`,
  }),
}

export const nextSteps = {
  title: 'So geht es weiter',
  /** Before each step's number for screen readers: „Schritt 1“. */
  stepLabel: 'Schritt',
  /** The step behind the visitor (the sign-up that brought them here), before the numbered ones. */
  done: 'Anmeldung eingegangen',
  /** The states beside a step's title: the sign-up done, the confirmation the one step that needs the visitor now. */
  states: { done: 'Erledigt', now: 'Jetzt' },
  steps: [
    {
      title: 'Bestätige deine E\u2011Mail\u2011Adresse',
      text: 'Wir haben dir gerade eine E\u2011Mail geschickt. Ein Klick auf den Link darin bestätigt deine Anmeldung.',
    },
    {
      title: 'Tritt der Community bei',
      text: 'In unserem WhatsApp-Kanal bekommst du Produkt- und Spotlight-News zuerst.',
    },
    {
      title: 'Bereite deinen Pitch vor',
      text: 'Problem, Lösung, Traktion, Team, Ask\u00a0– in 60\u00a0Sekunden. Unsere Video\u2011Tipps helfen dir dabei.',
    },
  ] as const,
}

/** The last step: the onboarding comes before the launch, or right after the sign-up once the platform runs. */
export const onboardingStep = {
  prelaunch: {
    title: 'Dein persönliches Onboarding',
    text: 'Vor dem Launch melden wir uns für ein kurzes 1:1-Onboarding\u00a0– kostenlos für Early-Access-Mitglieder.',
  },
  launched: {
    title: 'Dein persönliches Onboarding',
    text: 'In den nächsten Tagen melden wir uns für ein kurzes 1:1-Onboarding\u00a0– kostenlos für alle neuen Mitglieder.',
  },
} satisfies Record<LaunchStage, { title: string; text: string }>

/** Telling others: share buttons and the form that signs up someone else, side by side at the end. */
export const referral = {
  title: 'Erzähl es weiter',
  text: 'Je mehr Gründer:innen und Angels mitmachen, desto besser wird das Matching. Teile OnePitch in deinen Kanälen\u00a0– oder melde Mitgründer:innen und befreundete Angels direkt mit an.',
  formTitle: 'Noch jemand aus deinem Netzwerk?',
  formText: 'Jede Adresse bekommt ihren eigenen Bestätigungslink.',
  submit: 'Einladen',
  roleLegend: 'Die Person ist dabei als',
}

/** The invitation form's answer in place (with JavaScript): the address it went to, in the sender's words. */
export const referralSuccess = {
  title: 'Einladung verschickt',
  before: '',
  after: ' bekommt jetzt einen eigenen Bestätigungslink\u00a0– angemeldet ist die Person erst mit dem Klick darauf.',
}

export const thanksLinks = { community: 'Community beitreten', videoTips: 'Video-Tipps lesen' }

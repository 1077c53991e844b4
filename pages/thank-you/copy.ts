import { referralTitle } from '../../components/confirmation/copy'
import { perLaunch } from '../../data/timeline'

// Copy of /thank-you, the page after a sign-up: for the early access before the launch of data/event.ts,
// the registration after it.

export const thanksHero = {
  title: 'Danke\u00a0– fast\u00a0geschafft!',
  lead: perLaunch({
    prelaunch:
      'Deine Anmeldung für den Early Access ist eingegangen\u00a0– jetzt fehlt nur noch ein Klick in deinem Postfach.',
    launched: 'Deine Anmeldung bei OnePitch ist eingegangen\u00a0– jetzt fehlt nur noch ein Klick in deinem Postfach.',
  }),
}

/** Telling others: share buttons and the form that signs up someone else, side by side at the end. */
export const referral = {
  title: referralTitle,
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

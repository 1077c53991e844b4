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

/**
 * Telling others: share buttons, and beside them the sign-up of a co-founder who is there too (each address confirms
 * itself: nobody is signed up by someone else's click). Framed as a second sign-up, not as an invitation to send to
 * others: a mail we send at a visitor's request to a third party's address is advertising without consent under
 * German law (BGH I ZR 208/12, "tell a friend").
 */
export const referral = {
  title: referralTitle,
  text: 'Je mehr Gründer:innen und Angels mitmachen, desto besser wird das Matching. Teile OnePitch in deinen Kanälen\u00a0– und wenn dein Team neben dir sitzt, meldet euch gleich gemeinsam an.',
  formTitle: 'Dein Team auch dabei?',
  formText: 'Jede Adresse bekommt ihren eigenen Bestätigungslink\u00a0– angemeldet ist nur, wer selbst klickt.',
  submit: 'Auch anmelden',
  roleLegend: 'Dabei als',
}

/** The second sign-up's answer in place (with JavaScript): the address the link went to. */
export const referralSuccess = {
  title: 'Zweite Anmeldung eingegangen',
  before: '',
  after: ' bekommt jetzt einen eigenen Bestätigungslink\u00a0– angemeldet ist die Adresse erst mit dem Klick darauf.',
}

import { dateRange, dayAndMonth, shortDate, spotlightEvent } from '../../data/event'
import { spotlightFigures } from '../../data/figures'
import type { SignUpFormCopy } from '../../data/forms'
import { communityUrl, type ExternalLinks } from '../../data/links'
import type { EditionWindow } from '../../data/timeline'

// Copy of the jury sign-up page /jury-form; the form itself is in data/forms.ts. The form is
// open until the pitch deadline; afterwards the jury of the edition is complete and the page says where to go.

const juryLinkDay = dayAndMonth(spotlightEvent.juryStart)
const rating = dateRange(spotlightEvent.juryStart, spotlightEvent.final)

// The start day stands in the intro and the scale in the portal's view beside the points: each said once (round 26).
const points = [
  `${spotlightFigures.pitchesPerJuror} zufällig zugeteilte Video-Pitches`,
  'Bewertung bis zum Finale, rund 1\u00a0Stunde Aufwand',
  'Ehrenamtlich und kostenlos\u00a0– Feedback als Text oder Sprachnachricht',
  'Jury-Badge und Nennung auf der Website nach der Bewertungsphase',
]

const intro: Record<EditionWindow, string> = {
  open: `Trag dich mit dem kurzen Formular ein. Deinen persönlichen Link zur Bewertung bekommst du am ${juryLinkDay} per E\u2011Mail\u00a0– danach bewertest du in deinem eigenen Tempo.`,
  closed: `Die Anmeldung zur Jury von ${spotlightEvent.name} endete am ${shortDate(spotlightEvent.pitchDeadline)}. Die Jury ist komplett und bewertet die Pitches bis zum ${dayAndMonth(spotlightEvent.final)}.`,
  over: `Die Anmeldung zur Jury von ${spotlightEvent.name} endete am ${shortDate(spotlightEvent.pitchDeadline)}, das Finale fand am ${shortDate(spotlightEvent.final)} statt. Danke an alle, die mitbewertet haben!`,
}

/** The jury sign-up page in each window of the edition: the form while open, where to go instead afterwards. */
export function juryFormPage(edition: EditionWindow, links: ExternalLinks): SignUpFormCopy {
  return {
    form: 'jury',
    back: { href: '/jury-spotlight', label: 'Zurück zur Jury-Seite' },
    faq: '/jury-spotlight#faq',
    title: edition === 'open' ? 'Werde Teil der Jury' : 'Die Jury-Anmeldung ist geschlossen',
    intro: intro[edition],
    points,
    ...(edition === 'open'
      ? {}
      : {
          closed: {
            title: 'Für die nächste Jury vormerken',
            text: 'Die nächste Ausgabe kündigen wir zuerst in unserem Community-Kanal auf WhatsApp an\u00a0– dort erfährst du, sobald die Jury-Anmeldung wieder öffnet.',
            action: { href: communityUrl(links, 'jury_form_closed'), label: 'Zum WhatsApp-Kanal', external: true },
          },
        }),
  }
}

/** Title and description of the page in each window (+config.ts holds the phase-neutral default). */
export const juryFormHead: Record<EditionWindow, { title: string; description: string }> = {
  open: {
    title: 'Anmeldung Jury Spotlight',
    description: `Melde dich als Jurymitglied für ${spotlightEvent.name} an: ${spotlightFigures.pitchesPerJuror} Video-Pitches vom ${rating} bewerten\u00a0– rund eine Stunde, ehrenamtlich und flexibel.`,
  },
  closed: {
    title: 'Jury-Anmeldung geschlossen',
    description: `Die Jury-Anmeldung für ${spotlightEvent.name} ist geschlossen: Die Jury ist komplett. Im Community-Kanal erfährst du zuerst, wann die nächste Jury-Runde startet.`,
  },
  over: {
    title: 'Jury-Anmeldung geschlossen',
    description: `Die Jury-Anmeldung für ${spotlightEvent.name} ist beendet\u00a0– danke an die Jury! Im Community-Kanal erfährst du zuerst, wann die nächste Jury-Runde startet.`,
  },
}

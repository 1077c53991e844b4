import { longDate, scoutProgramme } from '../../data/event'
import type { SignUpFormCopy } from '../../data/forms'
import { communityUrl, type ExternalLinks } from '../../data/links'
import type { ScoutStage } from '../../data/timeline'

// Copy of the scout sign-up page /scouts-form; the form itself is in data/forms.ts. The form is
// live only while the scout round is open; before and after it the page says when and where to go instead.

const points = [
  '50\u00a0% lebenslang auf die Monatsgebühren geworbener Startups',
  '50\u00a0% für 2\u00a0Jahre auf die Mitgliedschaften geworbener Angels',
  'Automatische, quartalsweise und nachvollziehbare Auszahlung',
  'Schlüsselanhänger per Post oder beim nächsten Event',
]

const start = longDate(scoutProgramme.start)
const deadline = longDate(scoutProgramme.deadline)

/** The scout sign-up page in each stage of the round: the form while open, where to go instead otherwise. */
export function scoutsFormPage(stage: ScoutStage, links: ExternalLinks): SignUpFormCopy {
  const page = {
    form: 'scouts',
    back: { href: '/scouts', label: 'Zurück zum Scout-Programm' },
    faq: '/scouts#faq',
    points,
  } as const
  if (stage === 'open')
    return {
      ...page,
      title: 'Jetzt als Scout anmelden',
      intro:
        'Ein kurzes Formular, keine Motivationsfragen. Nach deiner Anmeldung erhältst du deinen persönlichen Scout-Link und kannst direkt loslegen.',
      facts: [{ label: 'Anmeldeschluss', value: deadline }],
    }
  const community = communityUrl(links, 'scouts_form_closed')
  if (stage === 'upcoming')
    return {
      ...page,
      title: 'Die Scout\u2011Anmeldung öffnet bald',
      intro: `Die erste Runde des Scout\u2011Programms startet am ${start}. Ab dann kannst du dich hier anmelden und erhältst deinen persönlichen Scout-Link.`,
      closed: {
        title: `Anmeldung ab ${start}`,
        text: 'Den Start der Runde kündigen wir zuerst in unserem Community-Kanal auf WhatsApp an.',
        action: { href: community, label: 'Zum WhatsApp-Kanal', external: true },
      },
    }
  return {
    ...page,
    // Non-breaking hyphens: the heading never breaks inside "Scout-Anmeldung".
    title: 'Scout\u2011Anmeldung geschlossen',
    intro: `Die Anmeldung für die erste Runde des Scout\u2011Programms endete am ${deadline}.`,
    closed: {
      title: 'Nächste Runde nicht verpassen',
      text: 'Folge unserem Community-Kanal auf WhatsApp, dann erfährst du als Erste:r, wann die nächste Scout\u2011Runde startet.',
      action: { href: community, label: 'Zum WhatsApp-Kanal', external: true },
    },
  }
}

/**
 * The heading over the scout-link preview, by stage: what the link earns now or from the round's start; once the
 * round has closed, what a scout gets, without promising the next round's terms.
 */
export const scoutsFormPreview: Record<ScoutStage, string> = {
  upcoming: 'So verdienst du ab dem Start mit deinem Scout-Link',
  open: 'So verdienst du mit deinem Scout-Link',
  closed: 'Das erwartet dich als Scout',
}

/**
 * A line over the preview's heading while the round is closed: the offer shown is the first round's, not a promise
 * of the next one's terms (round 27 asked for a note that the offer is not open now; "ab der nächsten Runde" would
 * have promised those terms).
 */
export const scoutsFormPreviewNote: Record<ScoutStage, string | undefined> = {
  upcoming: undefined,
  open: undefined,
  closed: 'Stand der ersten Runde',
}

/** Title and description of the page in each stage (+config.ts holds the phase-neutral default). */
export const scoutsFormHead: Record<ScoutStage, { title: string; description: string }> = {
  upcoming: {
    title: 'Anmeldung Scouts',
    description: `Das Scout-Programm startet am ${start}: dann kurzes Formular ausfüllen, persönlichen Empfehlungslink erhalten und ab dem ersten Startup mitverdienen.`,
  },
  open: {
    title: 'Anmeldung Scouts',
    description:
      'Melde dich für das Scout-Programm an: kurzes Formular ausfüllen, persönlichen Empfehlungslink erhalten und ab dem ersten geworbenen Startup mitverdienen.',
  },
  closed: {
    title: 'Scout-Anmeldung geschlossen',
    description: `Die erste Runde des Scout\u2011Programms endete am ${deadline}. Im Community-Kanal erfährst du zuerst, wann die nächste Runde für neue Scouts startet.`,
  },
}

import { clockTime, dateAndTime, longDate, shortDate, spotlightEvent } from '../../data/event'
import { spotlightFigures } from '../../data/figures'
import type { SignUpFormCopy } from '../../data/forms'
import { communityUrl, type ExternalLinks } from '../../data/links'
import type { EditionWindow } from '../../data/timeline'
import { WILDCARD_THRESHOLD } from '../startup-partner/copy'

// Copy of the network-partner sign-up page /startup-partner/form; the form is in data/forms.ts.
// Sign-ups are open until the pitch deadline; afterwards the page says where to go for the next edition.

// The wildcard itself is the preview's heading and its counter's note (round 26: a first point said it a third time).
const points = ['Dein Logo auf der Website und im Jury-Portal', 'Fertige Text- und Bildvorlagen für deine Kanäle']

const intro: Record<EditionWindow, string> = {
  open: 'Für Startup-Hubs, Gründer- und Investorennetzwerke: Melde deine Organisation an und bring deine Startups ins Spotlight.',
  closed: `Die Anmeldung als Netzwerkpartner für ${spotlightEvent.name} ist seit ${dateAndTime(spotlightEvent.pitchDeadline)} geschlossen. Das Finale ist am ${longDate(spotlightEvent.final)}.`,
  over: `Die Anmeldung als Netzwerkpartner für ${spotlightEvent.name} endete am ${shortDate(spotlightEvent.pitchDeadline)}, das Finale fand am ${shortDate(spotlightEvent.final)} statt. Danke an alle Netzwerkpartner!`,
}

/** The sign-up page in each window of the edition: the form while open, where to go instead afterwards. */
export function startupPartnerFormPage(edition: EditionWindow, links: ExternalLinks): SignUpFormCopy {
  return {
    form: 'startupPartner',
    back: { href: '/startup-partner', label: 'Zurück zur Netzwerkpartner-Seite' },
    title: edition === 'open' ? 'Als Netzwerkpartner anmelden' : 'Die Partner-Anmeldung ist geschlossen',
    intro: intro[edition],
    ...(edition === 'open'
      ? {
          facts: [
            {
              label: 'Anmeldeschluss',
              value: `${longDate(spotlightEvent.pitchDeadline)}, ${clockTime(spotlightEvent.pitchDeadline)}`,
            },
            { label: 'Finale', value: longDate(spotlightEvent.final), icon: 'i-lucide-trophy' },
            // What it costs beside the dates, where the visitor decides (it was the last point under the form).
            { label: 'Kosten', value: 'Kostenlos', icon: 'i-lucide-badge-euro' },
          ],
        }
      : {}),
    points,
    ...(edition === 'open'
      ? {}
      : {
          closed: {
            title: 'Bei der nächsten Ausgabe dabei sein',
            text: 'Termine und Anmeldestart der nächsten Ausgabe kündigen wir zuerst in unserem Community-Kanal auf WhatsApp an.',
            action: {
              href: communityUrl(links, 'startup_partner_form_closed'),
              label: 'Nächste Ausgabe vormerken',
              external: true,
            },
          },
        }),
  }
}

/** Title and description of the page in each window (+config.ts holds the phase-neutral default). */
export const startupPartnerFormHead: Record<EditionWindow, { title: string; description: string }> = {
  open: {
    title: 'Anmeldung Netzwerkpartner',
    description: `Registriere deine Organisation als Netzwerkpartner von ${spotlightEvent.name}: ab ${WILDCARD_THRESHOLD} angemeldeten Startups eine Wildcard direkt zu den ${spotlightFigures.angels} Top-Angels\u00a0– kostenlos.`,
  },
  closed: {
    title: 'Anmeldung Netzwerkpartner geschlossen',
    description: `Die Anmeldung als Netzwerkpartner für ${spotlightEvent.name} ist geschlossen. Im Community-Kanal erfährst du zuerst, wann die nächste Ausgabe startet.`,
  },
  over: {
    title: 'Anmeldung Netzwerkpartner geschlossen',
    description: `${spotlightEvent.name} ist vorbei\u00a0– danke an alle Netzwerkpartner! Im Community-Kanal erfährst du zuerst, wann die Anmeldung zur nächsten Ausgabe öffnet.`,
  },
}

// Copy of the three sign-up pages with an embedded external form (spec 001 §2: /jury-form,
// /startup-partner/form, /scouts-form). The forms themselves (ids, heights, titles) are in data/forms.ts.
import type { FormKey } from '../forms'

export type SignUpFormCopy = {
  form: FormKey
  back: { href: string; label: string }
  eyebrow: string
  title: string
  intro: string
  points: string[]
}

export const juryFormPage: SignUpFormCopy = {
  form: 'jury',
  back: { href: '/jury-spotlight', label: 'Zurück zur Jury-Seite' },
  eyebrow: 'Jury Spotlight 2025',
  title: 'Werde Teil der Jury',
  intro:
    'Trag dich mit dem kurzen Formular ein. Deinen persönlichen Jury-Link bekommst du am 12.11.2025 per E-Mail – danach bewertest du in deinem eigenen Tempo.',
  points: [
    '30 zufällig zugeteilte Video-Pitches, Bewertung von 1 bis 10',
    'Bewertungsphase vom 12. bis 20.11.2025, rund 1\u00a0Stunde Aufwand',
    'Ehrenamtlich und kostenlos – Feedback als Text oder Sprachnachricht',
    'Jury-Badge und Nennung auf der Website nach der Bewertungsphase',
  ],
}

export const startupPartnerFormPage: SignUpFormCopy = {
  form: 'startupPartner',
  back: { href: '/startup-partner', label: 'Zurück zur Netzwerkpartner-Seite' },
  eyebrow: 'Netzwerkpartner Spotlight 2025',
  title: 'Als Netzwerkpartner anmelden',
  intro:
    'Melde deine Organisation an und bring deine Startups ins Spotlight. Anmeldungen sind bis zum 12.11.2025 möglich, das Finale ist am 20.11.2025.',
  points: [
    'Ab 5 registrierten Startups: eine Wildcard direkt zu den 30 Top-Angels',
    'Dein Logo auf der Website und im Jury-Portal',
    'Fertige Text- und Bildvorlagen für deine Kanäle',
    'Für dich komplett kostenlos',
  ],
}

export const scoutsFormPage: SignUpFormCopy = {
  form: 'scouts',
  back: { href: '/scouts', label: 'Zurück zum Scout-Programm' },
  eyebrow: 'Scout-Programm',
  title: 'Jetzt als Scout anmelden',
  intro:
    'Ein kurzes Formular, keine Motivationsfragen. Nach deiner Anmeldung erhältst du deinen persönlichen Scout-Link und kannst direkt loslegen.',
  points: [
    '50\u00a0% lebenslang auf die Monatsgebühren geworbener Startups',
    '50\u00a0% für 2\u00a0Jahre auf die Mitgliedschaften geworbener Angels',
    'Automatische, quartalsweise und nachvollziehbare Auszahlung',
    'Schlüsselanhänger per Post oder beim nächsten Event',
  ],
}

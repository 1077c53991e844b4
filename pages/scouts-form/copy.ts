import type { SignUpFormCopy } from '../../data/forms'

// Copy of the scout sign-up page /scouts-form (spec 001 §2); the form itself is in data/forms.ts.

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

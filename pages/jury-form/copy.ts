import type { SignUpFormCopy } from '../../data/forms'

// Copy of the jury sign-up page /jury-form (spec 001 §2); the form itself is in data/forms.ts.

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

import type { SignUpFormCopy } from '../../data/forms'

// Copy of the accelerator partnership application /form-acc (the form itself is the external provider's).

export const formPage: SignUpFormCopy = {
  form: 'accelerator',
  back: { href: '/accelerator', label: 'Zurück zur Accelerator-Seite' },
  // A plain hyphen: "Als Accelerator-Partner" is wider than the column beside the form, so the line breaks after
  // the hyphen ("Als Accelerator- / Partner bewerben") instead of leaving "Als" alone on the first line.
  title: 'Als Accelerator-Partner bewerben',
  intro:
    'Erzählt uns in wenigen Minuten von eurem Programm und euren Startups. Wir melden uns innerhalb von 48\u00a0Stunden mit den nächsten Schritten.',
  points: [
    'Kostenlos für euer Programm und eure Startups',
    'Persönliches Onboarding durch unser Team',
    'Kein Aufwand für euer Team: eure Startups laden ihre Pitches selbst hoch',
  ],
  faq: '/accelerator#faq',
}

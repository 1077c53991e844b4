// Copy of the accelerator partnership application /form-acc (the form itself is the external provider's).

export const formPage = {
  eyebrow: 'Accelerator-Partnerschaft',
  // Non-breaking hyphen: the heading never breaks inside "Accelerator-Partner".
  title: 'Bewerbung als Accelerator\u2011Partner',
  intro:
    'Erzählt uns in wenigen Minuten von eurem Programm und euren Startups. Wir melden uns innerhalb von 48\u00a0Stunden mit den nächsten Schritten.',
  points: ['Kostenlos', 'Persönliches Onboarding', 'Antwort innerhalb von 48\u00a0Stunden'],
}

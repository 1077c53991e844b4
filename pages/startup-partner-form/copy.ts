import type { SignUpFormCopy } from '../../data/forms'

// Copy of the network-partner sign-up page /startup-partner/form (spec 001 §2); the form is in data/forms.ts.

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

import type { Route } from './types'

// Password-gated programme pages and the external sign-up forms (spec 001: scouts, jury form, partner form).
export const programmeRoutes: Route[] = [
  {
    kind: 'page',
    path: '/scouts',
    title: 'Scout-Programm',
    breadcrumb: 'Scouts',
    description:
      'Das Scout-Programm für Gründer:innen, Alumni und Insider: Startups und Business Angels empfehlen, Provision verdienen, Teil der 25 Scouts werden.',
    keywords: ['Scout-Programm', 'Empfehlungsprogramm', 'Provision', 'Business Angels', 'Startups'],
    robots: 'noindex',
    gate: 'scouts',
  },
  {
    kind: 'page',
    path: '/scouts-form',
    title: 'Anmeldung Scouts',
    description:
      'Melde dich für das Scout-Programm an: kurzes Formular ausfüllen, persönlichen Empfehlungslink erhalten und ab dem ersten geworbenen Startup mitverdienen.',
    robots: 'noindex',
    embedsForm: true,
  },
  {
    kind: 'page',
    path: '/jury-form',
    title: 'Anmeldung Jury Spotlight',
    description:
      'Melde dich als Jurymitglied für Spotlight 2025 an: 30 Video-Pitches zwischen dem 12. und 20.11.2025 bewerten – rund eine Stunde, ehrenamtlich und flexibel.',
    robots: 'noindex',
    embedsForm: true,
  },
  {
    kind: 'page',
    path: '/startup-partner/form',
    title: 'Anmeldung Netzwerkpartner',
    description:
      'Registriere deine Organisation als Netzwerkpartner von Spotlight 2025: ab 5 angemeldeten Startups eine Wildcard direkt zu den 30 Top-Angels – kostenlos.',
    robots: 'noindex',
    embedsForm: true,
  },
]

import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Anmeldung Netzwerkpartner',
  description:
    'Registriere deine Organisation als Netzwerkpartner von Spotlight 2025: ab 5 angemeldeten Startups eine Wildcard direkt zu den 30 Top-Angels – kostenlos.',
  robots: 'noindex',
  embedsForm: true,
}

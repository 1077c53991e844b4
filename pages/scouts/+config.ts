import type { Config } from 'vike/types'

// The head and route settings of /scouts (declared in renderer/+config.ts).
export default {
  title: 'Scout-Programm',
  breadcrumb: 'Scouts',
  description:
    'Das Scout-Programm für Gründer:innen, Alumni und Insider: Startups und Business Angels empfehlen, Provision verdienen, Teil der 25 Scouts werden.',
  keywords: ['Scout-Programm', 'Empfehlungsprogramm', 'Provision', 'Business Angels', 'Startups'],
  robots: 'noindex',
  gate: 'scouts',
} satisfies Config

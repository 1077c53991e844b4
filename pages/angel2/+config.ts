import type { Config } from 'vike/types'

// The head and route settings of /angel2 (declared in renderer/+config.ts).
export default {
  title: 'Premium für Business Angels',
  breadcrumb: 'Premium für Angels',
  description:
    'Kuratierter Dealflow per KI-Matching, Bevorzugter Support und exklusive Networking-Events für verifizierte Business Angels\u00a0– kostenlos starten, ohne Kreditkarte.',
  keywords: ['Business Angel', 'Early Access', 'Dealflow', 'Angel-Netzwerk', 'Startup Investment'],
} satisfies Config

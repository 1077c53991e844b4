import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Premium Early Access für Angels',
  breadcrumb: 'Premium Early Access',
  description:
    'Premium Early Access ab 20.11.2025: 3 Monate kostenlos, Priority Support und exklusive Networking-Events für die ersten 50 verifizierten Business Angels.',
  keywords: ['Business Angel', 'Early Access', 'Dealflow', 'Angel-Netzwerk', 'Startup Investment'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}

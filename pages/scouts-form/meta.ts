import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Anmeldung Scouts',
  description:
    'Melde dich für das Scout-Programm an: kurzes Formular ausfüllen, persönlichen Empfehlungslink erhalten und ab dem ersten geworbenen Startup mitverdienen.',
  robots: 'noindex',
  embedsForm: true,
}

import type { Config } from 'vike/types'

// The head and route settings of /scouts-form (declared in renderer/+config.ts).
export default {
  title: 'Anmeldung Scouts',
  description:
    'Melde dich für das Scout-Programm an: kurzes Formular ausfüllen, persönlichen Empfehlungslink erhalten und ab dem ersten geworbenen Startup mitverdienen.',
  robots: 'noindex',
  embedsForm: true,
} satisfies Config

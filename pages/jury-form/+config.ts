import type { Config } from 'vike/types'

// The head and route settings of /jury-form (declared in renderer/+config.ts).
export default {
  title: 'Anmeldung Jury Spotlight',
  description:
    'Melde dich als Jurymitglied für Spotlight an: zugeteilte Video-Pitches bewerten\u00a0– rund eine Stunde Aufwand, digital, ehrenamtlich und in deinem eigenen Tempo.',
  robots: 'noindex',
  embedsForm: true,
} satisfies Config

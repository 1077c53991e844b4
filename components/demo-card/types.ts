import type { Startup } from '../../data/startups'

export type DemoCardVariant = 'default' | 'plattform'

/** Plain-JSON props of the island (see DemoCardBlock for the server side). */
export type DemoCardProps = {
  startups: Startup[]
  variant?: DemoCardVariant
  /** The angel registration of the external app: chat and „GET IN TOUCH“ lead there. */
  angelRegistrationUrl: string
}

export type { Startup }

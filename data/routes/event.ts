import type { Route } from './types'

// Spotlight event and programme pages of spec 001 §1–§9 (event, jury, partners, media data, scouts).
export const eventRoutes: Route[] = []

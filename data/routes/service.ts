import type { Route } from './types'

// Video tips, press, contact, dashboard mock-up (spec 001).
export const serviceRoutes: Route[] = []

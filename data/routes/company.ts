import type { Route } from './types'

// About, early access, platform, apply, old home, trade-fair page (spec 000 §2, 001 §9).
export const companyRoutes: Route[] = []

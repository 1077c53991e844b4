import type { Route } from './types'

// Voting, share tool, video tips, press, contact, dashboard (spec 001).
export const communityRoutes: Route[] = []

import type { Route } from './types'

// Password-gated programme pages and the external sign-up forms (spec 001: scouts, jury form, partner form).
export const programmeRoutes: Route[] = []

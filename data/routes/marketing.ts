import type { Route } from './types'

// Marketing pages of spec 000 §2: startups, angels, accelerator, about, early access, platform, apply.
export const marketingRoutes: Route[] = []

import { resolve } from 'node:path'
import { loadRouteTable } from '../../server/routes'

// The tests iterate the route manifest of the build they test (dist/routes.json, or DIST_DIR's), as the
// server does: build first (npm run build; npm test does).
const table = loadRouteTable(resolve(process.env.DIST_DIR ?? 'dist'))

export const pageRoutes = table.pages
export const aliasRoutes = table.aliases
export const redirectRoutes = table.redirects
export const sitemapRoutes = table.sitemap
export const routes = table.all
export const findPageRoute = (path: string) => table.findPage(path)

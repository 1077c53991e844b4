import { canonicalPath, type RouteTable } from '../../lib/routes'
import type { ServerContext } from '../context'

function sitemapXml(routes: RouteTable, origin: string): string {
  const urls = routes.sitemap
    .map((route) => `  <url><loc>${origin}${canonicalPath(route)}</loc><changefreq>weekly</changefreq></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`

export async function registerSeo({ app, config, routes }: ServerContext) {
  const sitemap = sitemapXml(routes, config.SITE_URL)
  const robots = robotsTxt(config.SITE_URL)
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  )
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  )
}

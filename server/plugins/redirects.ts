import { aliasRoutes, redirectRoutes } from '../../data/routes'
import type { ServerContext } from '../context'
import type { PageRenderer } from './pages'

/** Collapses repeated slashes so a redirect can never point at another host ("//evil.example"). */
export function withoutTrailingSlash(url: string): string | undefined {
  const [path = '/', query] = url.split(/\?(.*)/s, 2)
  if (path.length <= 1 || !path.endsWith('/')) return undefined
  const stripped = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`
  return query === undefined ? stripped : `${stripped}?${query}`
}

export async function registerRedirects({ app, config }: ServerContext, renderer: PageRenderer) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const target = withoutTrailingSlash(request.url)
    if (target) return reply.redirect(target, 301)
  })
  for (const route of redirectRoutes) {
    const target = typeof route.target === 'string' ? route.target : route.target(config.links)
    app.get(route.path, async (request, reply) => {
      const query =
        request.url.includes('?') && target.startsWith('/') ? request.url.slice(request.url.indexOf('?')) : ''
      reply.header('cache-control', 'public, max-age=3600')
      return reply.redirect(`${target}${query}`, 301)
    })
  }
  for (const route of aliasRoutes) {
    app.get(route.path, (request, reply) => renderer.render(request, reply, route.target))
  }
}

import { redirectTarget } from '../../lib/routes'
import type { ServerContext } from '../context'
import type { PageRenderer } from '../page-renderer'

/** Characters a path we redirect may hold: no backslash, no encoded slash or backslash, nothing raw. */
const SAFE_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/

/**
 * Whether a browser resolves `location` (as sent in a Location header) against our own origin: a single
 * leading slash, no backslash (browsers read `/\host` as `//host`), no control characters or non-ASCII.
 */
function isSameOriginLocation(location: string): boolean {
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(location) && !location.includes('\\')
}

/**
 * The target of a trailing-slash redirect (`/impressum/` → `/impressum`), or undefined when the path
 * should not be redirected. Repeated slashes collapse; paths with backslashes or percent-encoded bytes
 * are not redirected at all (they are not found), so a redirect never leaves the origin.
 */
export function withoutTrailingSlash(url: string): string | undefined {
  const [path = '/', query] = url.split(/\?(.*)/s, 2)
  if (path.length <= 1 || !path.endsWith('/') || !SAFE_PATH.test(path)) return undefined
  const stripped = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`.replace(/\/{2,}/g, '/')
  if (stripped === '/') return undefined
  const target = query === undefined ? stripped : `${stripped}?${encodeQuery(query)}`
  return isSameOriginLocation(target) ? target : undefined
}

/** A query string as it may appear in a Location header: anything outside visible ASCII percent-encoded. */
const encodeQuery = (query: string) =>
  query.replace(/[^\x21-\x7e]|\\/gu, (char) =>
    [...Buffer.from(char, (char.codePointAt(0) ?? 0) > 0xff ? 'utf8' : 'latin1')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  )

export async function registerRedirects({ app, config, routes }: ServerContext, renderer: PageRenderer) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const target = withoutTrailingSlash(request.url)
    if (target) return reply.header('cache-control', 'public, max-age=3600').redirect(target, 301)
  })
  for (const route of routes.redirects) {
    const target = redirectTarget(route, config.links)
    app.get(route.path, async (request, reply) => {
      const query =
        request.url.includes('?') && target.startsWith('/')
          ? `?${encodeQuery(request.url.slice(request.url.indexOf('?') + 1))}`
          : ''
      reply.header('cache-control', 'public, max-age=3600')
      return reply.redirect(`${target}${query}`, 301)
    })
  }
  for (const route of routes.aliases) {
    app.get(route.path, (request, reply) => renderer.render(request, reply, route.target))
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { errorBody, standalonePage } from '../error-body'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** What a refused request reads: fixed German text, nothing echoed. */
const CROSS_SITE_MESSAGE =
  'Diese Anfrage kam nicht von unserer Website und wurde abgelehnt. Bitte nutze das Formular direkt auf der Seite.'

/**
 * Why a state-changing request is refused as coming from another site, or undefined when it may pass.
 * Browsers send `Sec-Fetch-Site` (all current ones) and `Origin` on every cross-origin POST and on form
 * posts, so a page elsewhere cannot make its visitors vote or sign up. A request with neither header is
 * not from a browser page (curl, a server): it carries no visitor's cookies by accident, and the limits
 * still apply to it.
 */
function crossSiteReason(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined },
  siteOrigin: string,
): string | undefined {
  const site = headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return `sec-fetch-site: ${site}`
  const origin = headers.origin
  // `null` is what a sandboxed frame or a redirect chain from elsewhere sends.
  if (origin !== undefined && origin !== siteOrigin) return 'origin mismatch'
  return undefined
}

/**
 * Every POST, PUT, PATCH and DELETE must come from our own pages: 403 otherwise, as JSON for scripts and
 * as a short German page for form posts. Runs before body parsing, so nothing is read or stored.
 */
export function registerSameOrigin({ app, config }: ServerContext) {
  const siteOrigin = new URL(config.SITE_URL).origin
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return
    const reason = crossSiteReason(request.headers, siteOrigin)
    if (!reason) return
    request.log.info({ reason, path: request.url.split('?')[0] }, 'request from another site refused')
    reply.code(403).header('cache-control', 'no-store')
    if (String(request.headers.accept ?? '').includes('text/html')) {
      return reply
        .type('text/html; charset=utf-8')
        .send(standalonePage('Anfrage abgelehnt', 'Anfrage abgelehnt', CROSS_SITE_MESSAGE))
    }
    return reply.send(errorBody(403, CROSS_SITE_MESSAGE))
  })
}

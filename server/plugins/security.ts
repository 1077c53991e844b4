import type { ServerContext } from '../context'

/** The Content-Security-Policy of a response; pages that embed the external form may load its script and frame. */
export function contentSecurityPolicy(options: { formProvider?: string; dev?: boolean }): string {
  const provider = options.formProvider ? ` ${options.formProvider}` : ''
  const directives = [
    "default-src 'self'",
    // Development needs Vite's inline React-refresh preamble and its websocket; production never does.
    `script-src 'self'${provider}${options.dev ? " 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${provider}`,
    "font-src 'self'",
    `connect-src 'self'${options.dev ? ' ws: wss:' : ''}`,
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${options.formProvider ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  return directives.join('; ')
}

/** The headers every response carries (set by the first hook, and on the raw early-error responses). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'autoplay=(self), camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
}

export type SecurityHeaders = (path: string) => Record<string, string>

/** All security headers for a response to `path`: the static ones plus the page's CSP. */
export function securityHeadersFor(
  config: { links: { formProvider: string } },
  dev: boolean,
  embedsForm: (path: string) => boolean,
): SecurityHeaders {
  const base = { ...STATIC_SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy({ dev }) }
  const withForm = {
    ...STATIC_SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy({ formProvider: new URL(config.links.formProvider).origin, dev }),
  }
  return (path) => (embedsForm(path) ? withForm : base)
}

/**
 * Security headers as an explicit table (no helmet: the same table also goes on the responses Fastify
 * writes before any hook runs, see errors.ts). Registered first, so every later hook, error and
 * shed request answers with them.
 */
export function registerSecurity({ app }: ServerContext, headersFor: SecurityHeaders) {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headersFor(request.url.split('?')[0] ?? '/'))
  })
}

import helmet from '@fastify/helmet'
import { findPageRoute } from '../../data/routes'
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

export async function registerSecurity({ app, config, dev }: ServerContext) {
  await app.register(helmet, {
    contentSecurityPolicy: false, // set per response below
    crossOriginEmbedderPolicy: false, // the external form frame is not COEP-enabled
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: true },
    xFrameOptions: { action: 'deny' },
  })
  const base = contentSecurityPolicy({ dev })
  const withForm = contentSecurityPolicy({ formProvider: new URL(config.links.formProvider).origin, dev })
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    reply.header('content-security-policy', findPageRoute(path)?.embedsForm ? withForm : base)
    reply.header('permissions-policy', 'autoplay=(self), camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  })
}

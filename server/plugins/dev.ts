import type { FastifyInstance } from 'fastify'
import type { ViteDevServer } from 'vite'
import { ROUTE_MANIFEST_PLUGIN, type RouteManifestApi, RouteTable } from '../../lib/routes'
import type { ServerContext } from '../context'

/**
 * Development only: Vite's dev server (HMR on Fastify's own server, so the CSP allows its websocket) and the
 * route table its route-manifest plugin collects from the page folders (production reads dist/routes.json).
 */
export async function createViteDevServer(app: FastifyInstance): Promise<{ vite: ViteDevServer; routes: RouteTable }> {
  const { createServer } = await import('vite')
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  })
  const plugin = vite.config.plugins.find((candidate) => candidate.name === ROUTE_MANIFEST_PLUGIN)
  if (!plugin) throw new Error(`vite.config.ts lacks the ${ROUTE_MANIFEST_PLUGIN} plugin`)
  return { vite, routes: new RouteTable((plugin.api as RouteManifestApi).manifest()) }
}

/** Development only: Vite's middleware in front of the page routes. */
export async function registerViteDevServer({ app }: ServerContext, vite: ViteDevServer) {
  const { default: middie } = await import('@fastify/middie')
  await app.register(middie)
  app.use(vite.middlewares)
  app.addHook('onClose', async () => vite.close())
}

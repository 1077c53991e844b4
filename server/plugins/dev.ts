import type { ServerContext } from '../context'

/** Development only: Vite's middleware (HMR on Fastify's own server, so the CSP allows its websocket). */
export async function registerViteDevServer({ app }: ServerContext) {
  const [{ default: middie }, { createServer }] = await Promise.all([import('@fastify/middie'), import('vite')])
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  })
  await app.register(middie)
  app.use(vite.middlewares)
  app.addHook('onClose', async () => vite.close())
}

import type { ServerContext } from '../context'

export async function registerHealth({ app }: ServerContext) {
  app.get(
    '/healthz',
    // Never shed: a probe that sees 503 under load would take a busy but healthy instance out of rotation.
    { config: { pressureHandler: () => undefined } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok', uptime: Math.round(process.uptime()) }
    },
  )
}

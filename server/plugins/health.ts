import type { ServerContext } from '../context'

export async function registerHealth({ app }: ServerContext) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok', uptime: Math.round(process.uptime()) }
  })
}

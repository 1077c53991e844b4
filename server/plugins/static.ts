import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { ServerContext } from '../context'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
const ONE_DAY = 'public, max-age=86400'

/** Build assets (hashed, immutable, precompressed) and the public files copied into dist/client. */
export async function registerStatic({ app, distDir }: ServerContext) {
  await app.register(fastifyStatic, {
    root: join(distDir, 'client'),
    prefix: '/',
    wildcard: false, // one route per existing file: page paths never reach the file system
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (
      res: { setHeader?: (k: string, v: string) => void; header?: (k: string, v: string) => void },
      path: string,
    ) => {
      const value = path.includes('/assets/') ? IMMUTABLE : ONE_DAY
      if (typeof res.setHeader === 'function') res.setHeader('cache-control', value)
      else res.header?.('cache-control', value)
    },
  })
}

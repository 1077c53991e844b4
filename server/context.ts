import type { FastifyInstance } from 'fastify'
import type { RouteTable } from '../lib/routes'
import type { Clock } from './clock'
import type { Config } from './config'
import type { Limits } from './rate-limits'

/** What every server concern receives: the app and the parsed configuration. */
export type ServerContext = {
  app: FastifyInstance
  config: Config
  /** The site's clock (PREVIEW_AT moves it). */
  clock: Clock
  /** Folder of the production build (client assets and the Vike server entry). */
  distDir: string
  dev: boolean
  /** Every path the site answers: the build's route manifest (in development, the Vite plugin's). */
  routes: RouteTable
  faultInjection: boolean
  /** Rate limits by client network, shared through Postgres when DATABASE_URL is set. */
  limits: Limits
}

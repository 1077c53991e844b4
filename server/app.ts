import { resolve } from 'node:path'
import { constants as zlib } from 'node:zlib'
import compress from '@fastify/compress'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import type { RouteTable } from '../lib/routes'
import { type Clock, createClock } from './clock'
import { type Config, loadConfig } from './config'
import { limitConnections } from './connections'
import type { ServerContext } from './context'
import { createDataAccess } from './data'
import { confirmSignUp } from './db/signups'
import { registerGeneratedDownloads } from './downloads'
import { createLogger } from './logger'
import { createMailer } from './mail'
import { startMailSender } from './mail-sender'
import { createPageRenderer, RENDER_SLOTS } from './page-renderer'
import { registerAvatars } from './plugins/avatars'
import { registerClientEvents } from './plugins/client-events'
import { registerConfirmations } from './plugins/confirmations'
import { createViteDevServer, registerViteDevServer } from './plugins/dev'
import { registerEarlyAccess } from './plugins/early-access'
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandlers } from './plugins/errors'
import { registerGates } from './plugins/gates'
import { registerHealth } from './plugins/health'
import { registerPages } from './plugins/pages'
import { defaultPressure, type PressureOptions, registerPressure } from './plugins/pressure'
import { registerRedirects } from './plugins/redirects'
import { registerSameOrigin } from './plugins/same-origin'
import { registerSecurity, securityHeadersFor } from './plugins/security'
import { registerSeo } from './plugins/seo'
import { registerStatic } from './plugins/static'
import { createVoteTally, registerVotes } from './plugins/votes'
import { requestIdGenerator, trustProxyOption, warnOnForwardedRequests } from './proxy'
import { createLimits } from './rate-limits'
import { RenderSlots } from './render-slots'
import { oldMails, startRetention, unconfirmedSignUps, unconfirmedVoters, voteAudit } from './retention'
import { loadRouteTable } from './routes'

export type BuildOptions = {
  config?: Config
  logger?: Logger
  /** Serve through Vite's dev server instead of the production build. */
  dev?: boolean
  distDir?: string
  /** Load-shedding thresholds (tests lower them). */
  pressure?: PressureOptions
  /** Tests only: GET /__fault/render renders a page whose rendering throws. Not reachable from the environment. */
  faultInjection?: boolean
  /** Defaults to the machine's clock, moved to PREVIEW_AT when that is set. */
  clock?: Clock
  /**
   * Open the database (and run migrations) before returning, so a bad DATABASE_URL or a locked data
   * folder stops the start; otherwise it opens on first use (tests that never touch it stay fast).
   */
  openDatabase?: boolean
  /** How often the mail sender looks for due mail (tests shorten it). */
  mailPollMs?: number
  /** Renders under way at once and waiting for a slot (tests lower them, or pass slots of their own). */
  renderSlots?: { active: number; waiting: number } | RenderSlots
}

/** The whole site as a Fastify instance, ready but not listening (tests call it in-process). */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig().config
  const dev = options.dev ?? config.NODE_ENV === 'development'
  const distDir = options.distDir ?? resolve('dist')
  // Every path the site answers: the build's route manifest; in development Vite's plugin collects it below.
  let routes: RouteTable | undefined = dev ? undefined : loadRouteTable(distDir)
  const headersFor = securityHeadersFor(config, dev, (path) => routes?.findPage(path)?.embedsForm === true)
  const app: FastifyInstance = Fastify({
    loggerInstance: (options.logger ?? createLogger(config)) as FastifyBaseLogger,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    frameworkErrors: frameworkErrorHandler(headersFor),
    clientErrorHandler: clientErrorHandler(headersFor, () => app.log),
    bodyLimit: 16 * 1024,
    routerOptions: { maxParamLength: 500 },
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    requestTimeout: 30_000,
    // Fastify gives each plugin 10 s to start; on a machine busy with other work @fastify/static's listing of the
    // build's files took longer („Plugin did not start in time“, seen beside a parallel test run): a slow start is
    // not a failed one. /readyz says when the server is ready.
    pluginTimeout: 60_000,
    // While draining, requests on already-open connections are still served (then the connection closes).
    return503OnClosing: false,
  })
  const data = createDataAccess({
    dataDir: config.DATA_DIR,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    ...(config.COOKIE_SECRET ? { cookieSecret: config.COOKIE_SECRET } : {}),
    log: {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
    },
    admin: { siteUrl: config.SITE_URL, hourlyBudget: config.MAIL_HOURLY_BUDGET },
  })
  limitConnections(app, () => Date.now())
  const devServer = dev ? await createViteDevServer(app) : undefined
  routes ??= devServer?.routes
  if (!routes) throw new Error('no route table')
  const context: ServerContext = {
    app,
    config,
    clock: options.clock ?? createClock(config.PREVIEW_AT),
    dev,
    routes,
    distDir,
    faultInjection: options.faultInjection ?? false,
    limits: await createLimits({ databaseUrl: config.DATABASE_URL, databaseReady: () => data.db() }),
  }

  // First hooks: every response, whichever later hook or handler answers it, carries these headers.
  registerSecurity(context, headersFor)
  const mailer = await createMailer(config, app.log)
  const sender = startMailSender({
    data,
    mailer,
    log: app.log,
    clock: context.clock,
    ...(options.mailPollMs ? { pollMs: options.mailPollMs } : {}),
  })
  const retention = startRetention({
    data,
    log: app.log,
    clock: context.clock,
    sweeps: [unconfirmedSignUps, oldMails, unconfirmedVoters, voteAudit],
  })
  // Runs after in-flight requests finished (graceful shutdown): then the database closes.
  app.addHook('onClose', async () => {
    retention.stop()
    await sender.stop()
    mailer.close()
    await context.limits.close()
    await data.close()
  })
  if (options.openDatabase) await data.db()

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  registerErrorHandlers(context)
  registerSameOrigin(context)
  app.addHook('onRequest', warnOnForwardedRequests(config.TRUST_PROXY, app.log))
  await registerPressure(
    context,
    options.pressure ?? { ...defaultPressure, maxEventLoopDelay: config.LOAD_SHEDDING_DELAY_MS },
  )
  await registerHealth(context, data)
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 5 keeps dynamic HTML fast to compress; static assets are precompressed at build time at 11.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  })
  if (devServer) await registerViteDevServer(context, devServer.vite)
  else await registerStatic(context)
  await registerClientEvents(context)
  await registerAvatars(context)
  await registerSeo(context)
  const downloadSizes = registerGeneratedDownloads(context)
  // The data access the pages' +data.ts read through (pageContext.services).
  const tally = createVoteTally(context, data)
  const renderer = await createPageRenderer(
    context,
    downloadSizes,
    options.renderSlots instanceof RenderSlots
      ? options.renderSlots
      : new RenderSlots(options.renderSlots ?? RENDER_SLOTS),
    { votes: tally },
  )
  await registerGates(context, renderer, data)
  const mail = { sender, hourlyBudget: config.MAIL_HOURLY_BUDGET }
  await registerEarlyAccess(context, renderer, data, mail)
  const confirmVoter = await registerVotes(context, renderer, data, mail, tally)
  await registerConfirmations(context, renderer, data, {
    signup: async (tx, email) => ({ role: await confirmSignUp(tx, email) }),
    voter: confirmVoter,
  })
  await registerRedirects(context, renderer)
  await registerPages(context, renderer)
  return app
}

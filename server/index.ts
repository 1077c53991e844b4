import { fileURLToPath } from 'node:url'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { createLogger, routeConsoleToLogger } from './logger'

async function main() {
  let loaded: ReturnType<typeof loadConfig>
  try {
    loaded = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`Configuration error: ${problem}`)
      process.exit(1)
    }
    throw error
  }
  const { config, warnings } = loaded
  const logger = createLogger(config)
  // Development keeps Vite's console output readable; production logs only JSON lines.
  if (config.NODE_ENV !== 'development') routeConsoleToLogger(logger)
  for (const warning of warnings) logger.warn(warning)

  // The bundled server lives in dist/app/, so the build folder is one level up.
  const distDir = fileURLToPath(new URL('..', import.meta.url))
  const app = await buildApp({ config, logger, distDir, openDatabase: true })

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error')
    else logger.info({ signal }, 'shutting down: finishing in-flight requests')
    await app.close()
    logger.info('closed')
  })

  await app.listen({ port: config.PORT, host: config.HOST })
}

main().catch((error) => {
  // console may already be routed through pino: a startup failure is one JSON line then.
  console.error(error)
  process.exit(1)
})

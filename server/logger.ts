import { formatWithOptions, stripVTControlCharacters } from 'node:util'
import pino, { type Logger } from 'pino'
import type { Config } from './config'

/** JSON logs in production; pretty lines in a development terminal. */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  }
  if (destination) return pino(options, destination)
  if (config.NODE_ENV === 'development' && process.stdout.isTTY) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    })
  }
  return pino(options)
}

type ConsoleLike = Pick<Console, 'error' | 'warn' | 'info' | 'log'>

/** Drops terminal colour codes (Vike colours the stacks it prints). */
const plain = (text: string) => stripVTControlCharacters(text)

/**
 * Sends what libraries print with console.* (Vike prints render errors itself) through pino, so the
 * production log stays one JSON object per line.
 */
export function routeConsoleToLogger(logger: Logger, target: ConsoleLike = console): void {
  const route =
    (level: 'error' | 'warn' | 'info') =>
    (...args: unknown[]) => {
      const output = plain(formatWithOptions({ colors: false }, ...args))
      logger[level]({ output }, `console: ${output.split('\n', 1)[0]?.slice(0, 200) ?? ''}`)
    }
  target.error = route('error')
  target.warn = route('warn')
  target.info = route('info')
  target.log = route('info')
}

import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, routeConsoleToLogger } from '../../server/logger'

describe('routeConsoleToLogger', () => {
  it('turns what libraries print (coloured, multi-line) into one JSON line each', () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    })
    const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, sink)
    const fake = { error: console.error, warn: console.warn, info: console.info, log: console.log }
    routeConsoleToLogger(logger, fake)
    fake.error('\u001b[31mError: Injected render fault\n    at onRenderHtml (renderer.js:1:1)\u001b[39m')
    fake.warn('[vike][Warning]', { a: 1 })
    fake.log('plain')
    expect(lines).toHaveLength(3)
    const parsed = lines.map((line) => JSON.parse(line) as { level: number; msg: string; output: string })
    expect(parsed[0]).toMatchObject({ level: 50, msg: 'console: Error: Injected render fault' })
    expect(parsed[0]?.output).toContain('at onRenderHtml')
    expect(parsed[0]?.output).not.toContain('\u001b')
    expect(parsed[1]).toMatchObject({ level: 40, msg: 'console: [vike][Warning] { a: 1 }' })
    expect(parsed[2]).toMatchObject({ level: 30, msg: 'console: plain' })
  })
})

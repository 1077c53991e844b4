import type { Logger } from 'pino'
import { describe, expect, it } from 'vitest'
import { routeConsoleToLogger } from '../../server/logger'
import { startServer } from '../load/server-process'
import { buildTestApp } from '../support/app'

// The production log holds only JSON lines, whatever prints.

describe('the production log', () => {
  it('Vike’s own print of a render error becomes a JSON log line (as server/index.ts routes console)', async () => {
    const { app: faulty, logs: faultyLogs } = await buildTestApp({}, { faultInjection: true })
    const saved = { error: console.error, warn: console.warn, info: console.info, log: console.log }
    const printed: unknown[] = []
    const spy = (...args: unknown[]) => printed.push(args)
    Object.assign(console, { error: spy, warn: spy, info: spy, log: spy })
    try {
      routeConsoleToLogger(faulty.log as unknown as Logger)
      const response = await faulty.inject({ method: 'GET', url: '/__fault/render' })
      expect(response.statusCode).toBe(500)
    } finally {
      Object.assign(console, saved)
      await faulty.close()
    }
    expect(printed).toEqual([])
    const line = faultyLogs.find((entry) => entry.msg === 'console: Error: Injected render fault')
    expect(line?.level).toBe(50)
    expect(String(line?.output)).toContain('Injected render fault')
  })

  it('stdout and stderr of the built server, probed like a scanner, parse line by line as JSON', async () => {
    // Its own throwaway database (the repository's default ./.data may be held by a developer's server), and
    // no load shedding: a 503 because the machine is busy would say nothing about the path.
    const server = await startServer({ LOAD_SHEDDING_DELAY_MS: '0' })
    try {
      const { url } = server
      for (const path of [
        '/@vite/client',
        '/%40vite/client',
        '/@fs/etc/passwd',
        '/__vite_ping',
        '/wp-login.php',
        '/%ZZ',
      ]) {
        const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } })
        expect(response.status, path).toBeLessThan(500)
        await response.arrayBuffer()
      }
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim())
    expect(lines.length).toBeGreaterThan(10)
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object'
      } catch {
        return true
      }
    })
    expect(notJson).toEqual([])
    expect(lines.filter((line) => JSON.parse(line).msg === 'page not found')).toHaveLength(5)
  })
})

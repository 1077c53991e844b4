import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import vnu from 'vnu-jar'
import { aliasRoutes, pageRoutes } from '../../data/routes'
import { buildTestApp, unlockCookie } from '../support/app'

let app: FastifyInstance
beforeAll(async () => {
  ;({ app } = await buildTestApp())
})
afterAll(() => app.close())

/** HTML of a route as a visitor gets it; gated pages both locked and unlocked. */
async function documents(path: string, gate?: 'jury' | 'scouts'): Promise<[string, string][]> {
  const locked = (await app.inject({ method: 'GET', url: path })).body
  if (!gate) return [[path, locked]]
  const cookie = await unlockCookie(app, path, gate)
  const unlocked = (await app.inject({ method: 'GET', url: path, headers: { cookie } })).body
  expect(unlocked, `${path} unlocked`).not.toContain('Geschützter Bereich')
  return [
    [`${path} (locked)`, locked],
    [`${path} (unlocked)`, unlocked],
  ]
}

describe('HTML validity (Nu Html Checker)', () => {
  it('finds zero errors in every route of the route table, the 404 and the 500 page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vnu-'))
    try {
      const pages: [string, string][] = []
      for (const route of pageRoutes) pages.push(...(await documents(route.path, route.gate)))
      for (const alias of aliasRoutes) pages.push(...(await documents(alias.path)))
      pages.push(['404', (await app.inject({ method: 'GET', url: '/gibt-es-nicht' })).body])
      const files = pages.map(([, html], index) => {
        const file = join(dir, `page-${index}.html`)
        writeFileSync(file, html)
        return file
      })
      const byFile = new Map(files.map((file, index) => [`file:${file}`, pages[index]![0]]))
      let output = ''
      try {
        await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], {
          maxBuffer: 64 * 1024 * 1024,
        })
      } catch (error) {
        output = (error as { stderr?: string }).stderr ?? ''
      }
      const messages = output
        ? (JSON.parse(output).messages as { url: string; message: string; lastLine?: number; extract?: string }[])
        : []
      const errors = messages.map((m) =>
        `${byFile.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract ?? ''}`.trim(),
      )
      expect(pages.length).toBeGreaterThan(pageRoutes.length)
      expect(errors).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

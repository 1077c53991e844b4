import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import vnu from 'vnu-jar'
import { sharedTestApp, unlockCookie } from '../support/app'
import { aliasRoutes, pageRoutes } from '../support/routes'

const testApp = sharedTestApp({}, { faultInjection: true })

type VnuMessage = { type: string; url: string; message: string; lastLine?: number; extract?: string }

/**
 * Runs the Nu Html Checker over `files` and returns its messages. Throws when the checker could not run
 * (no Java, a broken jar): an empty result must mean "checked, no errors", never "not checked".
 */
async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  let stderr: string
  try {
    ;({ stderr } = await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }))
  } catch (error) {
    // vnu exits 1 when it found errors; its JSON report is on stderr then.
    const failed = error as { code?: unknown; stderr?: string; message: string }
    if (failed.code === 'ENOENT')
      throw new Error('java is not installed: the HTML checker cannot run (apt-get install default-jre-headless)')
    if (!failed.stderr?.trimStart().startsWith('{')) throw new Error(`the HTML checker did not run: ${failed.message}`)
    stderr = failed.stderr
  }
  const report = JSON.parse(stderr) as { messages?: VnuMessage[] }
  if (!Array.isArray(report.messages)) throw new Error(`unexpected checker output: ${stderr.slice(0, 200)}`)
  return report.messages
}
afterAll(() => testApp.app.close())

/** HTML of a route as a visitor gets it; gated pages both locked and unlocked. */
async function documents(path: string, gate?: 'jury' | 'scouts'): Promise<[string, string][]> {
  const locked = (await testApp.app.inject({ method: 'GET', url: path })).body
  if (!gate) return [[path, locked]]
  const cookie = await unlockCookie(testApp.app, path, gate)
  const unlocked = (await testApp.app.inject({ method: 'GET', url: path, headers: { cookie } })).body
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
      const notFound = await testApp.app.inject({
        method: 'GET',
        url: '/gibt-es-nicht',
        headers: { accept: 'text/html' },
      })
      expect(notFound.statusCode).toBe(404)
      expect(notFound.body).toContain('Seite nicht gefunden')
      pages.push(['404', notFound.body])
      const serverError = await testApp.app.inject({ method: 'GET', url: '/__fault/render' })
      expect(serverError.statusCode).toBe(500)
      expect(serverError.body).toContain('Da ist etwas schiefgelaufen')
      pages.push(['500', serverError.body])
      const files = pages.map(([, html], index) => {
        const file = join(dir, `page-${index}.html`)
        writeFileSync(file, html)
        return file
      })
      const byFile = new Map(files.map((file, index) => [`file:${file}`, pages[index]![0]]))
      const messages = await checkHtml(files)
      const errors = messages.map((m) =>
        `${byFile.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract ?? ''}`.trim(),
      )
      expect(pages.length).toBeGreaterThan(pageRoutes.length)
      expect(errors).toEqual([])
      // The checker really looks: a broken copy of the 404 page is reported.
      const broken = join(dir, 'broken.html')
      const brokenHtml = notFound.body.replace('<main', '<main><div><p>offen</main')
      expect(brokenHtml).not.toBe(notFound.body)
      writeFileSync(broken, brokenHtml)
      expect((await checkHtml([broken])).length).toBeGreaterThan(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

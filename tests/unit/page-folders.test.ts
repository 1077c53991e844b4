import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkPageSettings, pageSettingsOf } from '../../renderer/page-settings'
import { pageRoutes } from '../support/routes'

// A page is a folder: pages/<name>/+Page.tsx with its settings in pages/<name>/+config.ts. The build writes
// the route manifest from Vike's view of those folders (renderer/route-manifest.ts), so these checks are what
// keeps folders and manifest one thing.

const folders = readdirSync('pages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const has = (folder: string, file: string) => existsSync(join('pages', folder, file))
// Vike's error page (_error) renders 404 and 500; their head comes from renderer/resolve-route.ts.
const pageFolders = folders.filter((folder) => has(folder, '+Page.tsx') && !folder.startsWith('_'))

/** The path Vike gives a folder: its name (`index` is `/`), or the string in its +route.ts. */
function vikePath(folder: string): string {
  if (!has(folder, '+route.ts')) return folder === 'index' ? '/' : `/${folder}`
  return /export default ['"](\/[^'"]*)['"]/.exec(readFileSync(join('pages', folder, '+route.ts'), 'utf8'))?.[1] ?? '?'
}

describe('page folders', () => {
  it.each(pageFolders)('pages/%s has its settings in +config.ts', (folder) => {
    expect(has(folder, '+config.ts'), `pages/${folder}/+config.ts is missing`).toBe(true)
  })

  it('has settings only in page folders', () => {
    const orphans = folders.filter((folder) => has(folder, '+config.ts') && !pageFolders.includes(folder))
    expect(orphans.map((folder) => `pages/${folder}/+config.ts`)).toEqual([])
  })

  it('makes the route manifest exactly the page folders, at the paths Vike routes them to', () => {
    expect(pageRoutes.map((route) => route.path).sort()).toEqual(pageFolders.map(vikePath).sort())
    for (const route of pageRoutes) expect(vikePath(route.folder), route.folder).toBe(route.path)
  })
})

describe('page settings (renderer/page-settings.ts)', () => {
  const file = '/pages/impressum/+config.ts'

  it('names the file and each wrong setting in one readable message', () => {
    expect(() => checkPageSettings({ title: 'Impressum', description: 'zu kurz', robots: 'index' }, file)).toThrow(
      /^\/pages\/impressum\/\+config\.ts: invalid page settings\n {2}description: .+\n {2}keywords: an indexed page needs keywords$/,
    )
  })

  it('fills in what most pages share: indexed, and then a WebPage with its breadcrumb trail', () => {
    const own = { title: 'Impressum', description: 'x'.repeat(80), keywords: ['Impressum'] }
    const shared = { robots: 'index', structuredData: ['WebPage', 'Breadcrumbs'] }
    expect(pageSettingsOf({ ...own, Page: () => null })).toEqual({ ...own, ...shared })
    expect(pageSettingsOf({ ...own, robots: 'noindex' })).toEqual({ ...own, robots: 'noindex' })
    expect(pageSettingsOf({ ...own, structuredData: ['Organization'] })).toEqual({
      ...own,
      robots: 'index',
      structuredData: ['Organization'],
    })
  })

  it('refuses an unknown gate, an unknown setting and an Event without its event', () => {
    const valid = { title: 'Impressum', description: 'x'.repeat(80), robots: 'noindex' }
    expect(checkPageSettings(valid, file)).toEqual(valid)
    expect(() => checkPageSettings({ ...valid, gate: 'press' }, file)).toThrow(/gate: /)
    expect(() => checkPageSettings({ ...valid, metaTitle: 'x' }, file)).toThrow(/metaTitle/)
    expect(() => checkPageSettings({ ...valid, structuredData: ['Event'] }, file)).toThrow(/event: /)
  })
})

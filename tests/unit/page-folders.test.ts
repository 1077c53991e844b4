import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageMetaSchema } from '../../pages/page-meta'
import { pageRoutes } from '../../pages/routes'

// A page is a folder: pages/<name>/+Page.tsx with its metadata in pages/<name>/meta.json. The route table is
// assembled from those files (pages/routes.ts), so these checks are what keeps folders and table one thing.

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
  it.each(pageFolders)('pages/%s has a meta.json with valid metadata', (folder) => {
    expect(has(folder, 'meta.json'), `pages/${folder}/meta.json is missing`).toBe(true)
    const result = pageMetaSchema.safeParse(JSON.parse(readFileSync(join('pages', folder, 'meta.json'), 'utf8')))
    expect(result.success ? [] : result.error.issues, `pages/${folder}/meta.json`).toEqual([])
  })

  it('has metadata only in page folders', () => {
    const orphans = folders.filter((folder) => has(folder, 'meta.json') && !pageFolders.includes(folder))
    expect(orphans.map((folder) => `pages/${folder}/meta.json`)).toEqual([])
  })

  it('makes the route table exactly the page folders, at the paths Vike routes them to', () => {
    expect(pageRoutes.map((route) => route.path).sort()).toEqual(pageFolders.map(vikePath).sort())
  })
})

describe('the route table outside Vite', () => {
  const viteTable = JSON.stringify(pageRoutes)

  it('is the same under tsx with the glob hook (npm run dev, scripts)', () => {
    const printed = execFileSync(
      process.execPath,
      [
        ...['--import', 'tsx', '--import', './scripts/lib/glob-hook.mjs', '--input-type=module', '-e'],
        `const { pageRoutes } = await import('./pages/routes.ts'); console.log(JSON.stringify(pageRoutes))`,
      ],
      { encoding: 'utf8' },
    )
    expect(printed.trim()).toBe(viteTable)
  })

  it('is the same in an esbuild bundle with the glob plugin (the production server)', () => {
    const printed = execFileSync(
      process.execPath,
      [
        ...['--input-type=module', '-e'],
        `import { build } from 'esbuild'
         import { importGlobPlugin } from './scripts/lib/import-glob.mjs'
         const { outputFiles } = await build({ entryPoints: ['pages/routes.ts'], bundle: true, write: false,
           format: 'esm', platform: 'node', logLevel: 'error', plugins: [importGlobPlugin] })
         const url = 'data:text/javascript;base64,' + Buffer.from(outputFiles[0].text).toString('base64')
         console.log(JSON.stringify((await import(url)).pageRoutes))`,
      ],
      { encoding: 'utf8' },
    )
    expect(printed.trim()).toBe(viteTable)
  })
})

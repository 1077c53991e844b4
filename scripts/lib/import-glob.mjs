// `import.meta.glob(<pattern>, { eager: true })` for the runners that do not know it.
//
// Vite and Vitest expand it natively. The bundled server (esbuild, scripts/build.mjs) and the TypeScript
// run by tsx (`npm run dev`, scripts, the benchmark) get the same expansion from this file: once as an
// esbuild plugin, once as a Node loader hook (registered by ./glob-hook.mjs). Both rewrite the call into
// static imports, with the keys Vite gives (the file paths relative to the importer, `./x/meta.json`), so
// every runner sees the same object. Only what the site uses is supported: a relative pattern whose `*`
// stands for part of one path segment, eager. Anything else fails loudly instead of expanding wrongly.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// import.meta.glob('./*/meta.json', { eager: true }), with an optional TypeScript type argument.
const CALL = /import\.meta\.glob\s*(?:<[^()]*?>)?\(\s*(['"])([^'"]+)\1\s*,\s*\{\s*eager\s*:\s*true\s*,?\s*\}\s*\)/g

/** Files matching a relative pattern (`./*\/meta.json`), as importer-relative keys, sorted. */
export function globFiles(pattern, fromDir) {
  if (!/^\.\.?\//.test(pattern) || pattern.includes('**'))
    throw new Error(`import.meta.glob: only relative patterns without ** are supported, not ${pattern}`)
  let keys = ['']
  for (const segment of pattern.split('/')) {
    if (!segment.includes('*')) {
      keys = keys.map((key) => `${key}${segment}/`)
      continue
    }
    const escaped = segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')
    const matches = new RegExp(`^${escaped}$`)
    keys = keys.flatMap((key) => {
      const dir = join(fromDir, key)
      if (!existsSync(dir) || !statSync(dir).isDirectory()) return []
      return readdirSync(dir)
        .filter((name) => matches.test(name) && !name.startsWith('.'))
        .map((name) => `${key}${name}/`)
    })
  }
  return keys
    .map((key) => key.slice(0, -1))
    .filter((key) => existsSync(join(fromDir, key)) && statSync(join(fromDir, key)).isFile())
    .sort()
}

/** The source with every eager glob replaced by an object of static imports, or undefined if it has none. */
export function expandImportGlob(code, file) {
  if (!code.includes('import.meta.glob')) return undefined
  const imports = []
  const expanded = code.replace(CALL, (_call, _quote, pattern) => {
    const entries = globFiles(pattern, dirname(file)).map((key) => {
      const name = `__glob_${imports.length}`
      imports.push(`import * as ${name} from ${JSON.stringify(key)};`)
      return `${JSON.stringify(key)}: ${name}`
    })
    return `{ ${entries.join(', ')} }`
  })
  if (/import\.meta\.glob\s*[<(]/.test(expanded))
    throw new Error(`${file}: only import.meta.glob('<relative pattern>', { eager: true }) can be expanded`)
  // The imports go in front of the first line (imports are hoisted), so line numbers stay as they were.
  return imports.join('') + expanded
}

/** esbuild plugin (scripts/build.mjs): expands the globs in the project's own sources. */
export const importGlobPlugin = {
  name: 'import-glob',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined
      const contents = expandImportGlob(await readFile(args.path, 'utf8'), args.path)
      return contents === undefined ? undefined : { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

/** Node loader hook: runs after tsx has turned the TypeScript into JavaScript (see ./glob-hook.mjs). */
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context)
  if (!url.startsWith('file:') || url.includes('/node_modules/') || result.source == null) return result
  const code = typeof result.source === 'string' ? result.source : new TextDecoder().decode(result.source)
  const expanded = expandImportGlob(code, fileURLToPath(url))
  return expanded === undefined ? result : { ...result, source: expanded }
}

// The import rules between the top-level folders, checked over every source file by
// tests/unit/import-rules.test.ts (so `npm test` fails on a breach):
//   1. data/ imports nothing from components/, pages/, renderer/, server/ or scripts/: the types that
//      describe data live in data/ (data/content.ts), and components import them from there.
//   2. Nothing outside scripts/ imports scripts/. The one exception: files under tests/ may import the tooling
//      library scripts/lib/ (serving the build, throwaway data folders, system tools, island chunks, this
//      checker), never a script itself. Runtime code that scripts need lives outside scripts/ (the PDF
//      writer is server/pdf.ts).
// Imports are read with TypeScript's own pre-processor: static, type-only, re-exports, import() calls and
// import types; comments and strings are not imports.
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import ts from 'typescript'

/** A source file: its path relative to the repository root (with `/`) and its text. */
type SourceFile = { path: string; text: string }
type Violation = { file: string; specifier: string; target: string; rule: string }

const DATA_MAY_NOT_IMPORT = ['components', 'pages', 'renderer', 'server', 'scripts']
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
/** Folders that hold no sources of ours: dependencies, build output, test output, public files. */
const SKIPPED = /^(node_modules|dist.*|test-results|coverage|public|\..*)$/

/** The module specifiers a file imports (as written). */
export const importsOf = (text: string): string[] =>
  ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName)

/** Where a relative specifier points, relative to the repository root; undefined for packages. */
function resolveImport(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const target = posix.normalize(posix.join(posix.dirname(file), specifier))
  return target.startsWith('..') ? undefined : target
}

const topFolder = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '')

/** The rule an import breaks, or undefined when it is allowed. */
function brokenRule(file: string, target: string): string | undefined {
  const from = topFolder(file)
  const to = topFolder(target)
  if (from === 'data' && DATA_MAY_NOT_IMPORT.includes(to))
    return `data/ must not import ${to}/ (move the type or value into data/)`
  if (to === 'scripts' && from !== 'scripts' && !(from === 'tests' && target.startsWith('scripts/lib/')))
    return from === 'tests'
      ? 'tests/ may import only the tooling library scripts/lib/, not a script'
      : 'nothing outside scripts/ imports scripts/ (move shared code to where runtime code lives)'
  return undefined
}

export function importViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = []
  for (const { path, text } of files) {
    for (const specifier of importsOf(text)) {
      const target = resolveImport(path, specifier)
      const rule = target === undefined ? undefined : brokenRule(path, target)
      if (target !== undefined && rule) violations.push({ file: path, specifier, target, rule })
    }
  }
  return violations
}

export const describeViolation = ({ file, specifier, rule }: Violation) => `${file}: import '${specifier}' – ${rule}`

/** Every source file of the repository under `root` (dependencies, builds and public files skipped). */
export function sourceFiles(root: string, folder = ''): SourceFile[] {
  const files: SourceFile[] = []
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder ? `${folder}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (!SKIPPED.test(entry.name)) files.push(...sourceFiles(root, path))
    } else if (SOURCE.test(entry.name)) {
      files.push({ path, text: readFileSync(join(root, path), 'utf8') })
    }
  }
  return files
}

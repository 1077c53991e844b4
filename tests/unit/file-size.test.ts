import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../../scripts/lib/import-rules'

/** A file longer than this is split into pieces that each do one thing (CONTRIBUTING, "Adding a page"). */
const MAX_LINES = 250

describe('source files', () => {
  it(`have at most ${MAX_LINES} lines each`, () => {
    const files = sourceFiles(resolve('.'))
    expect(files.length).toBeGreaterThan(300)
    const long = files
      .map((file) => ({ path: file.path, lines: file.text.split('\n').length - (file.text.endsWith('\n') ? 1 : 0) }))
      .filter((file) => file.lines > MAX_LINES)
      .map((file) => `${file.path}: ${file.lines} lines`)
    expect(long).toEqual([])
  })
})

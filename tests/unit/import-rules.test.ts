import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeViolation, importsOf, importViolations, sourceFiles } from '../../scripts/lib/import-rules'

describe('import rules (scripts/lib/import-rules.ts)', () => {
  it('holds for every source file of the repository', () => {
    const files = sourceFiles(resolve('.'))
    expect(files.length).toBeGreaterThan(300)
    expect(files.some((file) => file.path === 'data/timeline.ts')).toBe(true)
    // On failure the list names each offending file and import.
    expect(importViolations(files).map(describeViolation)).toEqual([])
  })

  it('reads static, type-only, re-exported and dynamic imports and import types, not comments or strings', () => {
    const text = [
      "import type { A } from '../a'",
      "import B from './b'",
      "export * from '../c'",
      "export { f } from './f'",
      "const d = () => import('../d')",
      "type E = import('../e').E",
      "import './side-effect'",
      "// import z from '../comment'",
      'const s = "import q from \'../string\'"',
    ].join('\n')
    expect(importsOf(text)).toEqual(['../a', './b', '../c', './f', '../d', '../e', './side-effect'])
  })

  it('fails when data/ imports components/, pages/, renderer/, server/ or scripts/ (type imports too)', () => {
    const violations = importViolations([
      { path: 'data/pages/x.ts', text: "import type { FaqItem } from '../../components/faq/Faq'" },
      { path: 'data/y.ts', text: "import { createPdf } from '../server/pdf'\nimport '../pages/index/+Page'" },
      {
        path: 'data/z.ts',
        text: "type P = import('../renderer/types').GateState\nimport { s } from '../scripts/lib/x'",
      },
      { path: 'data/ok.ts', text: "import { site } from './site'\nimport { z } from 'zod'" },
    ])
    expect(violations.map(describeViolation)).toEqual([
      "data/pages/x.ts: import '../../components/faq/Faq' – data/ must not import components/ (move the type or value into data/)",
      "data/y.ts: import '../server/pdf' – data/ must not import server/ (move the type or value into data/)",
      "data/y.ts: import '../pages/index/+Page' – data/ must not import pages/ (move the type or value into data/)",
      "data/z.ts: import '../renderer/types' – data/ must not import renderer/ (move the type or value into data/)",
      "data/z.ts: import '../scripts/lib/x' – data/ must not import scripts/ (move the type or value into data/)",
    ])
  })

  it('fails when anything outside scripts/ imports scripts/; tests may import scripts/lib/ only', () => {
    const violations = importViolations([
      { path: 'components/spotlight/pdf.ts', text: "import { createPdf } from '../../scripts/lib/pdf'" },
      { path: 'server/x.ts', text: "import '../scripts/size'" },
      { path: 'vite.config.ts', text: "import { x } from './scripts/lib/x'" },
      { path: 'tests/unit/size.test.ts', text: "import { measure } from '../../scripts/size'" },
      { path: 'tests/e2e/browser.ts', text: "import { serveBuild } from '../../scripts/lib/serve-build'" },
      { path: 'scripts/size.ts', text: "import { serveBuild } from './lib/serve-build'\nimport '../server/config'" },
    ])
    expect(violations.map(({ file, target }) => `${file} → ${target}`)).toEqual([
      'components/spotlight/pdf.ts → scripts/lib/pdf',
      'server/x.ts → scripts/size',
      'vite.config.ts → scripts/lib/x',
      'tests/unit/size.test.ts → scripts/size',
    ])
    expect(violations.at(-1)?.rule).toBe('tests/ may import only the tooling library scripts/lib/, not a script')
  })
})

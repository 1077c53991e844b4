import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that take longest, in that order (measured file by file on one worker, 27.11.2026). Vitest starts
 * the files it has timed before longest first, but a fresh clone (CI) has no timings and it starts the largest
 * files first: the two longest browser files, short in lines, then started last and ran on alone for minutes (the
 * browser phase took 822 s in a fresh clone against 726 s where the timings were known).
 */
const LONGEST_FIRST = [
  'tests/e2e/routes.test.ts',
  'tests/e2e/phases.test.ts',
  'tests/e2e/voting.test.ts',
  'tests/e2e/spotlight.test.ts',
  'tests/e2e/demo-card.test.ts',
  'tests/e2e/problem-cards-founders-logo.test.ts',
  'tests/e2e/faq-and-embedded-form.test.ts',
  'tests/e2e/share-image.test.ts',
  'tests/e2e/components-behaviour.test.ts',
  'tests/server/admin.test.ts',
  'tests/server/admin-while-running.test.ts',
  'tests/server/votes.test.ts',
  'tests/server/mail-outbox.test.ts',
  'tests/server/early-access.test.ts',
  'tests/server/true-on-every-date.test.ts',
]

const rank = (spec: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(file))
  return index === -1 ? LONGEST_FIRST.length : index
}

/** Vitest's own order, with the known longest files moved to the front of their project. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const projectFirst = new Map<string, number>()
    for (const [index, spec] of sorted.entries())
      if (!projectFirst.has(spec.project.name)) projectFirst.set(spec.project.name, index)
    // A stable sort: files of equal rank keep Vitest's order.
    return sorted.toSorted(
      (a, b) => (projectFirst.get(a.project.name) ?? 0) - (projectFirst.get(b.project.name) ?? 0) || rank(a) - rank(b),
    )
  }
}

import { describe, expect, it } from 'vitest'
import { PROGRESS_START, stepProgress } from '../../components/design/progress'

describe('the design guide’s progress example', () => {
  it('steps the design-guide progress by 10 between 0 and 100, starting at 65', () => {
    expect(PROGRESS_START).toBe(65)
    expect(stepProgress(65, 1)).toBe(75)
    expect(stepProgress(95, 1)).toBe(100)
    expect(stepProgress(5, -1)).toBe(0)
    expect(stepProgress(100, 1)).toBe(100)
  })
})

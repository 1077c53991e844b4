import { describe, expect, it } from 'vitest'
import { nextTabIndex } from '../../components/tabs/tabs'

describe('nextTabIndex (WAI-ARIA tabs keyboard pattern)', () => {
  // From each of three tabs: the next one to the right, and to the left, wrapping at the ends.
  it.each([
    ['ArrowRight', [1, 2, 0]],
    ['ArrowLeft', [2, 0, 1]],
  ])('moves with %s and wraps from one end to the other', (key, expected) => {
    expect([0, 1, 2].map((index) => nextTabIndex(key, index, 3))).toEqual(expected)
  })

  it('treats down and up like right and left', () => {
    expect(nextTabIndex('ArrowDown', 2, 3)).toBe(0)
    expect(nextTabIndex('ArrowUp', 0, 3)).toBe(2)
  })

  it('jumps to the first tab with Home and the last with End', () => {
    expect(nextTabIndex('Home', 2, 3)).toBe(0)
    expect(nextTabIndex('Home', 0, 3)).toBe(0)
    expect(nextTabIndex('End', 0, 3)).toBe(2)
    expect(nextTabIndex('End', 0, 5)).toBe(4)
  })

  it('ignores every other key', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'PageDown', 'Escape']) expect(nextTabIndex(key, 1, 3)).toBeUndefined()
  })

  it('stays on a single tab', () => {
    expect(nextTabIndex('ArrowRight', 0, 1)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 1)).toBe(0)
    expect(nextTabIndex('End', 0, 1)).toBe(0)
  })
})

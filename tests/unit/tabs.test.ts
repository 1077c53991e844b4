import { describe, expect, it } from 'vitest'
import { nextTabIndex } from '../../components/tabs/tabs'

describe('nextTabIndex (WAI-ARIA tabs keyboard pattern)', () => {
  it('moves right and wraps from the last tab to the first', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1)
    expect(nextTabIndex('ArrowRight', 1, 3)).toBe(2)
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0)
  })

  it('moves left and wraps from the first tab to the last', () => {
    expect(nextTabIndex('ArrowLeft', 2, 3)).toBe(1)
    expect(nextTabIndex('ArrowLeft', 1, 3)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2)
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

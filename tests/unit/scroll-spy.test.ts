import { describe, expect, it } from 'vitest'
import { activeSection, HEADER_OFFSET, SPY_OFFSET, scrollTarget } from '../../components/spotlight/scroll-spy'

// Document tops of the five sections of /spotlight (jury, pitch, prozess, benefits, about).
const tops = [900, 1800, 2600, 3400, 4600]

describe('activeSection', () => {
  it('uses the spec offsets of 150 px (spy) and 80 px (header)', () => {
    expect(SPY_OFFSET).toBe(150)
    expect(HEADER_OFFSET).toBe(80)
  })

  it('has no active entry above the first section', () => {
    expect(activeSection(tops, 0)).toBeNull()
    expect(activeSection(tops, 900 - 151)).toBeNull()
    expect(activeSection([], 5000)).toBeNull()
  })

  it('switches exactly when a section top is 150 px below the viewport top', () => {
    expect(activeSection(tops, 900 - 150)).toBe(0)
    expect(activeSection(tops, 1800 - 151)).toBe(0)
    expect(activeSection(tops, 1800 - 150)).toBe(1)
    expect(activeSection(tops, 3400 - 151)).toBe(2)
    expect(activeSection(tops, 3400 - 150)).toBe(3)
  })

  it('keeps the last section active to the end of the page', () => {
    expect(activeSection(tops, 4600 - 150)).toBe(4)
    expect(activeSection(tops, 20_000)).toBe(4)
  })

  it('honours another offset', () => {
    expect(activeSection(tops, 1800, 0)).toBe(1)
    expect(activeSection(tops, 1799, 0)).toBe(0)
  })
})

describe('scrollTarget', () => {
  it('leaves 80 px for the sticky header above the section', () => {
    expect(scrollTarget(3400)).toBe(3320)
    expect(scrollTarget(3400, 80)).toBe(3320)
  })

  it('never scrolls above the top of the page', () => {
    expect(scrollTarget(50)).toBe(0)
  })

  it('rounds to whole pixels', () => {
    expect(scrollTarget(1000.6)).toBe(921)
  })

  it('a section scrolled to by the navigation becomes the active one', () => {
    const index = 3
    expect(activeSection(tops, scrollTarget(tops[index]!))).toBe(index)
  })
})

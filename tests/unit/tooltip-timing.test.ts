import { describe, expect, it } from 'vitest'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipOpenDelay } from '../../components/voting/tooltip-timing'

describe('tooltipOpenDelay', () => {
  it('uses 700 ms and a 300 ms skip window', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700)
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300)
  })

  it('waits the full delay when no tooltip was open before', () => {
    expect(tooltipOpenDelay(10_000, undefined)).toBe(700)
  })

  it.each([5_000, 5_150, 5_299])(
    'opens at once within 300 ms after a tooltip closed (closed at 5000, now %i)',
    (now) => {
      expect(tooltipOpenDelay(now, 5_000)).toBe(0)
    },
  )

  it.each([5_300, 60_000])('waits again from 300 ms after closing (closed at 5000, now %i)', (now) => {
    expect(tooltipOpenDelay(now, 5_000)).toBe(700)
  })

  it('does not skip when the clock went backwards', () => {
    expect(tooltipOpenDelay(4_900, 5_000)).toBe(700)
  })

  it('takes other timings', () => {
    expect(tooltipOpenDelay(1_050, 1_000, { openDelay: 400, skipDelay: 100 })).toBe(0)
    expect(tooltipOpenDelay(1_100, 1_000, { openDelay: 400, skipDelay: 100 })).toBe(400)
  })
})

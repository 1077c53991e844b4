import { describe, expect, it } from 'vitest'
import { isOver, minutesLeft, pad, timeLeft } from '../../components/countdown/countdown'
import { launch } from '../../data/event'

const LAUNCH_AT = launch.date

const at = (iso: string) => new Date(iso)
const seconds = (n: number) => n * 1000
const left = (days: number, hours: number, minutes: number, seconds: number) => ({ days, hours, minutes, seconds })

describe('timeLeft', () => {
  it('counts down to the angel launch second by second', () => {
    const start = at('2025-11-19T23:59:50+01:00').getTime()
    expect(timeLeft(LAUNCH_AT, start)).toEqual(left(0, 0, 0, 10))
    expect(timeLeft(LAUNCH_AT, start + seconds(1))).toEqual(left(0, 0, 0, 9))
    // Part of a second still counts as the whole second before it.
    expect(timeLeft(LAUNCH_AT, start + 1500)).toEqual(left(0, 0, 0, 8))
    expect(timeLeft(LAUNCH_AT, start + seconds(9))).toEqual(left(0, 0, 0, 1))
  })

  it('splits a longer span into days, hours, minutes and seconds', () => {
    expect(timeLeft(LAUNCH_AT, at('2025-11-18T21:28:15+01:00'))).toEqual(left(1, 2, 31, 45))
  })

  it('shows zeros at and after the target', () => {
    const zero = left(0, 0, 0, 0)
    expect(timeLeft(LAUNCH_AT, at(LAUNCH_AT))).toEqual(zero)
    expect(timeLeft(LAUNCH_AT, at('2025-11-20T00:00:00.001+01:00'))).toEqual(zero)
    expect(timeLeft(LAUNCH_AT, at('2026-03-01T12:00:00+01:00'))).toEqual(zero)
    expect(isOver(timeLeft(LAUNCH_AT, at('2026-03-01T12:00:00+01:00')))).toBe(true)
    expect(isOver(timeLeft(LAUNCH_AT, at('2025-11-19T23:59:59+01:00')))).toBe(false)
  })

  it('counts absolute time across the end of summer time (26 Oct 2025: the night has 25 hours)', () => {
    // Noon to noon across the change is 25 real hours, not one calendar day.
    expect(timeLeft('2025-10-26T12:00:00+01:00', at('2025-10-25T12:00:00+02:00'))).toEqual(left(1, 1, 0, 0))
    // A month before the launch in summer time: 31 days and the extra hour.
    expect(timeLeft(LAUNCH_AT, at('2025-10-20T00:00:00+02:00'))).toEqual(left(31, 1, 0, 0))
  })

  it('counts absolute time across the start of summer time (30 Mar 2025: the night has 23 hours)', () => {
    expect(timeLeft('2025-03-30T12:00:00+02:00', at('2025-03-29T12:00:00+01:00'))).toEqual(left(0, 23, 0, 0))
    // The wall clock jumps from 01:59:59 CET straight to 03:00:00 CEST: one real second.
    expect(timeLeft('2025-03-30T03:00:00+02:00', at('2025-03-30T01:59:59+01:00'))).toEqual(left(0, 0, 0, 1))
  })

  it('accepts the target as Date or ISO string and now as Date or epoch milliseconds', () => {
    const now = at('2025-11-19T23:00:00+01:00')
    expect(timeLeft(new Date(LAUNCH_AT), now)).toEqual(timeLeft(LAUNCH_AT, now.getTime()))
  })
})

describe('minutesLeft (a countdown without seconds)', () => {
  it('rounds up to the next whole minute, so the last minute does not read as over', () => {
    expect(minutesLeft(LAUNCH_AT, at('2025-11-19T23:59:50+01:00'))).toEqual(left(0, 0, 1, 0))
    expect(minutesLeft(LAUNCH_AT, at('2025-11-19T23:59:00+01:00'))).toEqual(left(0, 0, 1, 0))
    expect(minutesLeft(LAUNCH_AT, at('2025-11-19T23:58:59+01:00'))).toEqual(left(0, 0, 2, 0))
    expect(minutesLeft(LAUNCH_AT, at('2025-11-18T21:59:59+01:00'))).toEqual(left(1, 2, 1, 0))
    expect(minutesLeft(LAUNCH_AT, at('2025-11-18T22:00:00+01:00'))).toEqual(left(1, 2, 0, 0))
  })

  it('is over only at the target', () => {
    expect(isOver(minutesLeft(LAUNCH_AT, at('2025-11-19T23:59:59.999+01:00')))).toBe(false)
    expect(isOver(minutesLeft(LAUNCH_AT, at(LAUNCH_AT)))).toBe(true)
    expect(minutesLeft(LAUNCH_AT, at('2025-11-21T00:00:00+01:00'))).toEqual(left(0, 0, 0, 0))
  })
})

describe('pad', () => {
  it('shows two digits', () => {
    expect(pad(0)).toBe('00')
    expect(pad(7)).toBe('07')
    expect(pad(31)).toBe('31')
    expect(pad(120)).toBe('120')
  })
})

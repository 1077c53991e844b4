import { describe, expect, it } from 'vitest'
import { keyAction } from '../../components/demo-card/keyboard'

const base = { modifier: false, profileOpen: false, onControl: false }

describe('keyAction', () => {
  it('maps the card shortcuts while the pitch is shown', () => {
    expect(keyAction({ ...base, key: 'ArrowLeft' })).toBe('previous')
    expect(keyAction({ ...base, key: 'ArrowRight' })).toBe('next')
    expect(keyAction({ ...base, key: ' ' })).toBe('togglePlay')
    expect(keyAction({ ...base, key: 'Spacebar' })).toBe('togglePlay')
    expect(keyAction({ ...base, key: 'm' })).toBe('toggleMute')
    expect(keyAction({ ...base, key: 'M' })).toBe('toggleMute')
    expect(keyAction({ ...base, key: 'l' })).toBe('toggleLike')
    expect(keyAction({ ...base, key: 'L' })).toBe('toggleLike')
    expect(keyAction({ ...base, key: 'Enter' })).toBe('openProfile')
  })

  it('ignores other keys, Escape with the profile closed, and every key with Ctrl, Alt or Meta', () => {
    for (const key of ['Escape', 'Tab', 'ArrowUp', 'ArrowDown', 'a', 'k', 'Home'])
      expect(keyAction({ ...base, key })).toBeNull()
    for (const key of ['ArrowLeft', 'ArrowRight', ' ', 'm', 'l', 'Enter'])
      expect(keyAction({ ...base, key, modifier: true })).toBeNull()
  })

  it('leaves Space and Enter to a focused button or link, but still switches with the arrows', () => {
    expect(keyAction({ ...base, key: ' ', onControl: true })).toBeNull()
    expect(keyAction({ ...base, key: 'Enter', onControl: true })).toBeNull()
    expect(keyAction({ ...base, key: 'ArrowRight', onControl: true })).toBe('next')
    expect(keyAction({ ...base, key: 'm', onControl: true })).toBe('toggleMute')
  })

  it('only closes while the profile is open, so arrows and Space scroll it', () => {
    const open = { ...base, profileOpen: true }
    expect(keyAction({ ...open, key: 'Escape' })).toBe('closeProfile')
    expect(keyAction({ ...open, key: 'Escape', onControl: true })).toBe('closeProfile')
    for (const key of ['ArrowLeft', 'ArrowRight', ' ', 'm', 'l', 'Enter'])
      expect(keyAction({ ...open, key })).toBeNull()
  })
})

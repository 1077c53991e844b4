import { describe, expect, it, vi } from 'vitest'
import { type ShareNavigator, shareMessage, shareOrCopy } from '../../components/demo-card/share'

const target = { title: 'Fristwerk: Video-Pitch', text: 'Beschreibung', url: 'https://example.test/plattform' }

const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' })

describe('shareOrCopy', () => {
  it('uses the share sheet where there is one and copies nothing', async () => {
    const nav = { share: vi.fn(async () => {}), clipboard: { writeText: vi.fn(async () => {}) } }
    expect(await shareOrCopy(target, nav)).toBe('shared')
    expect(nav.share).toHaveBeenCalledWith(target)
    expect(nav.clipboard.writeText).not.toHaveBeenCalled()
  })

  it('does nothing more when the visitor closes the share sheet', async () => {
    const nav = { share: vi.fn(async () => Promise.reject(abort())), clipboard: { writeText: vi.fn(async () => {}) } }
    expect(await shareOrCopy(target, nav)).toBe('cancelled')
    expect(nav.clipboard.writeText).not.toHaveBeenCalled()
  })

  it('copies the page link without a share sheet, when sharing fails or the data cannot be shared', async () => {
    const writeText = vi.fn(async () => {})
    expect(await shareOrCopy(target, { clipboard: { writeText } })).toBe('copied')
    const failing: ShareNavigator = {
      share: async () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })),
      clipboard: { writeText },
    }
    expect(await shareOrCopy(target, failing)).toBe('copied')
    const refusing: ShareNavigator = { share: vi.fn(), canShare: () => false, clipboard: { writeText } }
    expect(await shareOrCopy(target, refusing)).toBe('copied')
    expect(refusing.share).not.toHaveBeenCalled()
    expect(writeText).toHaveBeenCalledTimes(3)
    expect(writeText).toHaveBeenLastCalledWith(target.url)
  })

  it('reports a failure when neither works', async () => {
    expect(await shareOrCopy(target, {})).toBe('failed')
    expect(
      await shareOrCopy(target, { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } }),
    ).toBe('failed')
  })
})

describe('shareMessage', () => {
  it('confirms a copied link with the spec text and shows the link when nothing worked', () => {
    expect(shareMessage('copied', target.url)).toBe('Link kopiert!')
    expect(shareMessage('failed', target.url)).toBe(`Link: ${target.url}`)
    expect(shareMessage('shared', target.url)).toBeNull()
    expect(shareMessage('cancelled', target.url)).toBeNull()
  })
})

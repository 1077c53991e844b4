import { describe, expect, it } from 'vitest'
import { PILL_DISMISS_MS, pillDismissedRecently } from '../../components/layout/community-pill'
import { communityUrl, defaultLinks } from '../../data/links'

describe('community pill', () => {
  const now = 1_800_000_000_000
  it('stays hidden for 24 h after a dismissal, then shows again', () => {
    expect(pillDismissedRecently(null, now)).toBe(false)
    expect(pillDismissedRecently(String(now - 1000), now)).toBe(true)
    expect(pillDismissedRecently(String(now - PILL_DISMISS_MS + 1), now)).toBe(true)
    expect(pillDismissedRecently(String(now - PILL_DISMISS_MS), now)).toBe(false)
    expect(pillDismissedRecently('kaputt', now)).toBe(false)
    expect(pillDismissedRecently(String(now + 60_000), now)).toBe(false)
  })

  it('links the community channel with the tracking parameters', () => {
    const url = new URL(communityUrl(defaultLinks, 'floating_pill'))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'website',
      utm_medium: 'whatsapp',
      utm_campaign: 'spotlight_2025',
      utm_content: 'floating_pill',
    })
  })
})

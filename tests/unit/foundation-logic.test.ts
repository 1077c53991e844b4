import { describe, expect, it } from 'vitest'
import { PROGRESS_START, stepProgress } from '../../components/design/progress'
import { PILL_DISMISS_MS, pillDismissedRecently } from '../../components/layout/community-pill'
import { initialsOf } from '../../components/media/initials'
import { communityUrl, defaultLinks, mailto } from '../../data/links'
import { jsonForScript } from '../../renderer/structured-data'
import { avatarSvg, colourFor } from '../../server/plugins/avatars'
import { contentSecurityPolicy } from '../../server/plugins/security'

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

describe('initials and avatars', () => {
  it('takes first and last initials', () => {
    expect(initialsOf('Lena Brandt')).toBe('LB')
    expect(initialsOf('Anna-Lena von Ötting')).toBe('AÖ')
    expect(initialsOf('Mara')).toBe('MA')
    expect(initialsOf('  ')).toBe('?')
  })

  it('draws a stable colour per name and escapes the label', () => {
    expect(colourFor('Lena Brandt')).toBe(colourFor('Lena Brandt'))
    const svg = avatarSvg('<b>&"', 64)
    expect(svg).not.toContain('<b>')
    expect(svg).toContain('aria-label="&lt;b&gt;&amp;&quot;"')
  })
})

describe('small helpers', () => {
  it('steps the design-guide progress by 10 between 0 and 100, starting at 65', () => {
    expect(PROGRESS_START).toBe(65)
    expect(stepProgress(65, 1)).toBe(75)
    expect(stepProgress(95, 1)).toBe(100)
    expect(stepProgress(5, -1)).toBe(0)
    expect(stepProgress(100, 1)).toBe(100)
  })

  it('encodes mailto subjects with %20, not +', () => {
    expect(mailto('presse@onepitch.de', 'Presseanfrage Spotlight')).toBe(
      'mailto:presse@onepitch.de?subject=Presseanfrage%20Spotlight',
    )
  })

  it('keeps JSON-LD from closing its script element', () => {
    expect(jsonForScript({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })

  it('allows the form provider only where a form is embedded', () => {
    expect(contentSecurityPolicy({})).toContain("frame-src 'none'")
    const withForm = contentSecurityPolicy({ formProvider: 'https://tally.so' })
    expect(withForm).toContain('frame-src https://tally.so')
    expect(withForm).toContain("script-src 'self' https://tally.so")
    const scriptSrc = contentSecurityPolicy({})
      .split('; ')
      .find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self'")
  })
})

import { describe, expect, it } from 'vitest'
import { mailto } from '../../data/links'
import { jsonForScript } from '../../renderer/structured-data'
import { contentSecurityPolicy } from '../../server/plugins/security'

describe('what pages write into links, scripts and headers', () => {
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

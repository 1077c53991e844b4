import { createGenerator } from 'unocss'
import { describe, expect, it } from 'vitest'
import config from '../../uno.config'

describe('UnoCSS theme', () => {
  it('turns every shortcut into CSS for its own class (a name read as a variant would silently produce nothing)', async () => {
    const uno = await createGenerator(config)
    const names = Object.keys(config.shortcuts as Record<string, string>)
    for (const name of names) {
      const { css } = await uno.generate(`<div class="${name}">`, { preflights: false })
      expect(css, name).toContain(`.${name}{`)
      expect(css, name).not.toMatch(new RegExp(`\\.${name}:[a-z-]+\\{display:inline`))
    }
  })

  it('has the brand gradient, badges and icons', async () => {
    const uno = await createGenerator(config)
    const { css } = await uno.generate('<i class="bg-gradient-brand badge-fundraising badge-green i-lucide-rocket">', {
      preflights: false,
    })
    expect(css).toContain('linear-gradient(120deg, #D61F76')
    expect(css).toContain('.i-lucide-rocket{')
    expect(css).toContain('.badge-green{')
  })

  it('lets a colour class colour an icon, whichever stylesheet comes last', async () => {
    const uno = await createGenerator(config)
    const { css } = await uno.generate('<i class="i-lucide-gift">', { preflights: true })
    // The icon's own rule names its view only; the rule all icons share paints the current colour through the
    // mask and sets no colour of its own (it comes before the utilities, whose colour classes then apply).
    const rule = css.match(/\.i-lucide-gift\{[^}]*\}/)?.[0] ?? ''
    expect(rule).toMatch(/^\.i-lucide-gift\{--un-icon:url\([^)]+#gift\);\}$/)
    const shared = css.match(/\[class\^="i-lucide-"\][^{]*\{[^}]*\}/)?.[0] ?? ''
    expect(shared).toContain('background-color:currentColor')
    expect(shared).not.toMatch(/(^|[{;])color:/)
    expect(css.indexOf(shared)).toBeLessThan(css.indexOf('.i-lucide-gift{'))
  })
})

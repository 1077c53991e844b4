import { describe, expect, it } from 'vitest'
import { initialsOf } from '../../components/media/initials'
import { avatarSvg, colourFor } from '../../server/plugins/avatars'

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

import { describe, expect, it } from 'vitest'
import { initialsOf } from '../../components/media/initials'
import { avatarSvg, colourFor } from '../../server/plugins/avatars'

describe('initials and avatars', () => {
  it.each([
    { name: 'Lena Brandt', initials: 'LB' },
    { name: 'Anna-Lena von Ötting', initials: 'AÖ' },
    { name: 'Mara', initials: 'MA' },
    { name: '  ', initials: '?' },
  ])('takes first and last initials: $name → $initials', ({ name, initials }) => {
    expect(initialsOf(name)).toBe(initials)
  })

  it('draws a stable colour per name and escapes the label', () => {
    expect(colourFor('Lena Brandt')).toBe(colourFor('Lena Brandt'))
    const svg = avatarSvg('<b>&"', 64)
    expect(svg).not.toContain('<b>')
    expect(svg).toContain('aria-label="&lt;b&gt;&amp;&quot;"')
  })
})

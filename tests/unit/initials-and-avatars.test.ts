import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
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

describe('portraits (scripts/make-people.ts)', () => {
  // The skin tones of make-people.ts, light to deep.
  const skins = ['F6D7C3', 'EEBF9F', 'DEAA82', 'C68E5F', 'A86B3F', '8A5530', '65391F']
  const fills = (path: string) =>
    new Set([...readFileSync(join('public', path), 'utf8').matchAll(/fill="#([0-9A-Fa-f]{6})"/g)].map((m) => m[1]))

  it('draws the angel quoted on /angel2 apart from the founder in its hero card (round 27: they read as one person)', () => {
    const angel = fills('images/angels/katrin-albers.svg')
    const founder = fills('media/founders/lena-brandtner.svg')
    const skinOf = (colours: Set<string | undefined>) => skins.findIndex((skin) => colours.has(skin))
    expect(skinOf(angel)).toBeGreaterThanOrEqual(0)
    expect(skinOf(founder)).toBeGreaterThanOrEqual(0)
    expect(Math.abs(skinOf(angel) - skinOf(founder))).toBeGreaterThanOrEqual(2)
    // Hair differs too: no colour shared but black, white and the one ground everyone stands on.
    const shared = [...angel].filter((colour) => founder.has(colour) && !/^(000000|FFFFFF|E9EDF5)$/i.test(colour ?? ''))
    expect(shared).toEqual([])
  })

  it('stands everyone on one grey ground (session 28: four tints per person read as random pastel circles)', () => {
    const folders = [
      'images/about',
      'images/accelerator',
      'images/angels',
      'images/founders',
      'images/people',
      'media/founders',
    ]
    const grounds = new Set(
      folders.flatMap((folder) =>
        readdirSync(join('public', folder))
          .filter((name) => name.endsWith('.svg'))
          .map(
            (name) =>
              readFileSync(join('public', folder, name), 'utf8').match(/<rect[^>]*fill="#([0-9A-Fa-f]{6})"/)?.[1],
          ),
      ),
    )
    expect([...grounds]).toEqual(['E9EDF5'])
  })
})

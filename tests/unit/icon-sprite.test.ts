import { createGenerator } from 'unocss'
import { describe, expect, it } from 'vitest'
import { buildIconSprite, iconClassNames } from '../../renderer/icon-sprite'
import config from '../../uno.config'

// The icons are views of one SVG file (renderer/icon-sprite.ts): every icon class of the sources has its view,
// and its CSS rule points at that view of that file.

const sprite = buildIconSprite()

describe('icon sprite', () => {
  it('holds one view per icon the sources name, each over its own square', () => {
    const views = [...sprite.svg.matchAll(/<view id="([^"]+)" viewBox="0 (\d+) 24 24"\/>/g)]
    const ids = views.map((view) => view[1])
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(views.map((view) => view[2])).size).toBe(ids.length)
    for (const name of sprite.names) expect(ids).toContain(name)
    // Every icon name in the sources is a lucide icon, with its view (the sprite leaves out names the set lacks).
    const missing = iconClassNames().filter((name) => !sprite.names.has(name))
    expect(missing).toEqual([])
    expect(sprite.path).toMatch(/^\/assets\/static\/icons\.[\w-]{10}\.svg$/)
  })

  it('names the file by its content', () => {
    expect(buildIconSprite().path).toBe(sprite.path)
  })

  it('gives each icon class a mask of its view and every icon the shared rule', async () => {
    const { css } = await (await createGenerator(config)).generate('<span class="i-lucide-rocket text-xl"></span>', {
      preflights: true,
    })
    expect(css).toContain(`.i-lucide-rocket{--un-icon:url(${sprite.path}#rocket);}`)
    expect(css).toMatch(/\[class\^="i-lucide-"\],\[class\*=" i-lucide-"\]\{[^}]*mask:var\(--un-icon\) no-repeat/)
    // A name that is no icon produces no rule (and no broken mask).
    const unknown = await (await createGenerator(config)).generate('<span class="i-lucide-no-such-icon"></span>', {
      preflights: false,
    })
    expect(unknown.css).not.toContain('no-such-icon')
  })
})

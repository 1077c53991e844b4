import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centreIn, fitLogo, placeLogo, SHARE_FORMATS } from '../../components/share-image/fit-logo'
import { checkLogoFile, logoFileErrors, MAX_LOGO_BYTES, pickDroppedFile } from '../../components/share-image/logo-file'

const POST_BOX = SHARE_FORMATS.post.logoBox
const dimension = fc.integer({ min: 1, max: 10_000 })
const box = fc.record({ width: fc.integer({ min: 1, max: 2_000 }), height: fc.integer({ min: 1, max: 2_000 }) })

describe('fitLogo', () => {
  it('fits into the post format’s 600×200 box', () => {
    expect(POST_BOX).toMatchObject({ width: 600, height: 200 })
    expect(fitLogo(1200, 300, POST_BOX)).toEqual({ width: 600, height: 150, scale: 0.5 })
    expect(fitLogo(200, 400, POST_BOX)).toEqual({ width: 100, height: 200, scale: 0.5 })
    expect(fitLogo(3000, 1000, POST_BOX)).toEqual({ width: 600, height: 200, scale: 0.2 })
  })

  it('never scales a small logo up', () => {
    expect(fitLogo(120, 40, POST_BOX)).toEqual({ width: 120, height: 40, scale: 1 })
    expect(fitLogo(600, 200, POST_BOX)).toEqual({ width: 600, height: 200, scale: 1 })
    expect(fitLogo(1, 1, POST_BOX)).toEqual({ width: 1, height: 1, scale: 1 })
  })

  it('takes another box', () => {
    expect(fitLogo(1000, 1000, { width: 300, height: 500 })).toEqual({ width: 300, height: 300, scale: 0.3 })
  })

  it('refuses sizes that are not positive numbers', () => {
    expect(() => fitLogo(0, 100, POST_BOX)).toThrow(RangeError)
    expect(() => fitLogo(100, -1, POST_BOX)).toThrow(RangeError)
    expect(() => fitLogo(Number.NaN, 100, POST_BOX)).toThrow(RangeError)
    expect(() => fitLogo(Number.POSITIVE_INFINITY, 100, POST_BOX)).toThrow(RangeError)
  })

  it('always fits inside the box, in whole pixels of at least 1', () => {
    fc.assert(
      fc.property(dimension, dimension, box, (width, height, into) => {
        const fitted = fitLogo(width, height, into)
        expect(fitted.width).toBeLessThanOrEqual(into.width)
        expect(fitted.height).toBeLessThanOrEqual(into.height)
        expect(Number.isInteger(fitted.width) && Number.isInteger(fitted.height)).toBe(true)
        expect(fitted.width).toBeGreaterThanOrEqual(1)
        expect(fitted.height).toBeGreaterThanOrEqual(1)
      }),
    )
  })

  it('never scales up', () => {
    fc.assert(
      fc.property(dimension, dimension, box, (width, height, into) => {
        const fitted = fitLogo(width, height, into)
        expect(fitted.scale).toBeLessThanOrEqual(1)
        expect(fitted.width).toBeLessThanOrEqual(width)
        expect(fitted.height).toBeLessThanOrEqual(height)
      }),
    )
  })

  it('keeps the aspect ratio (up to rounding to whole pixels)', () => {
    fc.assert(
      fc.property(dimension, dimension, box, (width, height, into) => {
        const fitted = fitLogo(width, height, into)
        // Each side is the exact scaled side, rounded: off by at most half a pixel (or raised to 1).
        expect(Math.abs(fitted.width - width * fitted.scale)).toBeLessThanOrEqual(
          Math.max(0.5, 1 - width * fitted.scale),
        )
        expect(Math.abs(fitted.height - height * fitted.scale)).toBeLessThanOrEqual(
          Math.max(0.5, 1 - height * fitted.scale),
        )
      }),
    )
  })

  it('touches the box on at least one side when it had to shrink', () => {
    fc.assert(
      fc.property(dimension, dimension, box, (width, height, into) => {
        const fitted = fitLogo(width, height, into)
        if (fitted.scale < 1) expect(fitted.width === into.width || fitted.height === into.height).toBe(true)
      }),
    )
  })
})

describe('centreIn', () => {
  it('centres the fitted logo on the 1200×630 template', () => {
    expect(centreIn({ width: 1200, height: 630 }, { width: 600, height: 150 })).toEqual({
      x: 300,
      y: 240,
      width: 600,
      height: 150,
    })
    expect(centreIn({ width: 1200, height: 630 }, { width: 100, height: 200 })).toEqual({
      x: 550,
      y: 215,
      width: 100,
      height: 200,
    })
  })

  it('leaves equal margins (to a pixel) on both sides', () => {
    fc.assert(
      fc.property(box, box, (outer, inner) => {
        const at = centreIn(outer, inner)
        expect(Math.abs(at.x - (outer.width - at.x - inner.width))).toBeLessThanOrEqual(1)
        expect(Math.abs(at.y - (outer.height - at.y - inner.height))).toBeLessThanOrEqual(1)
      }),
    )
  })
})

describe('placeLogo (each format’s logo box)', () => {
  it('centres the logo in the post box, which is centred on the 1200×630 template', () => {
    expect(placeLogo(1200, 300, 'post')).toEqual({ x: 300, y: 240, width: 600, height: 150 })
    expect(placeLogo(200, 400, 'post')).toEqual({ x: 550, y: 215, width: 100, height: 200 })
  })

  it('uses the square format’s own box on 1080×1080', () => {
    expect(SHARE_FORMATS.square).toMatchObject({ width: 1080, height: 1080 })
    expect(placeLogo(1200, 300, 'square')).toEqual({ x: 220, y: 500, width: 640, height: 160 })
    expect(placeLogo(200, 400, 'square')).toEqual({ x: 470, y: 440, width: 140, height: 280 })
  })

  it('keeps every box inside its template, horizontally centred', () => {
    for (const { width, height, logoBox } of Object.values(SHARE_FORMATS)) {
      expect(logoBox.x + logoBox.width).toBeLessThanOrEqual(width)
      expect(logoBox.y + logoBox.height).toBeLessThanOrEqual(height)
      expect(logoBox.x).toBe(width - logoBox.x - logoBox.width)
    }
  })

  it('never leaves the box', () => {
    fc.assert(
      fc.property(
        dimension,
        dimension,
        fc.constantFrom('post' as const, 'square' as const),
        (width, height, format) => {
          const box = SHARE_FORMATS[format].logoBox
          const at = placeLogo(width, height, format)
          expect(at.x).toBeGreaterThanOrEqual(box.x)
          expect(at.y).toBeGreaterThanOrEqual(box.y)
          expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width)
          expect(at.y + at.height).toBeLessThanOrEqual(box.y + box.height)
        },
      ),
    )
  })
})

describe('checkLogoFile (the share tool’s file rules)', () => {
  it('accepts PNG and JPG up to 2 MB', () => {
    expect(checkLogoFile({ type: 'image/png', size: 1 })).toBeUndefined()
    expect(checkLogoFile({ type: 'image/jpeg', size: MAX_LOGO_BYTES })).toBeUndefined()
  })

  it('refuses other types and larger files with a German message', () => {
    expect(checkLogoFile({ type: 'text/plain', size: 10 })).toBe(logoFileErrors.type)
    expect(checkLogoFile({ type: 'image/svg+xml', size: 10 })).toBe(logoFileErrors.type)
    expect(checkLogoFile({ type: '', size: 10 })).toBe(logoFileErrors.type)
    expect(checkLogoFile({ type: 'image/png', size: MAX_LOGO_BYTES + 1 })).toBe(logoFileErrors.size)
    expect(logoFileErrors.size).toContain('2\u00a0MB')
  })

  it('drop takes the first file, and only if it is an image', () => {
    const png = { type: 'image/png', name: 'a.png' }
    const text = { type: 'text/plain', name: 'b.txt' }
    expect(pickDroppedFile([png, text])).toBe(png)
    expect(pickDroppedFile([text, png])).toBeUndefined()
    expect(pickDroppedFile([])).toBeUndefined()
  })
})

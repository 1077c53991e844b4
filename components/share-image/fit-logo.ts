// Placement of the uploaded logo on a share template: fit within the format's logo box (keep the aspect
// ratio, never scale up) and centre it there.

export type Size = { width: number; height: number }
export type Placement = Size & { x: number; y: number }

/**
 * The share image's formats: the template's size and its logo box, in the template's pixels
 * (scripts/make-share-template.ts draws the white area around the box). Post: a LinkedIn/X post image;
 * square: a feed image for LinkedIn and Instagram; story: a full-screen story (Instagram, WhatsApp), its box in the
 * middle, clear of the apps' bars at the top and the reply field at the bottom.
 */
export const SHARE_FORMATS = {
  post: { width: 1200, height: 630, logoBox: { x: 300, y: 215, width: 600, height: 200 } },
  square: { width: 1080, height: 1080, logoBox: { x: 220, y: 440, width: 640, height: 280 } },
  story: { width: 1080, height: 1920, logoBox: { x: 190, y: 820, width: 700, height: 320 } },
} as const satisfies Record<string, Size & { logoBox: Placement }>

export type ShareFormat = keyof typeof SHARE_FORMATS

/**
 * The logo's drawn size: scaled down to fit inside `box`, aspect ratio kept, never enlarged.
 * Whole pixels (at least 1), so the drawn edges are crisp; rounding never leaves the box.
 */
export function fitLogo(width: number, height: number, box: Size): Size & { scale: number } {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new RangeError(`Ungültige Logo-Größe ${width}×${height}`)
  }
  const scale = Math.min(1, box.width / width, box.height / height)
  return {
    scale,
    width: Math.min(box.width, Math.max(1, Math.round(width * scale))),
    height: Math.min(box.height, Math.max(1, Math.round(height * scale))),
  }
}

/** Top-left corner that centres `inner` in `outer`, in whole pixels. */
export function centreIn(outer: Size, inner: Size): Placement {
  return {
    x: Math.round((outer.width - inner.width) / 2),
    y: Math.round((outer.height - inner.height) / 2),
    width: inner.width,
    height: inner.height,
  }
}

/** The format's logo box in per cent of its template: where a page marks it over a scaled picture of the template. */
export function logoBoxStyle(format: ShareFormat) {
  const { width, height, logoBox } = SHARE_FORMATS[format]
  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`
  return {
    left: percent(logoBox.x, width),
    top: percent(logoBox.y, height),
    width: percent(logoBox.width, width),
    height: percent(logoBox.height, height),
  }
}

/** Where a logo of the given size is drawn: fitted into the format's logo box and centred in it. */
export function placeLogo(width: number, height: number, format: ShareFormat): Placement {
  const box = SHARE_FORMATS[format].logoBox
  const at = centreIn(box, fitLogo(width, height, box))
  return { ...at, x: box.x + at.x, y: box.y + at.y }
}

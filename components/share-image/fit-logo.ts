// Placement of the uploaded logo on the share template (fit within 600×200 px,
// keep the aspect ratio, never scale up).

export type Size = { width: number; height: number }
export type Placement = Size & { x: number; y: number }

export const LOGO_BOX: Size = { width: 600, height: 200 }

/**
 * The logo's drawn size: scaled down to fit inside `box`, aspect ratio kept, never enlarged.
 * Whole pixels (at least 1), so the drawn edges are crisp; rounding never leaves the box.
 */
export function fitLogo(width: number, height: number, box: Size = LOGO_BOX): Size & { scale: number } {
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

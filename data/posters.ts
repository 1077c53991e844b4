// A pitch poster's smaller copies (scripts/make-media.ts writes them) and its srcset; without the startups' schema,
// so a client island drawing a poster does not carry zod and the sample data.

/** Widths of the smaller copies of each poster (`<id>-<width>.jpg`, written by scripts/make-media.ts). */
export const POSTER_WIDTHS = [180, 360] as const

/** The name of a poster's copy `width` px wide (an address or a file path). */
export const posterCopy = (poster: string, width: number) => poster.replace(/\.jpg$/, `-${width}.jpg`)

/** A poster's `srcset`: its smaller copies and the 540 px original. */
export const posterSrcSet = (posterUrl: string) =>
  [...POSTER_WIDTHS.map((width) => `${posterCopy(posterUrl, width)} ${width}w`), `${posterUrl} 540w`].join(', ')

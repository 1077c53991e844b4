import type { ComponentPropsWithRef } from 'react'

type Props = Omit<ComponentPropsWithRef<'img'>, 'loading' | 'decoding'> & {
  src: string
  /** What the image shows; `""` for a decorative one (a face beside its name, a logo beside its name). */
  alt: string
  width: number
  height: number
}

/**
 * An image below the first screen: fetched when it comes near, decoded off the main thread, and with its
 * size given, so it holds its place before it arrives (no layout shift; the route sweep checks every image
 * has one).
 */
export function LazyImage({ src, alt, width, height, ...props }: Props) {
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" {...props} />
}

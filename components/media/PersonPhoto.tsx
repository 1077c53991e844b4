import { avatarUrl, initialsOf } from './initials'

type Props = {
  name: string
  src?: string
  /** The shown size in px (the image's width and height attributes). */
  size: number
  /** The box's size as classes instead of `size` inline (a face that grows with the screen: `h-24 w-24 lg:h-32 lg:w-32`). */
  sizeClass?: string
  className?: string
  /** The portrait's corners (a rounded square on /ueber-uns); a circle unless given. */
  rounded?: string
  loading?: 'lazy' | 'eager'
}

/**
 * A person's photo with the spec's fallback chain: photo → generated avatar (our endpoint) → initials.
 * image-fallback.ts switches the source on error; without JavaScript the browser shows the alt text.
 */
export function PersonPhoto({
  name,
  src,
  size,
  sizeClass,
  className = '',
  rounded = 'rounded-full',
  loading = 'lazy',
}: Props) {
  return (
    <span
      className={`relative inline-flex shrink-0 items-center justify-center overflow-hidden ${rounded} bg-ink-200 ${sizeClass ? `${sizeClass} ` : ''}${className}`}
      style={sizeClass ? undefined : { width: size, height: size }}
    >
      <img
        src={src ?? avatarUrl(name, size * 2)}
        alt={name}
        width={size}
        height={size}
        loading={loading}
        decoding="async"
        data-fallback-avatar={avatarUrl(name, size * 2)}
        className="h-full w-full object-cover"
      />
      <span data-initials hidden className="text-sm font-bold text-ink-700" aria-hidden="true">
        {initialsOf(name)}
      </span>
    </span>
  )
}

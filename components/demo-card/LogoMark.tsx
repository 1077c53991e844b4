import { useCallback, useState } from 'react'
import type { Startup } from './types'
import { useImageFallback } from './useImageFallback'

type Props = { startup: Startup; size: number; className?: string }

/** The startup's logo, or its two-letter initials when the image fails (spec §8). */
export function LogoMark({ startup, size, className = '' }: Props) {
  const [failed, setFailed] = useState(false)
  const ref = useImageFallback(useCallback(() => setFailed(true), []))
  const box = `flex shrink-0 items-center justify-center overflow-hidden rounded-2xl ${className}`
  if (failed)
    return (
      <span
        className={`${box} bg-gradient-brand font-bold text-white`}
        style={{ width: size, height: size, fontSize: size * 0.38 }}
        data-initials
      >
        <span className="sr-only">{startup.name}: </span>
        <span aria-hidden="true">{startup.avatar}</span>
      </span>
    )
  return (
    <img
      ref={ref}
      src={startup.logo}
      alt={`Logo von ${startup.name}`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={box}
      onError={() => setFailed(true)}
    />
  )
}

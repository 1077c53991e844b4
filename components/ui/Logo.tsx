import { useId } from 'react'
import { site } from '../../data/site'

/** The wordmark: a play-button tile and the brand name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span className={`text-xl font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-ink-900'}`}>
        {site.name}
      </span>
    </span>
  )
}

/** The play-button tile alone (a sender's avatar), `size` px square. */
export function LogoMark({ size = 32, className = 'shrink-0' }: { size?: number; className?: string }) {
  // The logo appears several times per page (header, menu, footer): each gradient needs its own id.
  const gradient = `logo-${useId().replace(/[^\w-]/g, '')}`
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#D61F76" />
          <stop offset="1" stopColor="#7C3AED" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path d="M13 10.5v11l9-5.5z" fill="#fff" />
    </svg>
  )
}

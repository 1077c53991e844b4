import type { Startup } from './types'

type Props = { startup: Startup; size: number; className?: string }

/**
 * The startup's logo, over its two-letter initials (a failed logo shows the initials, never a broken image). The logo is the
 * background of the top layer: a logo that fails – before hydration, after it or without JavaScript – paints
 * nothing (no broken-image icon, no error handler, no script), and the initials underneath show.
 */
export function LogoMark({ startup, size, className = '' }: Props) {
  return (
    <span
      role="img"
      aria-label={`Logo von ${startup.name}`}
      className={`relative flex shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-gradient-brand font-bold text-white ${className}`}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      data-logo
    >
      <span aria-hidden="true" data-initials>
        {startup.avatar}
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-cover bg-center bg-no-repeat"
        style={{ backgroundImage: `url("${startup.logo}")` }}
        data-logo-image
      />
    </span>
  )
}

import type { ReactNode } from 'react'

const variants = {
  primary: 'btn-primary',
  /** The primary without its glow: in the sticky header, where the glow fell on the content scrolling under it. */
  header: 'btn bg-gradient-brand text-white hover:opacity-90',
  secondary: 'btn-secondary',
  dark: 'btn-dark',
  light: 'btn bg-white text-ink-900 hover:bg-ink-50',
  outline: 'btn text-white ring-1 ring-white/40 hover:bg-white/10',
} as const

type Props = {
  href: string
  children: ReactNode
  variant?: keyof typeof variants
  /** Opens in a new tab, announced to screen readers. */
  external?: boolean
  icon?: string
  small?: boolean
  className?: string
  download?: boolean | string
}

/** The one link-styled-as-button of the site. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  external,
  icon,
  small,
  className = '',
  download,
}: Props) {
  return (
    <a
      href={href}
      className={`${variants[variant]} ${small ? 'btn-sm' : ''} ${className}`}
      {...(external ? { target: '_blank', rel: 'noopener' } : {})}
      {...(download ? { download: download === true ? '' : download } : {})}
    >
      {children}
      {icon ? <span className={icon} aria-hidden="true" /> : null}
      {external ? <span className="sr-only"> (öffnet in neuem Tab)</span> : null}
    </a>
  )
}

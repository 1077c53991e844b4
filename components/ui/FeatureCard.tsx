import type { ReactNode } from 'react'
import { IconTile } from './IconTile'
import { revealProps } from './reveal-style'

type Props = { icon: string; title: string; children: ReactNode; index?: number; tone?: 'white' | 'muted' }

/** Icon, title and a short text: the card used for benefits, features and pains. */
export function FeatureCard({ icon, title, children, index, tone = 'white' }: Props) {
  return (
    <article
      className={`${tone === 'white' ? 'card' : 'card-muted'} flex h-full flex-col gap-4`}
      {...(index !== undefined ? revealProps(index) : {})}
    >
      <IconTile icon={icon} className="icon-tile" />
      <h3 className="h-card">{title}</h3>
      <div className="prose">{children}</div>
    </article>
  )
}

type HeadingProps = {
  icon: string
  /** Colours of the icon tile where they differ from the brand tile, written out. */
  tile?: string
  level?: 'h2' | 'h3'
  id?: string
  className?: string
  children: ReactNode
}

/** A card's heading with its icon tile beside it. */
export function CardHeading({
  icon,
  tile = '',
  level = 'h3',
  id,
  className = 'text-2xl font-bold text-ink-900',
  children,
}: HeadingProps) {
  const Heading = level
  return (
    <div className="flex items-center gap-4">
      <span className={`icon-tile shrink-0 ${tile}`}>
        <span className={icon} aria-hidden="true" />
      </span>
      <Heading id={id} className={className}>
        {children}
      </Heading>
    </div>
  )
}

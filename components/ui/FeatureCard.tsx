import type { ReactNode } from 'react'
import { revealProps } from './reveal-style'

type Props = { icon: string; title: string; children: ReactNode; index?: number; tone?: 'white' | 'muted' }

/** Icon, title and a short text: the card used for benefits, features and pains. */
export function FeatureCard({ icon, title, children, index, tone = 'white' }: Props) {
  return (
    <article
      className={`${tone === 'white' ? 'card' : 'card-muted'} flex h-full flex-col gap-4`}
      {...(index !== undefined ? revealProps(index) : {})}
    >
      <span className="icon-tile">
        <span className={icon} aria-hidden="true" />
      </span>
      <h3 className="h-card">{title}</h3>
      <div className="prose">{children}</div>
    </article>
  )
}

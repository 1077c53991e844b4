import type { ReactNode } from 'react'

type Props = {
  badge: { icon: string; text: string; tone?: 'fundraising' | 'green' }
  title: string
  /** The part of the headline set in the brand gradient. */
  titleAccent?: string
  lead: string
  /** Short facts under the actions, each with a check mark. */
  facts?: readonly string[]
  /** Actions and anything else below the lead (figures, buttons). */
  children?: ReactNode
}

/** The centred page hero of the event and programme pages: badge, one h1, lead, actions, facts. */
export function CenteredHero({ badge, title, titleAccent, lead, facts, children }: Props) {
  return (
    <section aria-labelledby="hero-titel" className="relative overflow-hidden bg-gradient-hero">
      <div className="container-site flex flex-col items-center gap-6 py-16 text-center sm:py-24" data-reveal="always">
        <p className="hero-label">
          <span className={badge.icon} aria-hidden="true" />
          {badge.text}
        </p>
        <h1 id="hero-titel" className="h-display max-w-4xl">
          {title}
          {titleAccent ? (
            <>
              {' '}
              <span className="text-gradient-brand">{titleAccent}</span>
            </>
          ) : null}
        </h1>
        <p className="lead max-w-2xl">{lead}</p>
        {children}
        {facts?.length ? (
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium text-ink-600">
            {facts.map((fact) => (
              <li key={fact} className="flex items-center gap-1.5">
                <span className="i-lucide-check text-mint-700" aria-hidden="true" />
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}

import type { ReactNode } from 'react'

const tones = {
  white: 'bg-white',
  muted: 'bg-ink-50',
  ink: 'bg-gradient-ink text-white',
  brand: 'bg-gradient-brand text-white',
} as const

type Props = {
  id?: string
  tone?: keyof typeof tones
  eyebrow?: string
  title?: ReactNode
  intro?: ReactNode
  /** Centre the heading block (default) or align it left. */
  align?: 'center' | 'left'
  /** `split`: from 1024 px the heading block sits left (sticky) and the content right, for rhythm between grids. */
  layout?: 'stacked' | 'split'
  children?: ReactNode
  className?: string
  headingLevel?: 'h1' | 'h2'
}

/** A page section with an optional heading block; every section of every page uses it. */
export function Section({
  id,
  tone = 'white',
  eyebrow,
  title,
  intro,
  align = 'center',
  layout = 'stacked',
  children,
  className = '',
  headingLevel = 'h2',
}: Props) {
  const dark = tone === 'ink' || tone === 'brand'
  const split = layout === 'split'
  const Heading = headingLevel
  const headingId = id ? `${id}-titel` : undefined
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`section-y ${tones[tone]} ${className}`}
    >
      <div
        className={`container-site ${split ? 'grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16' : ''}`}
      >
        {title ? (
          <div
            className={
              split
                ? 'flex flex-col gap-4 lg:sticky lg:top-28 lg:self-start'
                : `mb-10 flex max-w-3xl flex-col gap-4 sm:mb-14 ${align === 'center' ? 'mx-auto items-center text-center' : ''}`
            }
          >
            {eyebrow ? <p className={dark ? 'eyebrow text-brand-200' : 'eyebrow'}>{eyebrow}</p> : null}
            <Heading id={headingId} className={dark ? 'h-section text-white' : 'h-section'}>
              {title}
            </Heading>
            {intro ? <p className={dark ? 'lead text-ink-100' : 'lead'}>{intro}</p> : null}
          </div>
        ) : null}
        {split ? <div className="min-w-0">{children}</div> : children}
      </div>
    </section>
  )
}

import type { ReactNode } from 'react'
import { Section } from '../ui/Section'

type Props = {
  /** Anchor of the section (`#cta`). */
  id?: string
  /** Id of the panel's heading; the section is labelled by it. */
  headingId: string
  icon?: string
  eyebrow?: string
  title: ReactNode
  text?: ReactNode
  /** Buttons, a form: under the text. */
  children?: ReactNode
  /** A second column beside the text from 1024 px (a list of points); without it the panel is centred. */
  aside?: ReactNode
  /** Width of the centred panel, written out (`mx-auto max-w-4xl`). */
  className?: string
  /** Vertical padding of the section, written out, where a page needs its own. */
  spacing?: string
}

/** The closing call to action of a page: a rounded brand-gradient panel on white, centred or beside a list. */
export function CtaPanel({
  id,
  headingId,
  icon,
  eyebrow,
  title,
  text,
  children,
  aside,
  className = '',
  spacing,
}: Props) {
  return (
    <Section id={id} labelledBy={headingId} spacing={spacing}>
      <div
        className={`relative overflow-hidden rounded-4xl bg-gradient-brand px-6 py-12 text-white shadow-brand sm:px-12 sm:py-16 ${aside ? 'grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]' : 'text-center'} ${className}`}
      >
        <span className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
        <div className={`relative flex flex-col gap-5 ${aside ? '' : 'mx-auto max-w-2xl items-center'}`}>
          {icon ? <span className={`${icon} text-4xl`} aria-hidden="true" /> : null}
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-white">{eyebrow}</p> : null}
          <h2 id={headingId} className="h-section text-white">
            {title}
          </h2>
          {text ? <p className="text-lg leading-relaxed text-white">{text}</p> : null}
          {children}
        </div>
        {aside}
      </div>
    </Section>
  )
}

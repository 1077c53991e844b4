import type { ReactNode } from 'react'
import type { StartupId } from '../../data/startups'
import { DemoCardBlock } from '../demo-card/DemoCardBlock'
import { type HeadingCopy, Section, SectionHeading } from '../ui/Section'

type BesideProps = {
  id: string
  /** The heading's texts as the page's copy holds them. */
  copy: HeadingCopy
  /** The card left of the text (from 1024 px) instead of right of it. */
  cardFirst?: boolean
  variant?: 'plattform'
  /** The pitch the card opens with. */
  lead?: StartupId
  tone?: 'white' | 'muted'
  /** Under the intro: points, a hint. */
  children?: ReactNode
}

/** The demo card beside a section's heading and text. */
export function DemoBesideText({ id, copy, cardFirst, variant, lead, tone, children }: BesideProps) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-titel`}>
      <div
        className={`grid items-center gap-12 lg:gap-20 ${cardFirst ? 'lg:grid-cols-[minmax(0,380px)_1fr]' : 'lg:grid-cols-[1fr_minmax(0,380px)]'}`}
      >
        <SectionHeading id={`${id}-titel`} copy={copy} className={`gap-5 ${cardFirst ? 'lg:order-2' : ''}`}>
          {children}
        </SectionHeading>
        <DemoCardBlock variant={variant} lead={lead} />
      </div>
    </Section>
  )
}

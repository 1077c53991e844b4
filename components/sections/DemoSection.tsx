import type { ReactNode } from 'react'
import { DemoCardBlock } from '../demo-card/DemoCardBlock'
import { IconTile } from '../ui/IconTile'
import { revealProps } from '../ui/reveal-style'
import { Section, SectionHeading } from '../ui/Section'

type Point = { title: string; text: string; icon?: string }

type Props = {
  eyebrow: string
  title: string
  intro: string
  /** What to try on the card: with icons, or numbered when they have none. */
  points: readonly Point[]
}

/** The demo card beside what a visitor can try on it (anchor #demo, under the heading). */
export function DemoSection({ eyebrow, title, intro, points }: Props) {
  return (
    <Section id="demo" tone="muted" eyebrow={eyebrow} title={title} intro={intro}>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="w-full">
          <DemoCardBlock />
        </div>
        <ol className="flex flex-col gap-4">
          {points.map((point, index) => (
            <li key={point.title} className="card flex items-start gap-4 !p-5 sm:!p-6" {...revealProps(index)}>
              {point.icon ? (
                <IconTile icon={point.icon} className="icon-tile" />
              ) : (
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gradient-brand font-bold text-white">
                  {index + 1}
                </span>
              )}
              <div className="flex flex-col gap-1">
                <h3 className="h-card">{point.title}</h3>
                <p className="prose">{point.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}

type BesideProps = {
  id: string
  eyebrow: string
  title: string
  intro: string
  /** The card left of the text (from 1024 px) instead of right of it. */
  cardFirst?: boolean
  variant?: 'plattform'
  tone?: 'white' | 'muted'
  /** Under the intro: points, a hint. */
  children?: ReactNode
}

/** The demo card beside a section's heading and text. */
export function DemoBesideText({ id, eyebrow, title, intro, cardFirst, variant, tone, children }: BesideProps) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-titel`}>
      <div
        className={`grid items-center gap-12 lg:gap-20 ${cardFirst ? 'lg:grid-cols-[minmax(0,380px)_1fr]' : 'lg:grid-cols-[1fr_minmax(0,380px)]'}`}
      >
        <SectionHeading
          id={`${id}-titel`}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          className={`gap-5 ${cardFirst ? 'lg:order-2' : ''}`}
        >
          {children}
        </SectionHeading>
        <DemoCardBlock variant={variant} />
      </div>
    </Section>
  )
}

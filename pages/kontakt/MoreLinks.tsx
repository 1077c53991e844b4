import type { ReactNode } from 'react'
import { useTimeline } from '../../components/PageContext'
import { SpotlightDot } from '../../components/spotlight/SpotlightLine'
import { spotlightLine } from '../../components/spotlight/steps'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { spotlightEvent } from '../../data/event'
import { moreLinks } from './copy'

type ShortcutProps = {
  href: string
  /** The icon, or a mark of its own (the Spotlight's live dot). */
  icon: ReactNode
  title: ReactNode
  text: ReactNode
  /** Read out after the text where the arrow stands for an action of its own („Jetzt abstimmen“). */
  action?: string
}

function Shortcut({ href, icon, title, text, action }: ShortcutProps) {
  return (
    <a
      href={href}
      className="group flex h-full items-center gap-3 rounded-2xl bg-white px-4 py-3.5 no-underline ring-1 ring-ink-200 transition hover:ring-ink-300"
    >
      {icon}
      <TextStack top={title} bottom={text} look="row" fill />
      {action ? <span className="sr-only">{action}</span> : null}
      <span
        className="i-lucide-arrow-right shrink-0 text-lg text-ink-400 transition group-hover:translate-x-1 group-hover:text-brand-700"
        aria-hidden="true"
      />
    </a>
  )
}

const icon = (name: string) => <span className={`${name} shrink-0 text-xl text-brand-600`} aria-hidden="true" />

/**
 * Three shortcuts under a light heading, under the cards (round 24: the dated Spotlight line between hero and cards
 * looked as weighty as the cards). The first says what is on at the Spotlight now, dated, and leads there; once the
 * edition is over, the event page's outcome. The cards' own links (chat, community, press) are not repeated.
 */
export function MoreLinks() {
  const time = useTimeline()
  const line = spotlightLine[time.spotlight]
  const over = moreLinks.eventOver
  return (
    <Section id="mehr" tone="muted" labelledBy="mehr-titel" spacing="py-12 sm:py-16">
      <h2 id="mehr-titel" className="mb-5 text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
        {moreLinks.title}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {line ? (
          <li data-spotlight-now={time.spotlight}>
            <Shortcut
              href={line.href}
              // The event's icon like its neighbours', the live dot on it (round 26: a bare dot in the icons' place).
              icon={
                <span className="relative shrink-0" aria-hidden="true">
                  {icon(over.icon)}
                  <SpotlightDot className="absolute -right-1 -top-1 h-2.5 w-2.5 ring-2 ring-white" />
                </span>
              }
              title={spotlightEvent.name}
              text={
                <>
                  {`${line.text} `}
                  <span className="whitespace-nowrap">{line.date}</span>
                </>
              }
              action={line.action}
            />
          </li>
        ) : (
          <li>
            <Shortcut href={over.href} icon={icon(over.icon)} title={over.title} text={over.text} />
          </li>
        )}
        {moreLinks.links.map((item) => (
          <li key={item.href}>
            <Shortcut href={item.href} icon={icon(item.icon)} title={item.title} text={item.text} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

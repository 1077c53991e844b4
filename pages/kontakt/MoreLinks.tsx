import type { ReactNode } from 'react'
import { useTimeline } from '../../components/PageContext'
import { spotlightLine } from '../../components/spotlight/steps'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { spotlightEvent } from '../../data/event'
import { spotlightLive } from '../../data/timeline'
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
    // The whole tile is the link (round 29: an underlined name in a tile), every tile white (review 7.1: the pink
    // Spotlight tile read as an alert): its edge darkens on hover, the name turns magenta, the trailing arrow (review
    // 7.1: the tiles showed no sign of being links) moves a step.
    <a
      href={href}
      className="group flex h-full items-start gap-3 rounded-2xl bg-white px-4 py-3.5 no-underline ring-1 ring-ink-200 transition hover:ring-ink-400"
      data-tile
    >
      {icon}
      <TextStack top={title} bottom={text} look="row" fill />
      {action ? <span className="sr-only">{action}</span> : null}
      <span
        className="i-lucide-arrow-right mt-0.5 shrink-0 self-center text-lg text-ink-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700"
        aria-hidden="true"
      />
    </a>
  )
}

/** A shortcut's name: the tile's title, magenta with the tile's hover. */
const tileName = (text: ReactNode) => <span className="transition-colors group-hover:text-brand-700">{text}</span>

// Top-aligned with the title, so the titles of a row stand level whichever text wraps.
const icon = (name: string) => <span className={`${name} mt-0.5 shrink-0 text-xl text-ink-500`} aria-hidden="true" />

/**
 * Three shortcuts under a light heading, under the cards (round 24: the dated Spotlight line between hero and cards
 * looked as weighty as the cards). The first says what is on at the Spotlight now, dated, and leads there; once the
 * edition is over, the event page's outcome. The cards' own links (chat, community, press) are not repeated.
 */
export function MoreLinks() {
  const time = useTimeline()
  const line = spotlightLine[time.spotlight]
  const live = spotlightLive(time)
  const over = moreLinks.eventOver
  return (
    <Section id="mehr" tone="muted" labelledBy="mehr-titel" spacing="py-12 sm:py-16">
      <h2 id="mehr-titel" className="mb-5 text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
        {moreLinks.title}
      </h2>
      {/* Three equal columns in the page's gap (round 29: 430 against 318 px, 12 px apart); the date wraps whole. */}
      <ul className="grid gap-3 md:grid-cols-3 md:gap-6">
        {line ? (
          <li data-spotlight-now={time.spotlight}>
            <Shortcut
              href={line.href}
              // The event's icon like its neighbours'; while a phase runs, the site's live dot by its name (review 7.1:
              // a „Läuft“ pill on a tinted tile read as an alert), read out as „läuft gerade“.
              icon={icon(over.icon)}
              title={
                <span className="flex flex-wrap items-center gap-x-2">
                  {tileName(spotlightEvent.name)}
                  {live ? (
                    <>
                      <span className="live-dot shrink-0" aria-hidden="true" data-live />
                      <span className="sr-only">{`, ${moreLinks.running}`}</span>
                    </>
                  ) : null}
                </span>
              }
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
            <Shortcut href={over.href} icon={icon(over.icon)} title={tileName(over.title)} text={over.text} />
          </li>
        )}
        {moreLinks.links.map((item) => (
          <li key={item.href}>
            <Shortcut href={item.href} icon={icon(item.icon)} title={tileName(item.title)} text={item.text} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

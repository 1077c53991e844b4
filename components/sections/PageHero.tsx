import type { ReactNode } from 'react'
import { CheckRow } from '../ui/CheckList'
import { Section } from '../ui/Section'

/** A hero's texts as the page's copy holds them: the label's text, the h1 (and its accent) and the lead. */
type HeroCopy = { eyebrow?: ReactNode; title?: ReactNode; titleAccent?: ReactNode; lead?: ReactNode }

type TextProps = {
  /** Id of the page's one h1; the hero section is labelled by it. */
  id: string
  /** The texts from the page's copy; a prop of the same name (`title`, `lead`, `badge`) wins. */
  copy?: HeroCopy
  /** The icon of the label whose text is `copy.eyebrow`. */
  icon?: string
  /**
   * The label above the h1: an icon and its text (`phase`: the timeline phase it speaks for); with `href` a link, an
   * arrow after its text (what happens now, e.g. the running vote on the home page).
   */
  badge?: { icon?: string; text: ReactNode; phase?: string; href?: string }
  /** Instead of a label: a mark above the h1 (the round status icon of a confirmation). */
  mark?: ReactNode
  title?: ReactNode
  /** The part of the headline after `title`, set in the brand gradient. */
  titleAccent?: ReactNode
  lead?: ReactNode
  /** Width of the h1 and the lead (e.g. `max-w-4xl`, `max-w-xl`). */
  titleClassName?: string
  leadClassName?: string
  dark?: boolean
}

type Props = Omit<TextProps, 'dark'> & {
  /** `dark`: the ink background with light text. */
  tone?: 'light' | 'dark'
  /** The visual beside the text from 1024 px (demo phone, offer card, …); without one the hero is centred. */
  aside?: ReactNode
  /** Grid columns of the two-column hero, written out (`lg:grid-cols-[1.2fr_1fr]`). */
  columns?: string
  /** Padding, gaps and width of the content where a page needs its own, written out. */
  spacing?: string
  /** Absolutely positioned decoration behind the content (glows, floating portraits). */
  decoration?: ReactNode
  /** Fade the text in even though it is in the first screen. */
  reveal?: boolean
  /** Actions, forms and facts under the lead. */
  children?: ReactNode
  /** A band under text and visual, across both columns (it carries its own column span). */
  band?: ReactNode
}

/** The hero of a page: label, its one h1, the lead and what follows; centred, or beside a visual. */
export function PageHero({
  tone = 'light',
  aside,
  columns = '',
  spacing,
  decoration,
  reveal,
  children,
  band,
  ...heading
}: Props) {
  const dark = tone === 'dark'
  const text = (
    <>
      <HeroText {...heading} dark={dark} />
      {children}
    </>
  )
  return (
    <Section
      tone={dark ? 'ink' : 'hero'}
      labelledBy={heading.id}
      spacing=""
      className="relative overflow-hidden"
      decoration={decoration}
      reveal={reveal && !aside}
      contentClassName={
        aside
          ? `relative grid grid-cols-1 items-center ${columns} ${spacing ?? 'gap-12 pb-16 pt-12 sm:pb-24 sm:pt-20'}`
          : `relative flex flex-col items-center text-center ${spacing ?? 'gap-6 pb-10 pt-16 sm:pb-14 sm:pt-24'}`
      }
    >
      {aside ? (
        <>
          <div className="flex flex-col items-start gap-6" data-reveal={reveal ? 'always' : undefined}>
            {text}
          </div>
          {aside}
          {band}
        </>
      ) : (
        text
      )}
    </Section>
  )
}

/**
 * A hero's label (or mark), its h1 and the lead (left out without one, for a hero that sets its lead apart);
 * `PageHero` and the heroes with a layout of their own use it.
 */
export function HeroText({
  id,
  copy,
  icon,
  badge = copy?.eyebrow ? { icon, text: copy.eyebrow } : undefined,
  mark,
  title = copy?.title,
  titleAccent = copy?.titleAccent,
  lead = copy?.lead,
  dark,
  titleClassName = '',
  leadClassName = 'max-w-2xl',
}: TextProps) {
  return (
    <>
      {badge?.href ? (
        <a
          href={badge.href}
          className={`${dark ? 'hero-label-dark' : 'hero-label'} min-h-9 no-underline transition-shadow hover:shadow-lift`}
          data-phase={badge.phase}
        >
          {badge.icon ? <span className={badge.icon} aria-hidden="true" /> : null}
          {badge.text}
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </a>
      ) : badge ? (
        // Plain text when it only names the page: a pill is for a label that links (session 29).
        <p className={dark ? 'hero-kicker-dark' : 'hero-kicker'} data-phase={badge.phase}>
          {badge.icon ? <span className={badge.icon} aria-hidden="true" /> : null}
          {badge.text}
        </p>
      ) : (
        mark
      )}
      <h1 id={id} className={`h-display ${dark ? 'text-white' : ''} ${titleClassName}`}>
        {title}
        {titleAccent ? (
          <>
            {' '}
            <span className="text-gradient-brand">{titleAccent}</span>
          </>
        ) : null}
      </h1>
      {lead ? <p className={`lead ${dark ? 'text-ink-100' : ''} ${leadClassName}`}>{lead}</p> : null}
    </>
  )
}

/** Short facts under a hero's actions, each with a check mark. */
export function TrustList({
  items,
  centred = false,
  wrap = false,
}: {
  items: readonly string[]
  centred?: boolean
  /** One wrapped row on phones too (the home hero, session 31: three lines of ticks pushed its phone down). */
  wrap?: boolean
}) {
  return (
    <CheckRow
      items={items}
      // One under the other on phones (review 7.4, three pages: the third tick wrapped alone onto a second line).
      className={`flex ${wrap ? 'flex-row flex-wrap gap-x-4 gap-y-1.5' : 'flex-col gap-2'} text-sm font-medium text-ink-600 sm:flex-row sm:flex-wrap sm:gap-x-5 ${centred ? 'items-center sm:justify-center' : ''}`}
      item="flex items-center gap-2"
      // Slate ticks: magenta is for what a visitor can act on, the hero's button beside them (session 29).
      icon="i-lucide-circle-check text-ink-500"
    />
  )
}

/** The glow behind a hero's visual and the visual above it (demo phone, key visual). */
export function HeroVisual({ children, className = 'max-w-[360px]' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`relative mx-auto w-full ${className}`}>
      <div className="absolute -inset-8 rounded-full bg-gradient-brand opacity-15 blur-3xl" aria-hidden="true" />
      <div className="relative">{children}</div>
    </div>
  )
}

import { createContext, type ReactNode, useContext } from 'react'

const tones = {
  white: 'bg-white',
  muted: 'bg-ink-50',
  ink: 'bg-gradient-ink text-white',
  brand: 'bg-gradient-brand text-white',
  hero: 'bg-gradient-hero',
  /** A pale brand tint, for a closing band that runs the page's width. */
  tint: 'bg-brand-50',
} as const

type Tone = keyof typeof tones

/** Whether the section around a heading is dark (its eyebrow, heading and intro turn light). */
const DarkSection = createContext(false)

/**
 * The heading block's colours per surface: `light` on white and grey, `dark` on ink sections and panels,
 * `brand` on the brand gradient, where the brand-200 eyebrow and the grey intro would lose their contrast.
 */
const headingTones = {
  light: { eyebrow: 'eyebrow', title: 'h-section', intro: 'lead' },
  dark: { eyebrow: 'eyebrow text-ink-300', title: 'h-section text-white', intro: 'lead text-ink-100' },
  brand: { eyebrow: 'eyebrow text-white', title: 'h-section text-white', intro: 'lead text-white' },
} as const

/** A heading block's texts as a section's copy holds them. */
export type HeadingCopy = { eyebrow?: string; title?: ReactNode; intro?: ReactNode }

type Props = {
  id?: string
  tone?: Tone
  /** The heading block's texts as the section's copy holds them (`eyebrow`, `title`, `intro`); a prop of the same name wins. */
  copy?: HeadingCopy
  eyebrow?: string
  title?: ReactNode
  intro?: ReactNode
  /**
   * `left` (default): the heading block starts at the content's left edge, eyebrow, heading and intro one under the
   * other, one reading line wide (the page reads down one edge, not a centred stack per section).
   * `start`: left, intro under the heading at every width (a page of text, like the Impressum).
   * `center`: the block centred above content that is centred too (a sign-up form, a tab row, a closing call).
   * `beside`: from 1024 px the eyebrow and heading on the left, the intro beside them on the right, both on one
   * baseline (the home page, review 7.3: a one-column block left the right half empty and broke a heading in three).
   */
  align?: 'center' | 'left' | 'start' | 'beside'
  /**
   * `beside`: `top` sets the intro's first line level with the heading's (default: the intro's last line level with
   * the heading's, which put a long intro above a short heading; /startups, session 32 fix round).
   */
  besideAlign?: 'top'
  /** `split`: from 1024 px the heading block sits left (sticky) and the content right, for rhythm between grids. */
  layout?: 'stacked' | 'split'
  /** Split: the two columns' grid from 1024 px (default heading 5 : content 7), for a page that shares one split. */
  splitColumns?: string
  /**
   * Split: the heading block sticks while the content scrolls (default). Off where the content is hardly taller than
   * the heading block: stuck, it slid ~35 px below the content's top as the page scrolled (/ueber-uns's FAQ).
   */
  stickyHeading?: boolean
  /** Without `title`: the id of the heading inside the content (a `SectionHeading`), or an accessible name. */
  labelledBy?: string
  label?: string
  /** Vertical padding, written out, where a section needs its own (`pb-16 sm:pb-24` under a hero). */
  spacing?: string
  /** Classes of the content box (`container-site`), for sections that lay out their own content. */
  contentClassName?: string
  /** The timeline phase the section shows (`data-phase`, for tests and styling). */
  phase?: string
  /** Absolutely positioned decoration behind the content (glows, floating portraits); give the section `relative`. */
  decoration?: ReactNode
  /** Fade the content in, even in the first screen. */
  reveal?: boolean
  /** Content under the heading block, in the heading's column (split: a contact hint beside a FAQ). */
  headingExtra?: ReactNode
  children?: ReactNode
  className?: string
  headingLevel?: 'h1' | 'h2'
}

/** A page section with an optional heading block; every section of every page uses it. */
export function Section({
  id,
  tone = 'white',
  copy,
  eyebrow,
  title = copy?.title,
  intro,
  align = 'left',
  besideAlign,
  layout = 'stacked',
  splitColumns = 'lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16',
  stickyHeading = true,
  labelledBy,
  label,
  spacing = 'section-y',
  contentClassName = '',
  phase,
  decoration,
  reveal,
  headingExtra,
  children,
  className = '',
  headingLevel = 'h2',
}: Props) {
  const split = layout === 'split'
  const headingId = title && id ? `${id}-titel` : undefined
  return (
    <DarkSection.Provider value={tone === 'ink' || tone === 'brand'}>
      <section
        id={id}
        aria-labelledby={title ? headingId : labelledBy}
        aria-label={label}
        data-phase={phase}
        className={`${spacing} ${tones[tone]} ${className}`}
      >
        {decoration}
        <div
          className={`container-site ${split ? `grid grid-cols-1 gap-10 ${splitColumns}` : ''} ${contentClassName}`}
          data-reveal={reveal ? 'always' : undefined}
        >
          {title ? (
            <SectionHeading
              id={headingId}
              level={headingLevel}
              copy={copy}
              eyebrow={eyebrow}
              title={title}
              intro={intro}
              wide={!split && align === 'left'}
              beside={!split && align === 'beside'}
              besideAlign={besideAlign}
              className={
                split
                  ? stickyHeading
                    ? 'gap-4 lg:sticky lg:top-28 lg:self-start'
                    : 'gap-4 lg:self-start'
                  : align === 'center'
                    ? 'mx-auto mb-10 max-w-3xl items-center gap-4 text-center sm:mb-14'
                    : children
                      ? 'mb-10 gap-4 sm:mb-14'
                      : 'max-w-3xl gap-4'
              }
            >
              {headingExtra}
            </SectionHeading>
          ) : null}
          {split ? <div className="min-w-0">{children}</div> : children}
        </div>
      </section>
    </DarkSection.Provider>
  )
}

type HeadingProps = {
  id?: string
  /** The texts as the copy holds them; a prop of the same name wins. */
  copy?: HeadingCopy
  eyebrow?: string
  title?: ReactNode
  intro?: ReactNode
  level?: 'h1' | 'h2'
  /** The surface it stands on, where that is a panel rather than the section (which sets light or dark itself). */
  tone?: keyof typeof headingTones
  /** Gap and width of the block (default `gap-4`). */
  className?: string
  /** Content under the intro, in the same column. */
  children?: ReactNode
  /** One reading line wide (a left-aligned section's heading block). */
  wide?: boolean
  /**
   * The intro in a column beside the eyebrow and heading: `true` from 1024 px, the heading's column wider (`Section`'s
   * `align="beside"`); `thirds` from 768 px on a content grid of three columns, the heading over two, the intro in the
   * third (a section whose rows below are three columns, so both stand on the same edges).
   */
  beside?: boolean | 'thirds'
  /** `beside` (halves): the intro's first line level with the heading's instead of its last (see `Section`). */
  besideAlign?: 'top'
}

/** `beside`'s grids: the intro on the heading's last line, in the right column. */
const besideGrids = {
  halves: {
    box: 'lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-end lg:gap-x-16',
    start: 'lg:col-start-1',
    title: 'lg:col-start-1',
    intro: 'lg:col-start-2 lg:row-start-1',
    introUnderEyebrow: 'lg:col-start-2 lg:row-start-2',
  },
  thirds: {
    box: 'md:grid md:grid-cols-3 md:items-end md:gap-x-10 lg:gap-x-14',
    start: 'md:col-span-2',
    title: 'md:col-span-2 md:row-start-2',
    intro: 'md:col-start-3 md:row-start-1 md:pb-1',
    introUnderEyebrow: 'md:col-start-3 md:row-start-2 md:pb-1',
  },
}

/** The heading block of a section (eyebrow, heading, intro), light on dark sections; `Section` uses it too. */
export function SectionHeading({
  id,
  copy,
  eyebrow = copy?.eyebrow,
  title = copy?.title,
  intro = copy?.intro,
  level = 'h2',
  tone,
  className = 'gap-4',
  children,
  wide,
  beside,
  besideAlign,
}: HeadingProps) {
  const dark = useContext(DarkSection)
  const colours = headingTones[tone ?? (dark ? 'dark' : 'light')]
  const Heading = level
  // Beside: the grid's classes added to the block's; without it every class string stays as it was.
  const chosen = besideGrids[beside === 'thirds' ? 'thirds' : 'halves']
  // Top: the same grid aligned at the start; without it every class string stays as it was.
  const grid =
    besideAlign === 'top' && beside === true
      ? { ...chosen, box: chosen.box.replace('lg:items-end', 'lg:items-start') }
      : chosen
  const add = (base: string, extra: string) => (beside ? `${base} ${extra}` : base)
  // The heading's row is the second only under an eyebrow.
  const titleColumn = eyebrow ? grid.title : grid.start
  return (
    <div
      className={add(`flex flex-col ${wide ? 'max-w-3xl' : ''} ${className}`, grid.box)}
      data-heading-beside={beside ? (beside === 'thirds' ? 'thirds' : '') : undefined}
    >
      {eyebrow ? <p className={add(colours.eyebrow, grid.start)}>{eyebrow}</p> : null}
      <Heading id={id} className={add(colours.title, titleColumn)}>
        {title}
      </Heading>
      {intro ? <p className={add(colours.intro, eyebrow ? grid.introUnderEyebrow : grid.intro)}>{intro}</p> : null}
      {children}
    </div>
  )
}

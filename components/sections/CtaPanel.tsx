import type { ReactNode } from 'react'
import { Section } from '../ui/Section'

/** Anchor of the section (`#cta`), whose heading is then `cta-titel`; or, without one, the heading's id. */
type Ids = { id: string; headingId?: undefined } | { id?: undefined; headingId: string }

type Props = Ids & {
  icon?: string
  /** The panel's texts as the page's copy holds them; a prop of the same name wins. */
  copy?: { eyebrow?: string; title?: ReactNode; text?: ReactNode }
  eyebrow?: string
  title?: ReactNode
  text?: ReactNode
  /** Buttons, a form: under the text. */
  children?: ReactNode
  /** A second column beside the text from 1024 px (a list of points); without it the panel is centred. */
  aside?: ReactNode
  /**
   * The two columns' widths and alignment beside an aside, written out (default: the text wider, both top-aligned); a
   * short text beside a contact card: `items-center lg:grid-cols-2`.
   */
  asideColumns?: string
  /** Width of the centred panel, written out (`mx-auto max-w-4xl`). */
  className?: string
  /** Vertical padding of the section, written out, where a page needs its own. */
  spacing?: string
  /** The timeline phase the panel speaks for (`data-phase` on its section). */
  phase?: string
  /**
   * The panel's look, so pages do not all end alike: the brand gradient (default), deep ink, a light card, a pale
   * brand tint, or that tint as a band of the page's width without a box (on the last three the buttons are the page's
   * primary and secondary ones, not the light and outline ones), or deep ink as such a band (`inkBand`: a page whose
   * closing runs into the dark footer as one dark ending), or the light look as a grey band (`mutedBand`).
   */
  look?: keyof typeof looks | keyof typeof bands
  /** `false`: the look without its blurred glow in the top corner (/old-home: the pink blur read as a smudge). */
  glow?: boolean
  /**
   * Above the next section and not clipped at its own section's bottom (sections clip their overflow), for a panel
   * without bottom padding: its shadow then falls over the next section's background instead of ending in a
   * straight line at its own section's edge.
   */
  raised?: boolean
  /**
   * Without an aside: on phones the texts flush left, centred from 640 px (the home page, review 7.3: a long text
   * centred over six lines at 390 px read ragged on both sides).
   */
  startOnPhones?: boolean
}

const looks = {
  brand: {
    // No shadow under a closing panel: it does not float (session 29 review: a muddy grey drop shadow under the
    // home page's ink panel; shadows are for mock-ups and what floats).
    panel: 'bg-gradient-brand text-white',
    glow: 'bg-white/10',
    icon: '',
    eyebrow: 'text-sm font-semibold uppercase tracking-wider text-white',
    heading: 'h-section text-white',
    text: 'text-lg leading-relaxed text-white',
  },
  ink: {
    panel: 'bg-gradient-ink text-white',
    glow: 'bg-brand-500/20',
    icon: 'text-brand-200',
    eyebrow: 'eyebrow text-ink-300',
    heading: 'h-section text-white',
    text: 'text-lg leading-relaxed text-ink-100',
  },
  // A pale brand tint, no gradient and no shadow: a closing panel that stands apart from a white page and from the
  // dark sections above it (/apply, round 26: a white box on white read as the page's weakest block).
  tint: {
    panel: 'bg-brand-50 text-ink-900 ring-1 ring-brand-100',
    glow: '',
    icon: 'text-brand-700',
    eyebrow: 'eyebrow',
    heading: 'h-section',
    text: 'text-lg leading-relaxed text-ink-700',
  },
  light: {
    panel: 'bg-white text-ink-900 shadow-soft ring-1 ring-ink-200',
    // No glow on white: cut by the panel's corner, a pale pink blur read as a smudge.
    glow: '',
    icon: 'text-brand-700',
    eyebrow: 'eyebrow',
    heading: 'h-section',
    text: 'text-lg leading-relaxed text-ink-700',
  },
} as const

/**
 * A boxed look's texts as a band of the page's width, no box: the section carries the surface. The tint beside a
 * contact card, where a panel around it drew a card in a card (/startup-partner, review 5 Nov: two borders, 48 px of
 * width lost on phones); ink into the dark footer (/angel2, round 27: a boxed ink panel ended square on the footer
 * between white strips, and with white space under it two dark blocks stood apart).
 */
const bands = {
  band: { ...looks.tint, panel: 'text-ink-900', section: 'tint' },
  inkBand: { ...looks.ink, panel: 'text-white', glow: '', section: 'ink' },
  // The light look on the page's grey, no box: the section is the one surface (/accelerator, session 28: the
  // partnership's contact cards stood in a card in a section).
  mutedBand: { ...looks.light, panel: 'text-ink-900', section: 'muted' },
} as const

/** The closing call to action of a page: a rounded panel on white (brand, ink or light), centred or beside a list. */
export function CtaPanel({
  id,
  headingId = `${id}-titel`,
  icon,
  copy,
  eyebrow = copy?.eyebrow,
  title = copy?.title,
  text = copy?.text,
  children,
  aside,
  asideColumns = 'items-start lg:grid-cols-[1.4fr_1fr]',
  className = '',
  spacing,
  phase,
  look = 'brand',
  glow = true,
  raised = false,
  startOnPhones = false,
}: Props) {
  const band = look in bands ? bands[look as keyof typeof bands] : undefined
  const style = band ?? looks[look as keyof typeof looks]
  return (
    <Section
      id={id}
      labelledBy={headingId}
      spacing={spacing}
      phase={phase}
      tone={band?.section ?? 'white'}
      className={raised ? 'relative z-[1] overflow-y-visible' : ''}
    >
      <div
        className={`relative ${band ? '' : 'overflow-hidden rounded-4xl px-6 py-12 sm:px-12 sm:py-16'} ${style.panel} ${aside ? `grid gap-10 ${asideColumns}` : startOnPhones ? 'text-left sm:text-center' : 'text-center'} ${className}`}
      >
        {glow && style.glow ? (
          <span
            className={`absolute -right-16 -top-16 h-56 w-56 rounded-full blur-2xl ${style.glow}`}
            aria-hidden="true"
          />
        ) : null}
        <div
          className={`relative flex flex-col gap-5 ${aside ? '' : startOnPhones ? 'mx-auto max-w-2xl items-start sm:items-center' : 'mx-auto max-w-2xl items-center'}`}
        >
          {icon ? <span className={`${icon} text-4xl ${style.icon}`} aria-hidden="true" /> : null}
          {eyebrow ? <p className={style.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={style.heading}>
            {title}
          </h2>
          {text ? <p className={style.text}>{text}</p> : null}
          {children}
        </div>
        {aside}
      </div>
    </Section>
  )
}

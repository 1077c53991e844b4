import { platformFacts } from '../../data/figures'
import { IconLabel } from '../ui/IconHeading'
import { IconTile } from '../ui/IconTile'
import { KeyFigure } from '../ui/KeyFigure'
import { revealProps } from '../ui/reveal-style'
import { type HeadingCopy, Section, SectionHeading } from '../ui/Section'

type ProblemItem = {
  icon: string
  /**
   * A figure over the title ("4–6 Monate"), small: set large, the rows with one read as a second kind of card
   * beside those without.
   */
  figure?: string
  title: string
  text: string
  /** A second, quieter sentence. */
  detail?: string
}

/** One of the answer card's facts: a figure over its label. */
type AnswerFact = { value: string; label: string }

type Props = {
  id?: string
  /**
   * The answer card's facts where the page has its own (the platform's steps, the assessment's layers); `null` for
   * none, where the page's own figures follow further down (/startups' stats).
   */
  answer?: readonly AnswerFact[] | null
  /** The heading's texts and the pains, as the page's copy holds them. */
  copy: HeadingCopy & { items?: readonly ProblemItem[] }
  /** The pains where the copy does not hold them. */
  items?: readonly ProblemItem[]
  /**
   * With `layout="grid"`: on phones, each pain's text behind a tap, the first one open (the home page's problem cards,
   * as the spec has them); elsewhere the pains are the page's argument and stay open (round 22: three pages'
   * reviewers found them hidden).
   */
  accordion?: boolean
  /**
   * `grid`: the heading over the pains, set as ruled rows without cards, three to a row from 768 px, each the
   * same (a figure leads its title in the brand colour) – for a page with six pains, whose ruled list ran over 1,100 px
   * beside a short heading (/startups, round 24).
   * `figures`: the heading over the pains, each led by its figure set large, its sentence under it at body size, side
   * by side from 768 px between thin rules – for a page whose pains have figures (/plattform, round 25: the
   * figures stood small over larger sentences).
   */
  layout?: 'list' | 'grid' | 'figures'
  /** With `layout="grid"`: the classic way against the product's, as two bars under the heading (the home page). */
  compare?: Compare
}

/** The figures of `layout="figures"`: ink, bold, tabular (session 28: magenta is for actions, not figures). */
const figureInk = 'tabular-nums text-ink-900'

/**
 * The shared "problem" section (home, /plattform, /apply): by default the heading on the
 * left, the pains as a compact, ruled list of cards on the right – no card grid, so it reads differently from
 * the feature grids around it. With `accordion` (grid only), on phones each card is a `<details name>`: a tap opens its
 * text and closes the one open before, no JavaScript; from 640 px every card shows its text and its heading is no
 * control (`.problem-card` in renderer/base.css); browsers without `::details-content` keep the accordion.
 */
export function ProblemSection({
  id = 'problem',
  copy,
  items = copy.items ?? [],
  answer = defaultAnswer,
  accordion = false,
  layout = 'list',
  compare,
}: Props) {
  if (layout === 'grid')
    return <ProblemGrid id={id} copy={copy} items={items} accordion={accordion} compare={compare} />
  if (layout === 'figures') return <ProblemFigures id={id} copy={copy} items={items} />
  return (
    <Section
      id={id}
      tone="muted"
      layout="split"
      copy={copy}
      headingExtra={answer ? <Answer facts={answer} /> : undefined}
    >
      <ul className="divide-y divide-ink-200 border-y border-ink-200">
        {items.map((item, index) => (
          <li key={item.title} {...revealProps(index)}>
            <div className={`${row} grid-cols-[auto_minmax(0,1fr)]`}>
              <ProblemHead item={item} />
            </div>
            <ProblemText item={item} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * The pains as a grid of like cards under the heading (see `layout`). With `accordion` (the home page, as the spec has
 * it), on phones each row is a `<details name>` whose title spans the row beside its chevron (round 26: beside the
 * icon tile, „4–6 Monate, die Hälfte deiner Zeit“ broke after three words); the first one is open, so the section shows
 * a pain's text before any tap. From 640 px every card is open and its title no control (`.problem-card`).
 * The heading block one reading line wide, its intro under it (fix round 32). With `compare`, the classic
 * round against the product as two bars between heading and rows: a long one and a stub, each with its figure.
 */
function ProblemGrid({
  id,
  copy,
  items,
  accordion,
  compare,
}: {
  id: string
  copy: HeadingCopy
  items: readonly ProblemItem[]
  accordion: boolean
  compare?: Compare
}) {
  const headingId = `${id}-titel`
  return (
    <Section id={id} tone="muted" labelledBy={headingId}>
      {/* Fix round 32 (review 7.4): the intro directly under the heading, one short reading line (beside it in the
          third column it floated top-right over empty space). On a phone the heading's lines filled, not balanced
          (balanced, its four lines left ~110 px of each unused): „Zeit“ after the colon ends it as its answer. */}
      <SectionHeading
        id={headingId}
        copy={copy}
        title={<span className="block [text-wrap:wrap] sm:[text-wrap:pretty]">{copy.title}</span>}
        intro={<span className="block max-w-[35rem]">{copy.intro}</span>}
        wide
        className="mb-10 gap-4 sm:mb-12"
      />
      {compare ? <CompareBars compare={compare} /> : null}
      {/* Rows between rules at every width, no cards (review 7.6 of the home page: seven sections, each its own
          surface): on phones one under the other, from 768 px three columns under one rule. */}
      <ul
        className="grid divide-y divide-ink-200 border-y border-ink-200 md:grid-cols-3 md:gap-x-10 md:divide-y-0 md:border-b-0 lg:gap-x-14"
        data-problem-rows
      >
        {items.map((item, index) =>
          accordion ? (
            <li key={item.title} className={gridRow} {...revealProps(index)}>
              <details name={`${id}-karten`} open={index === 0} className="problem-card group">
                <summary className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 py-4 sm:grid-cols-1 sm:gap-y-2 sm:py-0">
                  <span className={`${item.icon} hidden text-xl text-ink-500 sm:block`} aria-hidden="true" />
                  <h3 className="h-card">{item.title}</h3>
                  <span
                    className="problem-chevron faq-chevron i-lucide-chevron-down text-xl text-ink-500"
                    aria-hidden="true"
                  />
                </summary>
                <p className="pb-5 text-base leading-relaxed text-ink-700 sm:pb-0 sm:pt-2">
                  <PainText item={item} />
                </p>
              </details>
            </li>
          ) : (
            <li
              key={item.title}
              // On phones the icon beside the texts, from 640 px over them.
              className={`${gridRow} grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 gap-y-1 py-5 sm:grid-cols-1 sm:gap-y-2`}
              {...revealProps(index)}
            >
              <span
                className={`${item.icon} row-span-2 mt-0.5 text-xl text-ink-500 sm:row-span-1`}
                aria-hidden="true"
              />
              <h3 className="h-card">
                {item.figure ? <span className="text-brand-700">{item.figure} </span> : null}
                {item.title}
              </h3>
              <p className="text-sm leading-relaxed text-ink-700 sm:text-base">
                <PainText item={item} />
              </p>
            </li>
          ),
        )}
      </ul>
    </Section>
  )
}

/** Two spans set against each other: a label and its figure each, the first drawn long, the second as a stub. */
type Compare = {
  long: { label: string; value: string }
  short: { label: string; value: string }
}

/**
 * `compare` as two bars on one track each, the same width, their figures in one right-aligned column (review 30c of
 * the home page: a grey bar beside a black dot read as a bullet list): the classic round fills its track in slate,
 * the video pitch is a brand sliver at the start of an empty one. On a phone the figure stands above its bar, so the
 * track runs the full width. Only the home page passes `compare`.
 */
function CompareBars({ compare }: { compare: Compare }) {
  const rows = [
    { ...compare.long, fill: 'w-full bg-ink-400', key: 'long' },
    { ...compare.short, fill: 'w-2 bg-brand-600 sm:w-3', key: 'short' },
  ]
  return (
    // The bars are drawn, not read: a screen reader hears each label with its figure.
    <dl className="mb-10 flex flex-col gap-6 sm:mb-12 sm:gap-7" data-problem-compare>
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-2">
          <dt className="text-sm font-semibold text-ink-600 sm:text-base">{row.label}</dt>
          <dd className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:gap-6">
            <span
              aria-hidden="true"
              className="flex h-3 w-full overflow-hidden rounded-full bg-ink-200 sm:h-4 sm:flex-1"
              data-compare-track={row.key}
            >
              <span className={`h-full shrink-0 rounded-full ${row.fill}`} />
            </span>
            {/* One column for both figures: as wide as the longer one at every size, right-aligned from 640 px. */}
            {/* ~32 px medium (fix round 32, review 7.4: at 48 px bold they competed with the section's heading). */}
            <span className="whitespace-nowrap text-[1.75rem] font-medium leading-none tracking-[-0.01em] tabular-nums text-ink-900 sm:w-[6.25em] sm:shrink-0 sm:text-right sm:text-[2rem]">
              {row.value}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A grid pain's row: between rules, from 768 px a column under the list's top rule. */
const gridRow = 'sm:py-6 md:pb-0'

/** The pains as large figures over their sentences (see `layout`): three fill the row under the heading (/plattform). */
function ProblemFigures({ id, copy, items }: { id: string; copy: HeadingCopy; items: readonly ProblemItem[] }) {
  const headingId = `${id}-titel`
  return (
    <Section id={id} tone="muted" labelledBy={copy.title ? headingId : undefined}>
      <SectionHeading id={headingId} copy={copy} wide className="mb-10 gap-4 sm:mb-14" />
      <ul
        className={`grid divide-y divide-ink-200 border-y border-ink-200 md:divide-x md:divide-y-0 ${items.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3'}`}
        data-problem-figures
      >
        {items.map((item, index) => (
          <li
            key={item.title}
            className="flex flex-col gap-3 py-6 md:px-8 md:py-8 md:first:pl-0 md:last:pr-0"
            {...revealProps(index)}
          >
            <h3 className="flex flex-col gap-2">
              <span className={`text-4xl font-bold leading-none tracking-tight ${figureInk} sm:text-[2.5rem]`}>
                {item.figure}
              </span>
              <span className="text-base font-semibold leading-snug text-ink-900 sm:text-lg">{item.title}</span>
            </h3>
            <p className="prose">
              <PainText item={item} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

const row = 'grid items-center gap-x-4 py-5 sm:gap-x-6 sm:py-6'

function ProblemHead({ item }: { item: ProblemItem }) {
  return (
    <>
      {/* White with a pink edge: the tile's brand-50 alone vanished on the grey section (round 26). */}
      <IconTile icon={item.icon} className="icon-tile h-11 w-11 rounded-xl bg-white text-xl ring-1 ring-brand-200" />
      <h3 className="flex flex-col">
        {item.figure ? <span className="text-sm font-bold text-brand-700">{item.figure}</span> : null}
        <span className="h-card">{item.title}</span>
      </h3>
    </>
  )
}

function ProblemText({ item }: { item: ProblemItem }) {
  return (
    <p className="prose -mt-4 pb-5 pl-15 sm:-mt-5 sm:pb-6 sm:pl-17">
      <PainText item={item} />
    </p>
  )
}

/** The product's answer in three facts, where a page has none of its own. */
const defaultAnswer: readonly AnswerFact[] = platformFacts

/** Under the heading, the way out the list of pains leads to: the product's answer in a few facts. */
function Answer({ facts }: { facts: readonly AnswerFact[] }) {
  return (
    <div className="mt-4 flex flex-col gap-4 rounded-3xl bg-ink-900 p-5 text-white sm:p-6">
      <IconLabel as="p" icon="i-lucide-sparkles text-base" className="text-brand-200">
        Mit OnePitch
      </IconLabel>
      <dl className="grid grid-cols-3 gap-4">
        {facts.map((fact) => (
          <KeyFigure
            key={fact.label}
            label={fact.label}
            value={fact.value}
            tone="dark"
            size="sm"
            className="flex flex-col gap-1"
          />
        ))}
      </dl>
    </div>
  )
}

/** A pain's sentence and its quieter detail, in every layout. */
function PainText({ item }: { item: ProblemItem }) {
  return (
    <>
      {item.text}
      {item.detail ? <span className="text-ink-500"> {item.detail}</span> : null}
    </>
  )
}

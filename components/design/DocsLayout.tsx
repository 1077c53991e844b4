import type { ReactNode } from 'react'

/** A block's texts; `nav` names it in the in-page navigation where the title is too long for it. */
type DocsBlockCopy = { nav?: string; kicker?: string; title: string; intro?: ReactNode }

/** A design page's blocks in their order on the page, by their ids. */
export type DocsBlocks = Record<string, DocsBlockCopy>

/**
 * The layout of the design pages: a sticky in-page navigation beside the content from 1024 px, a row of
 * anchor chips above it on smaller screens that stays under the header (the pages run to 13.000 px on phones); its
 * white runs to the screen's edges as a shadow, clipped to its height (a negative margin put it past its grid).
 * Plain links: they work without JavaScript. The block in view is marked by toc-follow.ts (aria-current, and on
 * phones its chip is scrolled into the row); without the script, by the browser itself (renderer/base.css).
 */
export function DocsLayout({ blocks, label, children }: { blocks: DocsBlocks; label: string; children: ReactNode }) {
  const nav = Object.entries(blocks).map(([id, block]) => ({ id, label: block.nav ?? block.title }))
  return (
    <div className="container-site grid grid-cols-[minmax(0,1fr)] gap-8 pt-10 lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-14 lg:pt-16">
      <nav
        aria-label={label}
        className="sticky top-16 z-30 min-w-0 bg-white py-2 shadow-[0_0_0_100vmax_#fff,0_1px_0_100vmax_#E9EDF5] [clip-path:inset(0_-100vmax_-1px)] lg:top-24 lg:self-start lg:bg-transparent lg:py-0 lg:shadow-none lg:[clip-path:none]"
      >
        <p
          className="mb-3 hidden px-3 text-xs font-semibold uppercase tracking-wider text-ink-600 lg:block"
          aria-hidden="true"
        >
          {/* Short on screen (the sidebar's width broke „Design-/Systems“); the navigation's name says whose. */}
          Inhalt
        </p>
        <ul
          data-toc
          className="fade-scroll-x -mx-5 flex gap-2 overflow-x-auto px-5 py-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0 lg:py-0"
        >
          {nav.map((item) => (
            <li key={item.id} className="shrink-0">
              <a
                href={`#${item.id}`}
                className="flex min-h-10 items-center whitespace-nowrap rounded-full px-4 text-sm font-medium text-ink-700 no-underline ring-1 ring-ink-200 transition-colors hover:bg-ink-50 hover:text-ink-900 lg:min-h-9 lg:rounded-lg lg:px-3 lg:ring-0"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* The page's end padding is the column's own, so the sticky navigation has room to stay below the header
          until the last block has passed (as the grid's padding, the navigation slid under the header). */}
      <div className="flex min-w-0 flex-col pb-20 sm:pb-28">{children}</div>
    </div>
  )
}

type BlockProps = {
  id: string
  /** Its texts: a short label above the heading (`kicker`: the block's number or group), the heading, the intro. */
  copy: DocsBlockCopy
  children: ReactNode
}

/** One block of a design page: a section with its heading, separated from the previous one by a hairline. */
export function DocsBlock({ id, copy: { kicker, title, intro }, children }: BlockProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titel`}
      className="flex scroll-mt-36 flex-col gap-8 lg:scroll-mt-24 border-t border-ink-100 py-14 first:border-t-0 first:pt-0 last:pb-0 sm:py-16"
    >
      <div className="flex max-w-2xl flex-col gap-3">
        {kicker ? (
          <p className="font-mono text-xs font-semibold uppercase tracking-wider text-brand-700">{kicker}</p>
        ) : null}
        <h2 id={`${id}-titel`} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="prose text-ink-600">{intro}</p> : null}
      </div>
      {children}
    </section>
  )
}

type SpecimenProps = {
  /** What the specimen shows, under it (class name, token). */
  caption: ReactNode
  children: ReactNode
  /** The stage behind the specimen. */
  stage?: 'light' | 'dark' | 'grid'
  /**
   * A motion shown on loop: the site plays it once or a few times, but a reader who scrolls here later should
   * still see it (the only place an animation runs endlessly; renderer/base.css).
   */
  loop?: boolean
  className?: string
}

/** A live specimen on its stage, captioned like a design-system preview. */
export function Specimen({ caption, children, stage = 'grid', loop = false, className = '' }: SpecimenProps) {
  const stages = {
    light: 'bg-white',
    dark: 'bg-gradient-ink',
    grid: 'bg-ink-50 bg-[radial-gradient(#D3DAE8_1px,transparent_1px)] [background-size:16px_16px]',
  }
  return (
    <figure
      className={`flex min-w-0 flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200 ${className}`}
      data-motion-loop={loop ? '' : undefined}
    >
      <div className={`flex flex-1 flex-wrap items-center gap-4 p-5 sm:p-6 ${stages[stage]}`}>{children}</div>
      <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-ink-200 bg-white px-4 py-3 text-xs text-ink-600">
        {caption}
      </figcaption>
    </figure>
  )
}

type TableProps = {
  /** The head row's grid (columns, gap) and from which width it shows, written out (`hidden … md:grid`). */
  headClassName: string
  /** The column heads. */
  head: ReactNode
  /** The rows: `<li>`s that lay out the same columns. */
  children: ReactNode
}

/** A ruled table of a design page: a grey head row over rows divided by hairlines, in one rounded frame. */
export function DocsTable({ headClassName, head, children }: TableProps) {
  return (
    <div className="overflow-hidden rounded-2xl ring-1 ring-ink-200">
      <div
        className={`${headClassName} border-b border-ink-200 bg-ink-50 px-5 py-3 text-xs font-semibold uppercase tracking-wider text-ink-600`}
      >
        {head}
      </div>
      <ul className="divide-y divide-ink-100">{children}</ul>
    </div>
  )
}

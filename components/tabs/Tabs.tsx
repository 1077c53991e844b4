import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react'
import { nextTabIndex } from './tabs'

/** A tab's label is text, or text with a drawn mark (the stage tabs' phase numbers); strings render as before. */
type TabDefinition = { id: string; label: ReactNode; panel: ReactNode }

type Props = {
  tabs: TabDefinition[]
  label: string
  initial?: string
  tone?: 'light' | 'dark'
  /**
   * `pill`: a segmented row in a grey pill, the chosen tab a white chip (the stage tabs). `line`: text tabs on a hairline,
   * the chosen one underlined (/dashboard, review 29: the pill row read as a widget, and on a phone its chevron stood
   * over „Feedback“); a scrolling row runs to the screen's edges on a phone and only fades there, no chevron.
   */
  look?: 'pill' | 'line'
  /** The gap between the tab row and its panel (`gap-6` by default). */
  gap?: string
}

/** Accessible tabs: roles, roving tabindex, arrow keys and Home/End. Used by islands (stage tabs, dashboard). */
export function Tabs({ tabs, label, initial, tone = 'light', look = 'pill', gap = 'gap-6' }: Props) {
  const baseId = useId()
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((tab) => tab.id === initial),
    ),
  )
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  // More than three tabs scroll sideways in one row on phones (round 25: wrapped three over two, they read as two
  // rows of buttons); three share a row at their own widths.
  const scrolls = tabs.length > 3
  const select = (index: number) => {
    setActive(index)
    if (scrolls) buttons.current[index]?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(event.key, active, tabs.length)
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    buttons.current[next]?.focus()
    // Focus scrolls only a tab wholly out of view; one half under the row's fade comes whole into it too.
    if (scrolls) buttons.current[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }
  const dark = tone === 'dark'
  const pill = dark ? 'bg-white/10' : 'bg-ink-100'
  if (look === 'line')
    return <LineTabs {...{ tabs, label, active, gap, select, onKeyDown, buttons, baseId, scrolls }} />
  const row = (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      // Three tabs share one row on phones at their own widths (at a third each, „Investorenpflege“ wrapped alone
      // into a second row); more scroll sideways in one row, fading where tabs are out of view (`fade-scroll-x`, the
      // site's scroll-driven fade in renderer/base.css: no script, and no fade once the row fits). One pill row from
      // 640 px. A scrolling row's tabs are padded tighter on phones, so the tab at the cut is the next but one and its
      // start shows under the fade (review 5 Nov: the dashboard's „Auswertung“ was cut, „Rückmeldungen“ unseen).
      className={`flex max-w-full gap-1 ${
        scrolls
          ? 'fade-scroll-x min-w-0 flex-1 overflow-x-auto overscroll-x-contain rounded-full py-1 [scrollbar-width:none]'
          : `flex-wrap self-start rounded-3xl p-1 sm:rounded-full ${pill}`
      }`}
    >
      {tabs.map((tab, index) => (
        <TabButton
          key={tab.id}
          {...{ tab, index, active, baseId, buttons, select }}
          className={`min-h-11 whitespace-nowrap rounded-full text-sm font-semibold transition sm:px-5 ${
            scrolls ? 'shrink-0 px-2.5' : 'grow basis-auto px-3 sm:grow-0'
          } ${
            index === active
              ? 'bg-white text-ink-900 shadow-soft'
              : dark
                ? 'text-ink-100 hover:text-white'
                : 'text-ink-600 hover:text-ink-900'
          }`}
        />
      ))}
    </div>
  )
  return (
    <div className={`flex flex-col ${gap}`}>
      {/* A scrolling row fades inside its pill: the pill's padding at both ends stays whole, so the cut reads as a
          scroll, not as a row running off the screen (round 25b). */}
      {/* On phones a chevron over the fading end says the row goes on (review 5 Nov, second round: the fade alone, over
          a tab's first letters, read as a cut); it fades out once the row is scrolled to its end (`tabs-more`). */}
      {scrolls ? (
        <div className={`tabs-scroll relative flex max-w-full rounded-full px-1 sm:self-start ${pill}`}>
          {row}
          <span
            className="tabs-more pointer-events-none absolute inset-y-0 right-1.5 flex items-center text-ink-700 sm:hidden"
            aria-hidden="true"
            data-tabs-more
          >
            <span className="i-lucide-chevron-right text-lg" />
          </span>
        </div>
      ) : (
        row
      )}
      <Panels tabs={tabs} active={active} baseId={baseId} />
    </div>
  )
}

/** The panels: one shown, each focusable and labelled by its tab (the WAI-ARIA tabs pattern). */
function Panels({ tabs, active, baseId }: { tabs: TabDefinition[]; active: number; baseId: string }) {
  return (
    <>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes panels focusable
          tabIndex={0}
          className="rounded-3xl outline-none focus-visible:outline-3 focus-visible:outline-violet-600"
        >
          {tab.panel}
        </div>
      ))}
    </>
  )
}

type LineProps = {
  tabs: TabDefinition[]
  label: string
  active: number
  gap: string
  select: (index: number) => void
  onKeyDown: (event: KeyboardEvent) => void
  buttons: RefObject<(HTMLButtonElement | null)[]>
  baseId: string
  scrolls: boolean
}

/**
 * The `line` look: the tabs as text on a hairline, the chosen one in ink with a 2 px magenta bar under it (a state a
 * visitor acts on), the others slate with a grey bar on hover. On a phone the row runs to the screen's edges (the
 * container's 20 px as its padding) and scrolls sideways, fading only at the screen's edge while there is more
 * (`fade-scroll-x`); no chevron over a tab's text (review 29: it covered „Feedback“).
 */
function LineTabs({ tabs, label, active, gap, select, onKeyDown, buttons, baseId, scrolls }: LineProps) {
  return (
    <div className={`flex flex-col ${gap}`}>
      <div className={`border-b border-ink-200 ${scrolls ? '-mx-5 sm:mx-0' : ''}`} data-tab-line>
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className={`flex gap-6 sm:gap-8 ${
            scrolls
              ? 'fade-scroll-x overflow-x-auto overscroll-x-contain scroll-px-5 px-5 [scrollbar-width:none] sm:px-0'
              : 'flex-wrap'
          }`}
        >
          {tabs.map((tab, index) => (
            <TabButton
              key={tab.id}
              {...{ tab, index, active, baseId, buttons, select }}
              className={`min-h-11 shrink-0 whitespace-nowrap border-b-2 text-[0.9375rem] font-semibold transition-colors ${
                index === active
                  ? 'border-brand-600 text-ink-900'
                  : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900'
              }`}
            />
          ))}
        </div>
      </div>
      <Panels tabs={tabs} active={active} baseId={baseId} />
    </div>
  )
}

/** A tab's button in either look: its role and ids, the roving tabindex, and the ref the arrow keys move focus by. */
function TabButton({
  tab,
  index,
  active,
  baseId,
  buttons,
  select,
  className,
}: {
  tab: TabDefinition
  index: number
  active: number
  baseId: string
  buttons: RefObject<(HTMLButtonElement | null)[]>
  select: (index: number) => void
  className: string
}) {
  return (
    <button
      ref={(element) => {
        buttons.current[index] = element
      }}
      type="button"
      role="tab"
      id={`${baseId}-tab-${tab.id}`}
      aria-selected={index === active}
      aria-controls={`${baseId}-panel-${tab.id}`}
      tabIndex={index === active ? 0 : -1}
      onClick={() => select(index)}
      data-tab={tab.id}
      className={className}
    >
      {tab.label}
    </button>
  )
}

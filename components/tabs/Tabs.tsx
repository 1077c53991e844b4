import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { nextTabIndex } from './tabs'

type TabDefinition = { id: string; label: string; panel: ReactNode }

type Props = { tabs: TabDefinition[]; label: string; initial?: string; tone?: 'light' | 'dark' }

/** Accessible tabs: roles, roving tabindex, arrow keys and Home/End. Used by islands (stage tabs, dashboard). */
export function Tabs({ tabs, label, initial, tone = 'light' }: Props) {
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
        <button
          key={tab.id}
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
          className={`min-h-11 whitespace-nowrap rounded-full text-sm font-semibold transition sm:px-5 ${
            scrolls ? 'shrink-0 px-2.5' : 'grow basis-auto px-3 sm:grow-0'
          } ${
            index === active
              ? 'bg-white text-ink-900 shadow-soft'
              : dark
                ? 'text-ink-100 hover:text-white'
                : 'text-ink-600 hover:text-ink-900'
          }`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
  return (
    <div className="flex flex-col gap-6">
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
    </div>
  )
}

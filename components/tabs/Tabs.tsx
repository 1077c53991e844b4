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
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(event.key, active, tabs.length)
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    buttons.current[next]?.focus()
  }
  const dark = tone === 'dark'
  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // Wraps on phones (five tabs are wider than 390 px; a row cut at „Rü“ hid the fifth) into full rows of at most
        // three (five: three over two, not four over a lone fifth), one pill row from 640 px. Three tabs share one row
        // on phones at their own widths (at a third each, „Investorenpflege“ wrapped alone into a second row).
        className={`flex max-w-full flex-wrap gap-1 self-start rounded-3xl p-1 sm:rounded-full ${dark ? 'bg-white/10' : 'bg-ink-100'}`}
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
            onClick={() => setActive(index)}
            data-tab={tab.id}
            className={`min-h-11 grow whitespace-nowrap rounded-full sm:grow-0 sm:basis-auto font-semibold transition sm:px-5 sm:text-sm ${
              tabs.length > 3 ? 'basis-[30%] px-3 text-[0.8125rem]' : 'basis-auto px-3 text-sm'
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

import { useEffect, useRef, useState } from 'react'
import type { StatItem } from '../../data/content'
import {
  COUNTER_INTERVAL_MS,
  COUNTER_STEPS,
  COUNTER_VISIBILITY,
  counterValue,
  decimalsOf,
  formatNumber,
} from './counter'

type Props = {
  items: StatItem[]
  tone?: 'light' | 'dark'
  /**
   * `band`: the figures in one row at every width, between thin rules, no cards, the descriptions from 640 px (a
   * compact band of three; round 25: the 2+1 cards left the third figure alone on a phone's row); four figures in
   * two rows of two below 768 px.
   * `rows`: large left-aligned figures without cards, side by side from 1024 px; below, one figure per ruled row with
   * its label on the right (/apply, round 26: the 2+1 cards broke their labels into ragged centred lines). Prefix and
   * suffix are set smaller, so that „80 Mio. €+“ fits a quarter of the row.
   */
  layout?: 'cards' | 'band' | 'rows'
  /**
   * Rows: every prefix and suffix at 60 % of the figure on its baseline, one gap from the digits whatever the copy's
   * spacing (/apply, session 32 review: „300+“, „85 %“ and „Ø 4“ stood three different ways).
   */
  evenUnits?: boolean
}

// Below 1024 px the rows share their columns (subgrid), so that every label starts where the widest figure ends.
const rowsLayout = {
  list: 'grid grid-cols-[auto_minmax(0,1fr)] gap-x-5 border-b lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none lg:gap-10 lg:border-b-0',
  item: 'col-span-2 grid grid-cols-[subgrid] border-t py-5 lg:col-span-1 lg:flex lg:flex-col lg:gap-2 lg:pb-0 lg:pt-6',
  label: 'col-start-2 row-start-1 self-end font-semibold lg:order-2 lg:self-auto',
  value:
    'col-start-1 row-start-1 row-span-2 self-center whitespace-nowrap text-[3.5rem] font-extrabold leading-none tracking-tight tabular-nums lg:order-1 lg:self-auto',
  description: 'col-start-2 row-start-2 text-sm leading-snug lg:order-3',
}

const affix = 'text-[0.5em] font-bold tracking-normal'
/**
 * Even units: 60 % of the figure, one gap before a suffix and after a prefix; the case forms set „+“ on the height of
 * „%“ and „Ø“ (Inter centres a plain „+“ on the small letters, so it stood lower and looked smaller).
 */
const evenAffix = "text-[0.6em] font-bold tracking-normal [font-feature-settings:'case']"
const evenGap = { prefix: 'mr-[0.15em]', suffix: 'ml-[0.15em]' }

/**
 * Figures that count up from 0 in 50 steps of 30 ms once 30 % of the block is visible. The server HTML
 * carries the final values; reduced motion shows them at once.
 */
/** An odd number of figures: the last one spans both phone columns, and from 1024 px they share one row. */
const oddGrid = 'lg:grid-cols-3 [&>*:last-child]:col-span-2 lg:[&>*:last-child]:col-span-1'

export default function StatsCounter({ items, tone = 'light', layout = 'cards', evenUnits = false }: Props) {
  const ref = useRef<HTMLDListElement>(null)
  const [step, setStep] = useState(COUNTER_STEPS)
  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let timer: ReturnType<typeof setInterval> | undefined
    setStep(0)
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        let current = 0
        timer = setInterval(() => {
          current += 1
          setStep(current)
          if (current >= COUNTER_STEPS) clearInterval(timer)
        }, COUNTER_INTERVAL_MS)
      },
      { threshold: COUNTER_VISIBILITY },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      clearInterval(timer)
    }
  }, [])
  const dark = tone === 'dark'
  const band = layout === 'band'
  const rows = layout === 'rows'
  // Four figures share one row from 768 px only, two rows of two below (round 26: „1.200+“ ran into the rule at 390).
  const wideBand = band && items.length > 3
  const rule = dark ? 'border-white/15' : 'border-ink-200'
  const ink = dark ? 'text-white' : 'text-ink-900'
  const quiet = dark ? 'text-ink-100' : 'text-ink-500'
  if (rows)
    return (
      <dl ref={ref} className={`${rowsLayout.list} ${rule}`} data-stats-counter data-step={step}>
        {items.map((item) => (
          <div key={item.label} className={`${rowsLayout.item} ${rule}`}>
            <dt className={`${rowsLayout.label} ${ink}`}>{item.label}</dt>
            <dd className={`${rowsLayout.value} ${ink}`}>
              <RowFigure item={item} step={step} even={evenUnits} />
            </dd>
            {item.description ? <dd className={`${rowsLayout.description} ${quiet}`}>{item.description}</dd> : null}
          </div>
        ))}
      </dl>
    )
  return (
    <dl
      ref={ref}
      className={
        band
          ? wideBand
            ? 'grid grid-cols-2 gap-y-8 md:grid-cols-4'
            : `grid auto-cols-fr grid-flow-col divide-x ${dark ? 'divide-white/15' : 'divide-ink-200'}`
          : `grid grid-cols-2 gap-4 sm:gap-6 ${items.length % 2 === 1 ? oddGrid : 'lg:grid-cols-4'}`
      }
      data-stats-counter
      data-step={step}
    >
      {items.map((item) => (
        <div
          key={item.label}
          className={
            band
              ? `flex flex-col gap-1 px-2 text-center sm:px-6 ${wideBand ? `${rule} even:border-l md:border-l md:first:border-l-0` : ''}`
              : `flex flex-col gap-1 rounded-3xl p-5 text-center sm:p-6 ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-soft ring-1 ring-ink-200'}`
          }
        >
          <dt
            className={`order-2 font-semibold ${band ? 'text-xs leading-snug hyphens-auto sm:text-sm' : 'text-sm'} ${ink}`}
          >
            {item.label}
          </dt>
          <dd
            className={`order-1 font-extrabold tabular-nums ${band ? 'whitespace-nowrap text-2xl sm:text-4xl' : 'text-3xl sm:text-4xl'} ${ink}`}
          >
            <span data-stat-value>
              {item.prefix ?? ''}
              {formatNumber(counterValue(item.value, step), decimalsOf(item.value))}
              {item.suffix ?? ''}
            </span>
          </dd>
          {item.description ? (
            <dd className={`order-3 text-sm ${band ? 'hidden sm:block' : ''} ${quiet}`}>{item.description}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  )
}

/** A `rows` figure: prefix and suffix smaller; with `even`, both at 60 % and one gap from the digits (see `evenUnits`). */
function RowFigure({ item, step, even }: { item: StatItem; step: number; even: boolean }) {
  const prefix = item.prefix ? (even ? item.prefix.replace(/\u00a0$/, '') : item.prefix) : ''
  const suffix = item.suffix ? (even ? item.suffix.replace(/^\u00a0/, '') : item.suffix) : ''
  return (
    <span data-stat-value>
      {prefix ? <span className={even ? `${evenAffix} ${evenGap.prefix}` : affix}>{prefix}</span> : null}
      {formatNumber(counterValue(item.value, step), decimalsOf(item.value))}
      {suffix ? <span className={even ? `${evenAffix} ${evenGap.suffix}` : affix}>{suffix}</span> : null}
    </span>
  )
}

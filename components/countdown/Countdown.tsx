import { useEffect, useState } from 'react'
import { dateAndTime } from '../../data/event'
import { isOver, minutesLeft, pad, type TimeLeft, timeLeft } from './countdown'

export type CountdownProps = {
  /** ISO instant with offset, e.g. 2025-11-20T00:00:00+01:00. */
  target: string
  /** The server clock's constant offset (PREVIEW_AT): the countdown ticks on the site's clock. */
  clockOffsetMs: number
  label: string
  endedText?: string
  tone?: 'light' | 'dark'
  /** false: days, hours and minutes (rounded up), for a target weeks away where ticking seconds only add noise. */
  seconds?: boolean
  /** `inline`: one line of text („14 Tage · 11 Std. · 56 Min.“) under a form instead of tiles. */
  look?: 'tiles' | 'inline'
  /** `start`: the tiles and the date under them flush left, on phones the tiles across the whole width. */
  align?: 'center' | 'start'
  /**
   * `fit`: the unit names at 10–11 px with tight tracking, so „Sekunden“ keeps 8 px to its tile's edge
   * in a phone card's four columns (review 7.4: it touched the edge at 390 px).
   */
  labels?: 'wide' | 'fit'
  /** `large`: from 640 px 56 px digits in wider tiles, for a countdown that is its band's visual (/early-access). */
  size?: 'default' | 'large'
}

const units = [
  ['days', 'Tage', 'Tage'],
  ['hours', 'Stunden', 'Std.'],
  ['minutes', 'Minuten', 'Min.'],
  ['seconds', 'Sekunden', 'Sek.'],
] as const

/**
 * Days / hours / minutes (/ seconds) to a target. The server renders no clock value (the HTML is cached
 * per timeline phase): it shows the target date and time, and the digits appear once hydrated.
 */
export default function Countdown({
  target,
  clockOffsetMs,
  label,
  endedText,
  tone = 'light',
  seconds = true,
  look = 'tiles',
  align = 'center',
  labels = 'wide',
  size = 'default',
}: CountdownProps) {
  const [left, setLeft] = useState<TimeLeft | undefined>(undefined)
  useEffect(() => {
    const count = seconds ? timeLeft : minutesLeft
    const tick = () => setLeft(count(target, Date.now() + clockOffsetMs))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [target, clockOffsetMs, seconds])
  const shown = seconds ? units : units.slice(0, 3)
  const over = left !== undefined && isOver(left)
  const dark = tone === 'dark'
  const large = size === 'large'
  if (look === 'inline')
    return over && endedText ? (
      <p data-countdown>{endedText}</p>
    ) : (
      <p role="timer" aria-label={label} className="flex flex-wrap items-baseline gap-x-1.5" data-countdown>
        {shown.map(([key, , short], index) => (
          <span key={key} className="whitespace-nowrap">
            {index > 0 ? (
              <span className="mr-1.5" aria-hidden="true">
                ·
              </span>
            ) : null}
            <span data-unit={key} className={`font-bold tabular-nums ${dark ? 'text-white' : 'text-ink-900'}`}>
              {left ? pad(left[key]) : '––'}
            </span>{' '}
            {short}
          </span>
        ))}
      </p>
    )
  return (
    <div
      role="timer"
      aria-label={label}
      className={`flex flex-col gap-3 ${align === 'start' ? 'w-full items-start' : 'items-center'}`}
      data-countdown
    >
      <ol
        className={`grid gap-2 sm:gap-3 ${seconds ? 'grid-cols-4' : 'grid-cols-3'} ${align === 'start' ? 'w-full sm:w-auto' : ''}`}
      >
        {shown.map(([key, name]) => (
          <li
            key={key}
            className={`flex ${labels === 'fit' ? 'min-w-0' : 'min-w-16'} flex-col items-center rounded-2xl px-2 ${large ? 'gap-1 py-3 sm:min-w-28 sm:py-5' : 'py-3 sm:min-w-20'} ${dark ? 'bg-white/10 ring-1 ring-white/15' : 'bg-white shadow-soft ring-1 ring-ink-200'}`}
          >
            <span
              data-unit={key}
              className={`${large ? 'text-3xl font-extrabold tabular-nums sm:text-[3.5rem] sm:leading-none' : 'text-2xl font-extrabold tabular-nums sm:text-4xl'} ${dark ? 'text-white' : 'text-ink-900'}`}
            >
              {left ? pad(left[key]) : '––'}
            </span>
            <span
              className={`${labels === 'fit' ? 'text-[0.625rem] font-medium uppercase tracking-tight sm:text-[0.6875rem]' : 'text-xs font-medium uppercase tracking-wide'} ${dark ? 'text-ink-100' : 'text-ink-500'}`}
            >
              {name}
            </span>
          </li>
        ))}
      </ol>
      <p className={`text-sm font-medium ${dark ? 'text-ink-100' : 'text-ink-600'}`} data-countdown-target>
        {over && endedText ? (
          endedText
        ) : (
          <>
            bis <time dateTime={target}>{dateAndTime(target)}</time>
          </>
        )}
      </p>
    </div>
  )
}

import { type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { tooltipOpenDelay } from './tooltip-timing'

// When any tooltip on the page last closed: re-opening within the skip window is immediate.
let lastClosedAt: number | undefined

type Props = {
  /** Visible text of the trigger button. */
  label: string
  icon?: ReactNode
  children: ReactNode
  className?: string
}

/**
 * An accessible tooltip (WAI-ARIA tooltip pattern, WCAG 1.4.13): a real button described by the
 * tooltip; opens after a delay on hover and on focus, at once on a tap or click; stays open while the
 * pointer is over it; Escape closes it.
 */
export function Tooltip({ label, icon, children, className = '' }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const openRef = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const setOpenState = (next: boolean) => {
    if (openRef.current && !next) lastClosedAt = Date.now()
    openRef.current = next
    setOpen(next)
  }
  const cancel = () => {
    clearTimeout(timer.current)
    timer.current = undefined
  }
  const show = () => {
    cancel()
    if (openRef.current) return
    const delay = tooltipOpenDelay(Date.now(), lastClosedAt)
    if (delay === 0) setOpenState(true)
    else timer.current = setTimeout(() => setOpenState(true), delay)
  }
  const hide = () => {
    cancel()
    if (openRef.current) setOpenState(false)
  }
  // Touch has no hover: a tap opens the tooltip (click), another tap or a tap elsewhere closes it.
  const isMouse = (event: PointerEvent) => event.pointerType !== 'touch'

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  })
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <div
      className={`relative inline-flex ${className}`}
      onPointerEnter={(event) => isMouse(event) && show()}
      onPointerLeave={(event) => isMouse(event) && hide()}
      data-tooltip-root
    >
      <button
        type="button"
        aria-describedby={id}
        onFocus={show}
        onBlur={hide}
        onClick={() => {
          cancel()
          setOpenState(!openRef.current)
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-50"
      >
        {icon}
        {label}
      </button>
      {/* The top padding bridges the gap to the button, so the pointer can move onto the tooltip. */}
      <div
        role="tooltip"
        id={id}
        hidden={!open}
        className="absolute left-0 top-full z-30 w-72 max-w-[calc(100vw-2.5rem)] pt-2"
      >
        <div className="rounded-2xl bg-ink-900 p-4 text-left text-sm text-white shadow-lift">{children}</div>
      </div>
    </div>
  )
}

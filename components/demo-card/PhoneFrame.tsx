import type { ReactNode } from 'react'

/**
 * The card drawn as a phone: dark bezel with side keys, rounded screen in 9:16, a camera pill and a
 * status bar, a soft pink glow behind it. A light outline keeps the bezel visible on the ink sections too.
 */
export function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate rounded-[2.9rem] bg-ink-950 p-2.5 shadow-lift ring-1 ring-ink-700/60">
      {/* The glow as a radial gradient that fades out inside its own box (round 25: a 64 px blur was cut off square
          at its filter's edge and at the section's bottom). */}
      <span
        className="absolute -inset-x-16 -inset-y-12 -z-10 bg-[radial-gradient(closest-side,rgb(214_31_118/0.3),rgb(157_43_201/0.22)_66%,rgb(124_58_237/0.08)_84%,transparent)]"
        aria-hidden="true"
      />
      <span className="absolute top-28 -left-[3px] h-9 w-[3px] rounded-l bg-ink-700" aria-hidden="true" />
      <span className="absolute top-40 -left-[3px] h-14 w-[3px] rounded-l bg-ink-700" aria-hidden="true" />
      <span className="absolute top-32 -right-[3px] h-20 w-[3px] rounded-r bg-ink-700" aria-hidden="true" />
      <div
        className="pointer-events-none absolute inset-[3px] rounded-[2.75rem] ring-1 ring-white/10"
        aria-hidden="true"
      />
      {children}
    </div>
  )
}

/** Clock, camera pill and signal / Wi-Fi / battery over the top of the screen (decorative). */
/** The signal indicator's four bars, shortest first. */
const signalBarHeights = ['h-1', 'h-1.5', 'h-2', 'h-2.5']

export function StatusBar({ dark }: { dark: boolean }) {
  return (
    <div
      className={`pointer-events-none absolute inset-x-0 top-0 z-30 flex h-9 items-center justify-between px-6 text-[0.8rem] font-semibold transition-colors ${dark ? 'text-ink-900' : 'text-white'}`}
      aria-hidden="true"
    >
      <span className="tabular-nums">9:41</span>
      <span className="absolute top-2 left-1/2 h-6 w-24 -translate-x-1/2 rounded-full bg-black" />
      <span className="flex items-end gap-1.5">
        <span className="flex h-2.5 items-end gap-[2px]">
          {signalBarHeights.map((height) => (
            <span key={height} className={`${height} w-[3px] rounded-sm bg-current`} />
          ))}
        </span>
        <span className="flex h-2.5 w-5 items-center rounded-[3px] p-[1.5px] ring-1 ring-current">
          <span className="h-full w-3/4 rounded-[1px] bg-current" />
        </span>
      </span>
    </div>
  )
}

import type { ReactNode } from 'react'

/** A row of buttons: stacked at full width on phones, side by side from 640 px (wrapping where they do not fit). */
export function Actions({ children, centred = false }: { children: ReactNode; centred?: boolean }) {
  return (
    <div className={`flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap ${centred ? 'justify-center' : ''}`}>
      {children}
    </div>
  )
}

import type { ReactNode } from 'react'

type Props = {
  /** The icon (`i-lucide-map-pin`); it takes the size of small text, its colour from the line. */
  icon: string
  /** `p` where the fact stands as a line of its own, `span` inside a row of facts. */
  as?: 'p' | 'span'
  /** Place, size and colour of the line where it differs from the surrounding text (`mt-auto text-sm`). */
  className?: string
  children: ReactNode
}

/** A small fact about a startup or a person with its icon before it: city, founders, location. */
export function MetaItem({ icon, as: Box = 'span', className = '', children }: Props) {
  return (
    <Box className={`inline-flex items-center gap-1 ${className}`}>
      <span className={`${icon} text-sm`} aria-hidden="true" />
      {children}
    </Box>
  )
}

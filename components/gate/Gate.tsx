import type { ReactNode } from 'react'
import { usePageContext } from '../PageContext'
import { GateScreen } from './GateScreen'

/**
 * Wraps a gated page's content. The server decides (server/plugins/gates.ts): until the right passphrase
 * was posted, only the password screen is rendered and the content never reaches the HTML.
 */
export function Gate({ children }: { children: ReactNode }) {
  const { gate } = usePageContext()
  if (!gate?.unlocked) return <GateScreen />
  return <>{children}</>
}

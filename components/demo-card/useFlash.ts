import { useCallback, useEffect, useState } from 'react'

const FLASH_MS = 2000

export type Flash = { text: string; kind: 'like' | 'share' | 'request'; id: number }

/** A short confirmation (watchlist, copied link) that disappears after 2 seconds; a new one restarts the timer. */
export function useFlash(): [Flash | null, (text: string, kind: Flash['kind']) => void] {
  const [flash, setFlash] = useState<Flash | null>(null)
  useEffect(() => {
    if (!flash) return
    const timer = setTimeout(() => setFlash(null), FLASH_MS)
    return () => clearTimeout(timer)
  }, [flash])
  const show = useCallback(
    (text: string, kind: Flash['kind']) => setFlash((previous) => ({ text, kind, id: (previous?.id ?? 0) + 1 })),
    [],
  )
  return [flash, show]
}

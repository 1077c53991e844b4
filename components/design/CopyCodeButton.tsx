import { useEffect, useState } from 'react'

const COPIED_MS = 2000

/**
 * Copies a code sample: an icon button in the sample's corner, named for screen readers; "Code kopiert!" shows
 * beside it for 2 seconds (announced).
 */
export default function CopyCodeButton({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <div className="relative flex">
      {/* Over the code's first line while it shows, on its own ground; empty (and without a box) otherwise. */}
      <span
        role="status"
        className="absolute right-full top-1/2 mr-2 -translate-y-1/2 whitespace-nowrap rounded-md bg-ink-800 px-2 py-1 text-xs font-semibold text-mint-200 empty:p-0"
      >
        {copied ? 'Code kopiert!' : ''}
      </span>
      <button
        type="button"
        onClick={copy}
        title="Kopieren"
        aria-label={`Code kopieren: ${label}`}
        className="flex h-9 w-9 items-center justify-center rounded-lg bg-ink-950 text-base text-ink-300 ring-1 ring-white/15 transition-colors hover:bg-ink-800 hover:text-white"
      >
        <span className={copied ? 'i-lucide-check text-mint-200' : 'i-lucide-copy'} aria-hidden="true" />
      </button>
    </div>
  )
}

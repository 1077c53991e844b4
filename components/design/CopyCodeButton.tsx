import { useEffect, useState } from 'react'

const COPIED_MS = 2000

/** Copies a code sample; "Code kopiert!" shows for 2 seconds (announced to screen readers). */
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
    <div className="flex items-center gap-3">
      <button type="button" onClick={copy} className="btn-dark btn-sm" aria-label={`Code kopieren: ${label}`}>
        <span className={copied ? 'i-lucide-check' : 'i-lucide-copy'} aria-hidden="true" />
        Kopieren
      </button>
      <span role="status" className="text-sm font-semibold text-mint-700">
        {copied ? 'Code kopiert!' : ''}
      </span>
    </div>
  )
}

// Shows the floating community pill 3 s after load, unless it was dismissed within the last 24 h.
const PILL_STORAGE_KEY = 'wa_pill_dismissed'
const PILL_DELAY_MS = 3000
export const PILL_DISMISS_MS = 24 * 60 * 60 * 1000

export function pillDismissedRecently(stored: string | null, now: number): boolean {
  const at = Number(stored)
  return stored !== null && Number.isFinite(at) && now - at >= 0 && now - at < PILL_DISMISS_MS
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(PILL_STORAGE_KEY)
  } catch {
    return null
  }
}

function enhance() {
  const pill = document.getElementById('community-pill')
  if (!pill || pillDismissedRecently(readStorage(), Date.now())) return
  pill.querySelector('[data-pill-dismiss]')?.addEventListener('click', () => {
    pill.hidden = true
    try {
      localStorage.setItem(PILL_STORAGE_KEY, String(Date.now()))
    } catch {
      // Private mode: the pill simply comes back on the next visit.
    }
  })
  setTimeout(() => {
    pill.hidden = false
  }, PILL_DELAY_MS)
}

if (typeof document !== 'undefined') enhance()

/** Two-letter initials of a name ("Lea Hoffmann" → "LH", "Mara" → "MA"). */
export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
  if (parts.length === 0) return '?'
  const first = parts[0] ?? ''
  if (parts.length === 1) return first.slice(0, 2).toLocaleUpperCase('de-DE')
  const last = parts[parts.length - 1] ?? ''
  return `${first[0] ?? ''}${last[0] ?? ''}`.toLocaleUpperCase('de-DE')
}

export const avatarUrl = (name: string, size = 160) => `/api/avatar?name=${encodeURIComponent(name)}&size=${size}`

/*
 * Share button of the demo card: the device's share sheet where there is one, else the page
 * link goes to the clipboard with the confirmation „Link kopiert!“. A share sheet the visitor closes is
 * not a failure and copies nothing.
 */

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

export type ShareTarget = { title: string; text: string; url: string }

export type ShareNavigator = {
  share?: (data: ShareTarget) => Promise<void>
  canShare?: (data: ShareTarget) => boolean
  clipboard?: { writeText: (text: string) => Promise<void> }
}

export async function shareOrCopy(target: ShareTarget, nav: ShareNavigator): Promise<ShareOutcome> {
  if (nav.share && (nav.canShare?.(target) ?? true)) {
    try {
      await nav.share(target)
      return 'shared'
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled'
      // share failed for another reason (not allowed, unsupported data): copy instead
    }
  }
  try {
    if (!nav.clipboard) return 'failed'
    await nav.clipboard.writeText(target.url)
    return 'copied'
  } catch {
    return 'failed'
  }
}

/** German confirmation for each outcome; nothing to say when the share sheet did its job or was closed. */
export function shareMessage(outcome: ShareOutcome, url: string): string | null {
  if (outcome === 'copied') return 'Link kopiert!'
  if (outcome === 'failed') return `Link: ${url}`
  return null
}

/** Old browsers without the async clipboard: copy through a temporary text field. */
export function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.className = 'sr-only'
  document.body.append(field)
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    field.remove()
  }
}

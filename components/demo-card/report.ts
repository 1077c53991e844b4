/*
 * Video problems of the demo card are reported to our own endpoint (server/plugins/client-events.ts),
 * which logs them; the visitor sees the poster and the play button instead. Each problem is sent once
 * per page view so a broken file does not flood the rate-limited endpoint.
 */

export type VideoEventType = 'video-load-error' | 'video-play-error'

export type VideoEvent = {
  type: VideoEventType
  startupId: string
  message: string
  src: string
  page: string
}

const MEDIA_ERRORS: Record<number, string> = {
  1: 'MEDIA_ERR_ABORTED',
  2: 'MEDIA_ERR_NETWORK',
  3: 'MEDIA_ERR_DECODE',
  4: 'MEDIA_ERR_SRC_NOT_SUPPORTED',
}

/** A readable message for a MediaError (its message is often empty): "MEDIA_ERR_NETWORK: …". */
export function mediaErrorMessage(error: { code: number; message?: string } | null | undefined): string {
  if (!error) return 'unknown media error'
  const name = MEDIA_ERRORS[error.code] ?? `MEDIA_ERR_${error.code}`
  return error.message ? `${name}: ${error.message}` : name
}

/** The endpoint's limits (message ≤ 500, src ≤ 500, page ≤ 200 characters) applied before sending. */
export function videoEventBody(event: VideoEvent): string {
  return JSON.stringify({
    type: event.type,
    startupId: event.startupId.slice(0, 64),
    message: event.message.slice(0, 500),
    src: event.src.slice(0, 500),
    page: event.page.slice(0, 200),
  })
}

const sent = new Set<string>()

/** Sends the event with sendBeacon (fetch with keepalive where it is missing); once per type, startup and source. */
export function reportVideoEvent(event: VideoEvent): void {
  const key = `${event.type}|${event.startupId}|${event.src}`
  if (sent.has(key)) return
  sent.add(key)
  const body = videoEventBody(event)
  try {
    if (navigator.sendBeacon?.('/api/client-events', body)) return
  } catch {
    // fall through to fetch
  }
  void fetch('/api/client-events', {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain' },
  }).catch(() => {})
}

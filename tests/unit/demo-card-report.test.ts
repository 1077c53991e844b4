import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaErrorMessage, reportVideoEvent, videoEventBody } from '../../components/demo-card/report'
import { clientEventSchema } from '../../server/plugins/client-events'

const event = {
  type: 'video-load-error' as const,
  startupId: 'fristwerk',
  message: 'MEDIA_ERR_NETWORK',
  src: 'http://127.0.0.1/media/pitches/fristwerk.mp4',
  page: '/',
}

afterEach(() => vi.unstubAllGlobals())

describe('mediaErrorMessage', () => {
  it('names the MediaError code and keeps the browser message', () => {
    expect(mediaErrorMessage({ code: 2, message: '' })).toBe('MEDIA_ERR_NETWORK')
    expect(mediaErrorMessage({ code: 4, message: 'Format error' })).toBe('MEDIA_ERR_SRC_NOT_SUPPORTED: Format error')
    expect(mediaErrorMessage({ code: 9 })).toBe('MEDIA_ERR_9')
    expect(mediaErrorMessage(null)).toBe('unknown media error')
  })
})

describe('videoEventBody', () => {
  it('is accepted by the endpoint schema, also for overlong values', () => {
    expect(clientEventSchema.parse(JSON.parse(videoEventBody(event)))).toEqual(event)
    const long = {
      ...event,
      startupId: 'x'.repeat(100),
      message: 'm'.repeat(900),
      src: 's'.repeat(900),
      page: `/${'p'.repeat(300)}`,
    }
    const parsed = clientEventSchema.parse(JSON.parse(videoEventBody(long)))
    expect(parsed.message).toHaveLength(500)
    expect(parsed.page).toHaveLength(200)
  })
})

describe('reportVideoEvent', () => {
  it('sends each problem once with sendBeacon, falling back to fetch', () => {
    const sendBeacon = vi.fn(() => true)
    vi.stubGlobal('navigator', { sendBeacon })
    reportVideoEvent(event)
    reportVideoEvent(event)
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    expect(sendBeacon).toHaveBeenCalledWith('/api/client-events', videoEventBody(event))

    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('navigator', { sendBeacon: () => false })
    vi.stubGlobal('fetch', fetch)
    reportVideoEvent({ ...event, type: 'video-play-error' })
    expect(fetch).toHaveBeenCalledWith(
      '/api/client-events',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    )
  })
})

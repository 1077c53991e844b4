import { type RefObject, useEffect, useRef } from 'react'
import { mediaErrorMessage, reportVideoEvent, type VideoEventType } from './report'
import type { Startup } from './types'

type Props = {
  startup: Startup
  /** Whether the video should run now: the visitor wants it, the card is in view and the pitch is shown. */
  shouldPlay: boolean
  muted: boolean
  /** An unmuted play() was refused and the muted retry worked. */
  onAutoMuted: () => void
  /** Playback failed for good (shows the play button). */
  onPlayFailed: () => void
  onToggle: () => void
  /** The thin bar over the video's top that shows how far the pitch has run (its scale is set here, no render). */
  progressRef: RefObject<HTMLSpanElement | null>
}

const report = (type: VideoEventType, startup: Startup, video: HTMLVideoElement, message: string) =>
  reportVideoEvent({
    type,
    startupId: startup.id,
    message,
    src: video.currentSrc || startup.videoUrl,
    page: location.pathname,
  })

/**
 * The pitch video. React does not reliably write `muted`, and phones refuse to autoplay without it, so
 * muted, playsinline and autoplay are set on the element itself before every play().
 */
export function PitchVideo({ startup, shouldPlay, muted, onAutoMuted, onPlayFailed, onToggle, progressRef }: Props) {
  const ref = useRef<HTMLVideoElement>(null)

  // A load error from before hydration is not replayed by React: look once on mount.
  useEffect(() => {
    const video = ref.current
    if (video?.error) report('video-load-error', startup, video, mediaErrorMessage(video.error))
  }, [startup])

  useEffect(() => {
    const video = ref.current
    if (!video) return
    video.muted = muted
    video.defaultMuted = muted
    video.toggleAttribute('muted', muted)
    video.playsInline = true
    // Not HTML attributes (the validator rejects them), so set as properties: the card is the player.
    video.disablePictureInPicture = true
    ;(video as HTMLVideoElement & { disableRemotePlayback: boolean }).disableRemotePlayback = true
    video.setAttribute('playsinline', '')
    video.setAttribute('webkit-playsinline', '')
    video.autoplay = true
    if (!shouldPlay) {
      video.pause()
      return
    }
    let current = true
    video.play().catch(async (error: unknown) => {
      const name = error instanceof Error ? error.name : ''
      // pause() or a new source interrupted play(): expected, nothing failed.
      if (!current || name === 'AbortError') return
      let failure = error
      if (name === 'NotAllowedError' && !video.muted) {
        video.muted = true
        video.setAttribute('muted', '')
        try {
          await video.play()
          onAutoMuted()
          return
        } catch (retryError) {
          failure = retryError
        }
      }
      if (!current) return
      onPlayFailed()
      const failureName = failure instanceof Error ? failure.name : ''
      // A refused muted autoplay (battery saver, site setting) is a browser policy, and a source that failed
      // to load is reported by onError already.
      if (failureName === 'NotAllowedError' || video.error) return
      report(
        'video-play-error',
        startup,
        video,
        failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure),
      )
    })
    return () => {
      current = false
    }
  }, [startup, shouldPlay, muted, onAutoMuted, onPlayFailed])

  return (
    <video
      ref={ref}
      key={startup.id}
      src={startup.videoUrl}
      poster={startup.posterUrl}
      preload="metadata"
      loop
      muted
      playsInline
      aria-label={`Video-Pitch von ${startup.name}`}
      className="absolute inset-0 h-full w-full bg-ink-950 object-cover"
      onClick={onToggle}
      onTimeUpdate={(event) => {
        const { currentTime, duration } = event.currentTarget
        const bar = progressRef.current
        if (!bar || !(duration > 0)) return
        // Glides forward between updates (about four a second); jumps back at once when the loop starts over.
        const share = currentTime / duration
        bar.style.transitionDuration = share < Number(bar.dataset.share ?? 0) ? '0s' : ''
        bar.dataset.share = String(share)
        bar.style.transform = `scaleX(${share.toFixed(4)})`
      }}
      onError={(event) =>
        report('video-load-error', startup, event.currentTarget, mediaErrorMessage(event.currentTarget.error))
      }
      data-pitch-video={startup.id}
    />
  )
}

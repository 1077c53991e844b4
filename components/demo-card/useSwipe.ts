import { type TouchEvent, useEffect, useRef } from 'react'
import { followTouch, type SwipeDirection, shouldIgnoreTouch } from './swipe'

/**
 * Touch handling for the card: one finger, not starting on a button or link, not while the profile is
 * open. The card has touch-action: pan-y, so vertical page scrolling keeps working. The gesture is
 * followed on the element the finger went down on (see followTouch), and the latest callback and profile
 * state are read when it ends, so no re-render in between can drop or misdirect it.
 */
export function useSwipe(profileOpen: boolean, onSwipe: (direction: SwipeDirection) => void) {
  const latest = useRef({ profileOpen, onSwipe })
  latest.current = { profileOpen, onSwipe }
  const stop = useRef<(() => void) | null>(null)
  useEffect(() => () => stop.current?.(), [])
  return {
    onTouchStart(event: TouchEvent) {
      stop.current?.()
      stop.current = null
      const target = event.target as Element
      if (shouldIgnoreTouch({ startedOnButton: !!target.closest?.('button, a'), profileOpen })) return
      stop.current = followTouch(target, event.nativeEvent, (direction) => {
        if (!latest.current.profileOpen) latest.current.onSwipe(direction)
      })
    },
  }
}

import { type TouchEvent, useRef } from 'react'
import { beginSwipe, endSwipe, moveSwipe, type SwipeDirection, type SwipeTrack, shouldIgnoreTouch } from './swipe'

/**
 * Touch handlers for the card: one finger, not starting on a button or link, not while the profile is
 * open. The card has touch-action: pan-y, so vertical page scrolling keeps working.
 */
export function useSwipe(profileOpen: boolean, onSwipe: (direction: SwipeDirection) => void) {
  const track = useRef<SwipeTrack | null>(null)
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0]
      const target = event.target as Element
      const ignored = shouldIgnoreTouch({ startedOnButton: !!target.closest?.('button, a'), profileOpen })
      track.current =
        event.touches.length === 1 && touch && !ignored
          ? beginSwipe(touch.clientX, touch.clientY, event.timeStamp)
          : null
    },
    onTouchMove(event: TouchEvent) {
      const touch = event.touches[0]
      if (!track.current || !touch) return
      if (event.touches.length > 1) track.current = null
      else track.current = moveSwipe(track.current, touch.clientX, touch.clientY)
    },
    onTouchEnd(event: TouchEvent) {
      const touch = event.changedTouches[0]
      const current = track.current
      track.current = null
      if (!current || !touch || profileOpen) return
      const direction = endSwipe(current, touch.clientX, touch.clientY, event.timeStamp)
      if (direction) onSwipe(direction)
    },
    onTouchCancel() {
      track.current = null
    },
  }
}

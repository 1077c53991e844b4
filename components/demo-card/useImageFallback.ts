import { useCallback } from 'react'

/**
 * A ref for an <img> that calls onFail when the image already failed before hydration (React does not
 * replay that error event); later failures arrive through the element's onError.
 */
export function useImageFallback(onFail: () => void) {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.loading !== 'lazy') onFail()
    },
    [onFail],
  )
}

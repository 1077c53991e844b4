// Fallback chain for people's photos: the photo, then our generated avatar, then plain initials.
function fail(img: HTMLImageElement) {
  const avatar = img.dataset.fallbackAvatar
  if (avatar && img.getAttribute('src') !== avatar) {
    img.src = avatar
    return
  }
  img.hidden = true
  const initials = img.parentElement?.querySelector<HTMLElement>('[data-initials]')
  if (initials) initials.hidden = false
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target instanceof HTMLImageElement && target.dataset.fallbackAvatar) fail(target)
    },
    true,
  )
  // Images that failed before this script ran.
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback-avatar]')) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('loading') !== 'lazy') fail(img)
  }
}

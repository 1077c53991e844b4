// The press teaser: with JavaScript the poster shows our play button instead of the browser's grey control
// bar; the first press starts the video (muted, it has no sound) and hands over to the browser's controls.
export function enhanceTeaser(root: HTMLElement) {
  const video = root.querySelector('video')
  const play = root.querySelector<HTMLButtonElement>('[data-teaser-play]')
  if (!video || !play) return
  video.controls = false
  play.classList.replace('hidden', 'flex')
  play.addEventListener('click', () => {
    play.classList.replace('flex', 'hidden')
    video.controls = true
    video.muted = true
    video.focus()
    void video.play().catch(() => {
      // A refused play leaves the browser's own controls to try again.
    })
  })
}

for (const root of document.querySelectorAll<HTMLElement>('[data-teaser]')) enhanceTeaser(root)

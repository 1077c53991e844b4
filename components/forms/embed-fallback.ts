// Loads the form provider's embed script; when it fails to load or defines no global, each frame gets its
// source set directly, so the form appears wherever the provider can be reached. The frame is shown once
// the form inside reports itself loaded (the provider's "Tally.FormLoaded" message); a frame that loaded
// without that report within a few seconds shows an error page, and the placeholder says the form is
// unavailable instead.
type ProviderGlobal = { loadEmbeds?: () => void }

/** How long a loaded frame may stay silent before the form counts as unavailable. */
const SILENT_FRAME_MS = 6000

function setFrameSources(root: ParentNode) {
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe[data-tally-src]')) {
    if (!frame.getAttribute('src')) frame.src = frame.dataset.tallySrc ?? ''
  }
}

function loadEmbeds(container: HTMLElement) {
  const src = container.dataset.script
  const fallback = () => setFrameSources(document)
  if (!src) return fallback()
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.onload = () => {
    const provider = (window as unknown as { Tally?: ProviderGlobal }).Tally
    if (provider?.loadEmbeds) provider.loadEmbeds()
    else fallback()
  }
  script.onerror = fallback
  document.head.append(script)
}

function watchFrame(container: HTMLElement) {
  const frame = container.querySelector('iframe')
  if (!frame) return
  const provider = new URL(frame.dataset.tallySrc ?? '', location.href).origin
  let silence: ReturnType<typeof setTimeout> | undefined
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== provider || typeof event.data !== 'string') return
    if (!event.data.includes('Tally.FormLoaded')) return
    clearTimeout(silence)
    container.dataset.state = 'ready'
  }
  window.addEventListener('message', onMessage)
  frame.addEventListener('load', () => {
    if (!frame.getAttribute('src') || container.dataset.state === 'ready') return
    clearTimeout(silence)
    silence = setTimeout(() => {
      if (container.dataset.state !== 'ready') container.dataset.state = 'failed'
    }, SILENT_FRAME_MS)
  })
}

const container = document.querySelector<HTMLElement>('[data-embed-form]')
if (container) {
  watchFrame(container)
  loadEmbeds(container)
}

export {}

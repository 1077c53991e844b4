// Loads the form provider's embed script; when it fails to load or defines no global, each frame gets
// its source set directly (the spec's fallback), so the form always appears.
type ProviderGlobal = { loadEmbeds?: () => void }

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

const container = document.querySelector<HTMLElement>('[data-embed-form]')
if (container) loadEmbeds(container)

export {}

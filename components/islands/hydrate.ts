import { type HydrationStrategy, type IslandName, islandLoaders } from './registry'

async function hydrate(element: HTMLElement) {
  const name = element.dataset.island as IslandName
  const loader = islandLoaders[name]
  // Unknown name: fails loudly (an uncaught error in the console, which the browser tests catch).
  if (!loader) throw new Error(`Unbekannte Insel: ${name}`)
  const props = JSON.parse(element.dataset.props ?? '{}')
  // 'loading' until React has committed the island ('true', set by mount.ts): a check that finds an island
  // unhydrated can tell one never scheduled (no mark) from one whose code or hydration never finished.
  element.dataset.hydrated = 'loading'
  const [{ mountIsland }, module] = await Promise.all([import('./mount'), loader()])
  mountIsland(element, module.default, props)
}

const idle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200)

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel', 'focusin'] as const
/** Quiet time after the load event before 'interaction' islands hydrate anyway. */
const INTERACTION_FALLBACK_MS = 4000

function onIntent(run: () => void) {
  let done = false
  const once = () => {
    if (done) return
    done = true
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, true)
    run()
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, once, { capture: true, passive: true })
  const fallback = () => setTimeout(() => idle(once), INTERACTION_FALLBACK_MS)
  if (document.readyState === 'complete') fallback()
  else window.addEventListener('load', fallback, { once: true })
}

function schedule(element: HTMLElement, when: HydrationStrategy, observer: () => IntersectionObserver) {
  if (when === 'load') void hydrate(element)
  else if (when === 'idle') idle(() => void hydrate(element))
  else if (when === 'interaction') onIntent(() => void hydrate(element))
  else observer().observe(element)
}

if (typeof document !== 'undefined') {
  let visibleObserver: IntersectionObserver | undefined
  const observer = () => {
    visibleObserver ??= new IntersectionObserver(
      (entries, io) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          io.unobserve(entry.target)
          void hydrate(entry.target as HTMLElement)
        }
      },
      { rootMargin: '200px 0px' },
    )
    return visibleObserver
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    schedule(element, (element.dataset.when as HydrationStrategy) ?? 'visible', observer)
  }
}

import { type HydrationStrategy, type IslandName, islandLoaders } from './registry'

async function hydrate(element: HTMLElement) {
  const name = element.dataset.island as IslandName
  const loader = islandLoaders[name]
  if (!loader) {
    console.error(`Unbekannte Insel: ${name}`)
    return
  }
  const props = JSON.parse(element.dataset.props ?? '{}')
  const [{ mountIsland }, module] = await Promise.all([import('./mount'), loader()])
  mountIsland(element, module.default, props)
  element.dataset.hydrated = 'true'
}

const idle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200)

function schedule(element: HTMLElement, when: HydrationStrategy, observer: () => IntersectionObserver) {
  if (when === 'load') void hydrate(element)
  else if (when === 'idle') idle(() => void hydrate(element))
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

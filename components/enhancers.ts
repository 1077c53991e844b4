// Page-specific vanilla enhancers, loaded only when their markup is on the page.
const enhancers: [selector: string, load: () => Promise<unknown>][] = [
  ['[data-embed-form]', () => import('./forms/embed-fallback')],
  ['[data-gate-form]', () => import('./gate/gate-form')],
  ['[data-signup-form]', () => import('./forms/signup-form')],
]

if (typeof document !== 'undefined') {
  for (const [selector, load] of enhancers) if (document.querySelector(selector)) void load()
}

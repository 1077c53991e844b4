// Page-specific vanilla enhancers, loaded only when their markup is on the page: [module file name,
// selector, loader]. The name lets the size budget resolve each one in Vite's manifest (scripts/size.ts).
export const enhancers: [name: string, selector: string, load: () => Promise<unknown>][] = [
  ['embed-fallback', '[data-embed-form]', () => import('./forms/embed-fallback')],
  ['gate-form', '[data-gate-form]', () => import('./gate/gate-form')],
  ['rail-dots', '[data-rail-dots]', () => import('./sections/rail-dots')],
  ['signup-form', '[data-signup-form]', () => import('./forms/signup-form')],
  ['teaser-player', '[data-teaser]', () => import('./media/teaser-player')],
  ['toc-follow', '[data-toc]', () => import('./design/toc-follow')],
]

if (typeof document !== 'undefined') {
  for (const [, selector, load] of enhancers) if (document.querySelector(selector)) void load()
}

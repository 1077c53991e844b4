import { type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'

/** Loaded only on pages that contain an island: React lives in this chunk, not in the page's entry. */
// biome-ignore lint/suspicious/noExplicitAny: props were checked where the island was placed on the page
export function mountIsland(element: HTMLElement, Component: ComponentType<any>, props: object) {
  hydrateRoot(element, createElement(Component, props), {
    onRecoverableError: (error) => console.error('Hydration:', error),
  })
}

import { type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'

/** Loaded only on pages that contain an island: React lives in this chunk, not in the page's entry. */
export function mountIsland(element: HTMLElement, Component: ComponentType<object>, props: object) {
  hydrateRoot(element, createElement(Component, props), {
    onRecoverableError: (error) => console.error('Hydration:', error),
  })
}

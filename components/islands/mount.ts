import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'

/** Marks the island hydrated once React has committed it (tests and the client-events log read the mark). */
function Hydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true'
  }, [element])
  return children
}

/**
 * Loaded only on pages that contain an island: React lives in this chunk, not in the page's entry.
 * Hydration runs as a transition, so React works in slices of a few milliseconds and yields to the browser
 * in between (no long task on a slow phone); a click on the island before it is done makes React finish
 * that hydration at once and replay the click.
 */
// biome-ignore lint/suspicious/noExplicitAny: props were checked where the island was placed on the page
export function mountIsland(element: HTMLElement, Component: ComponentType<any>, props: object) {
  startTransition(() => {
    hydrateRoot(element, createElement(Hydrated, { element }, createElement(Component, props)), {
      onRecoverableError: (error) => console.error('Hydration:', error),
    })
  })
}

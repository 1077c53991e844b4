import type { ComponentType } from 'react'
import type { HydrationStrategy, IslandName } from './registry'

type Props<P extends object> = {
  /** The registry name under which the hydrator finds the component's chunk. */
  name: IslandName
  component: ComponentType<P>
  props: P
  when?: HydrationStrategy
  className?: string
}

/**
 * Renders an interactive component on the server inside a marked element; the client hydrator
 * (hydrate.ts) loads its chunk and hydrates it with the same JSON props. Props must be plain JSON.
 */
export function Island<P extends object>({ name, component: Component, props, when = 'visible', className }: Props<P>) {
  return (
    <div data-island={name} data-when={when} data-props={JSON.stringify(props)} className={className}>
      <Component {...props} />
    </div>
  )
}

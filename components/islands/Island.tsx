import type { ComponentProps, ComponentType } from 'react'
import type { HydrationStrategy, IslandNameOf } from './registry'

// biome-ignore lint/suspicious/noExplicitAny: the bound of any component; Props<C> types the rest from C
type Props<C extends ComponentType<any>> = {
  /**
   * The registry name under which the hydrator finds the component's chunk: a type error unless it is the
   * name whose module exports `component` (components/islands/registry.ts).
   */
  name: IslandNameOf<C>
  component: C
  props: ComponentProps<C>
  when?: HydrationStrategy
  className?: string
}

/**
 * Renders an interactive component on the server inside a marked element; the client hydrator
 * (hydrate.ts) loads its chunk and hydrates it with the same JSON props. Props must be plain JSON.
 */
// biome-ignore lint/suspicious/noExplicitAny: see Props
export function Island<C extends ComponentType<any>>({
  name,
  component: Component,
  props,
  when = 'visible',
  className,
}: Props<C>) {
  return (
    <div data-island={name} data-when={when} data-props={JSON.stringify(props)} className={className}>
      <Component {...props} />
    </div>
  )
}

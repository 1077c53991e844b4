import { preload } from 'react-dom'
import { angelRegistrationUrl } from '../../data/links'
import { type StartupId, startupsLedBy } from '../../data/startups'
import { Island } from '../islands/Island'
import type { HydrationStrategy } from '../islands/registry'
import { useLinks } from '../PageContext'
import DemoCard from './DemoCard'
import type { DemoCardVariant } from './types'

export type { DemoCardVariant }

/**
 * The startup demo card on a page: rendered on the server with its lead startup's poster, name, badge
 * and score in the card's final size, hydrated when it comes near the viewport.
 */
export function DemoCardBlock({
  variant = 'default',
  when = 'visible',
  lead,
}: {
  variant?: DemoCardVariant
  /** The pitch the card opens with (the others follow in their order); the first sample startup if not given. */
  lead?: StartupId
  /** 'interaction' for a card in the first screen: its server HTML shows the poster; hydration waits for intent. */
  when?: HydrationStrategy
}) {
  const links = useLinks()
  const startups = startupsLedBy(lead)
  // The lead's poster is often the largest image in view: let the browser fetch it with the document.
  preload(startups[0].posterUrl, { as: 'image' })
  return (
    <Island
      name="DemoCard"
      component={DemoCard}
      when={when}
      props={{ startups, variant, angelRegistrationUrl: angelRegistrationUrl(links) }}
    />
  )
}

import type React from 'react'
import type { ExternalLinks } from '../data/links'
import type { TimelineState } from '../data/timeline'

export type GateState = {
  name: 'jury' | 'scouts'
  unlocked: boolean
  error?: 'wrong' | 'unconfigured' | 'rate-limited'
}

declare global {
  namespace Vike {
    interface PageContext {
      Page?: () => React.JSX.Element
      /** Set by the server for every request: the configured external addresses. */
      links: ExternalLinks
      /** Absolute origin used for canonical links and Open Graph URLs. */
      siteUrl: string
      /** Where the event timeline stands (server clock, PREVIEW_AT): pages render from this, never the clock. */
      time: TimelineState
      /** Constant offset of the server clock against real time; ticking islands add it to Date.now(). */
      clockOffsetMs: number
      /** Present on gated pages. */
      gate?: GateState
      /** The path the visitor asked for when it differs from the rendered page (aliases). */
      requestedPath?: string
      /** Icon stylesheet of this page and of the error pages (production builds). */
      iconStylesheets?: { page?: string; error?: string }
      /** Tests only (buildApp faultInjection): makes this render throw. */
      injectRenderFault?: boolean
    }
  }
}

import type React from 'react'
import type { GateState } from '../data/gates'
import type { ExternalLinks } from '../data/links'
import type { TimelineState } from '../data/timeline'
import type { PageSettings } from './page-settings'

/** A sign-up form answered without JavaScript: the page is rendered again with the message and the input. */
export type SignUpState = {
  tag: string
  error: { field: 'email' | 'role' | 'tag'; message: string }
  values: { email: string; role: string }
}

/** Live state of the wildcard voting for this visitor (rendered per request, never cached). */
export type VotingState = {
  /** Count per startup id: base count + visitors' votes + credited votes. */
  counts: Record<string, number>
  /** Startups this visitor has voted for. */
  mine: string[]
  /** Votes are accepted (the voting phase). */
  open: boolean
}

/** What a page's `+phaseHead.ts` may set for one state of the timeline (each falls back to +config.ts). */
export type PhaseHead = { title?: string; description?: string }

declare global {
  namespace Vike {
    /** The page settings of a folder's +config.ts (renderer/+config.ts declares them, page-settings.ts checks them). */
    interface Config extends Partial<PageSettings> {
      /** The page's title and description for a state of the timeline (renderer/+config.ts declares it). */
      phaseHead?: (time: TimelineState) => PhaseHead
    }
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
      /** Present on gated pages (data/gates.ts). */
      gate?: GateState
      /** The path the visitor asked for when it differs from the rendered page (aliases). */
      requestedPath?: string
      /** Byte size of each generated download by path (server/downloads.ts), for the labels beside their links. */
      downloadSizes: Record<string, number>
      /** Present when a sign-up form was posted without JavaScript and rejected. */
      signUp?: SignUpState
      /** Present on the wildcard voting page. */
      voting?: VotingState
      /** The outcome of a confirmation link (the page behind it). */
      confirmation?: import('../data/signup').ConfirmationState
      /** Tests only (buildApp faultInjection): makes this render throw. */
      injectRenderFault?: boolean
    }
  }
}

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

/**
 * The data access the server passes to every render (`pageContextInit.services`): a page's `+data.ts` reads
 * live data through it, so pages never import server code. Never passed to the browser (`passToClient`).
 */
export type PageServices = {
  votes: {
    /** Count per startup id as shown (lib/ranking.ts: base + counted + credited votes), at most 2 s old. */
    counts(): Promise<Record<string, number>>
  }
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
      /** Present on gated pages (data/gates.ts): decided by server/plugins/gates.ts before rendering. */
      gate?: GateState
      /** The path the visitor asked for when it differs from the rendered page (aliases). */
      requestedPath?: string
      /** Byte size of each generated download by path (server/downloads.ts), for the labels beside their links. */
      downloadSizes: Record<string, number>
      /** Present when a sign-up form was posted without JavaScript and rejected. */
      signUp?: SignUpState
      /** Data access for the pages' `+data.ts` (server/page-renderer.ts passes it to every render). */
      services: PageServices
      /** The outcome of a confirmation link (the page behind it), decided by server/plugins/confirmations.ts. */
      confirmation?: import('../data/signup').ConfirmationState
      /** The role of the sign-up the page follows (/thank-you, a confirmed sign-up): its next steps are that role's. */
      role?: import('../data/signup').SignUpRole
      /** The mail service of the address just signed up (/thank-you): its inbox leads. */
      mailService?: import('../lib/email').MailService
      /** Tests only (buildApp faultInjection): makes this render throw. */
      injectRenderFault?: boolean
    }
  }
}

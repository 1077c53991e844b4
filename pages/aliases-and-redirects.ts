import type { AliasRoute, RedirectRoute } from '../lib/routes'

/**
 * The paths that are not page folders: aliases render a page's screen, redirects answer 301. The build copies
 * this table into the route manifest (renderer/route-manifest.ts), which the server reads.
 */
export const aliasesAndRedirects: (AliasRoute | RedirectRoute)[] = [
  // The spec's name for the same screen; its canonical is /angels.
  { kind: 'alias', path: '/angel1', target: '/angels' },
  { kind: 'alias', path: '/about', target: '/ueber-uns' },
  { kind: 'alias', path: '/wildcard', target: '/wildcard-voting' },
  // Earlier campaign landing page; replaced by /startups (spec: "Redirect (replacing history)").
  { kind: 'redirect', path: '/LP1', target: '/startups' },
  { kind: 'redirect', path: '/contact', target: '/kontakt' },
  // Linked as „Pitch einreichen“ from the voting and video-tips pages: the founder registration start.
  { kind: 'redirect', path: '/spotlight-registration', link: 'founderRegistration' },
]

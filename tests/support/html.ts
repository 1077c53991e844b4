// Readers for the server-rendered HTML the route tests fetch (one place, so every test reads a page alike).
import { expect } from 'vitest'
import testEnv from './test-env.json'

/** The site address the test app names in canonicals and structured data. */
export const SITE = testEnv.SITE_URL

export const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
export const robotsOf = (html: string) => html.match(/<meta name="robots" content="([^"]+)"/)?.[1]
export const titleOf = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1]

/** The text of the first h1, without inner tags (and React's `<!-- -->` text separators). */
export const h1Of = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '')

/** Everything inside <main> ('' when there is none). */
export const mainOf = (html: string) => html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? ''

/** The parsed JSON-LD blocks of the page. */
export const jsonLd = <T = Record<string, unknown>>(html: string): T[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as T,
  )

const decode = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<')

/** Every <a> of the page with its attributes (decoded) and its text. */
export const anchors = (html: string) =>
  [...html.matchAll(/<a\s([^>]*)>(.*?)<\/a>/gs)].map((match) => {
    const attributes = Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((a) => [a[1], decode(a[2] ?? '')]),
    )
    return { ...attributes, text: (match[2] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '') } as Record<
      string,
      string
    >
  })

/** The page's text as a reader sees it: no scripts, no tags, single spaces. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')

/**
 * Checks that a page rendered (200) with the robots directive `robots` and, where `canonicalPath` is given, names
 * `SITE + canonicalPath` as its canonical. Returns the page's HTML for the checks of its own content.
 */
export function expectPage(
  response: { statusCode: number; body: string },
  robots: 'index,follow' | 'noindex,nofollow',
  canonicalPath?: string,
): string {
  expect(response.statusCode).toBe(200)
  expect(robotsOf(response.body)).toBe(robots)
  if (canonicalPath !== undefined) expect(canonicalOf(response.body)).toBe(`${SITE}${canonicalPath}`)
  return response.body
}

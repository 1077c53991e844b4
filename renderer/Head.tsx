import type { PageContext } from 'vike/types'
import { site } from '../data/site'
import type { HeadRoute } from './resolve-route'
import { jsonForScript, structuredData } from './structured-data'

export function Head({ route, pageContext }: { route: HeadRoute; pageContext: PageContext }) {
  const origin = pageContext.siteUrl
  const canonical = `${origin}${route.canonical ?? route.path}`
  // A page that reads differently in another phase of the timeline says so in its +phaseHead.ts.
  const phase = pageContext.config.phaseHead?.(pageContext.time) ?? {}
  // The structured data reads the same title and description as the head.
  const shown = { ...route, title: phase.title ?? route.title, description: phase.description ?? route.description }
  const title = site.titleTemplate.replace('%s', shown.title)
  const { description } = shown
  const robots = route.robots === 'index' ? 'index,follow' : 'noindex,nofollow'
  const ogImage = `${origin}${route.ogImage ?? site.images.og}`
  const twitterImage = `${origin}${route.twitterImage ?? site.images.twitter}`
  const isErrorPage = route.path === '/404' || route.path === '/500'
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {route.keywords?.length ? <meta name="keywords" content={route.keywords.join(', ')} /> : null}
      <meta name="robots" content={robots} />
      {isErrorPage ? null : <link rel="canonical" href={canonical} />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="theme-color" content="#0F1733" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${site.name}\u00a0– ${site.tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.socialHandle} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={twitterImage} />
      {structuredData(shown, origin, canonical).map((item) => (
        <script
          key={String(item['@type'])}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(item) }}
        />
      ))}
    </>
  )
}

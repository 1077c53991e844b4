import { listedEvents } from '../data/event'
import { site } from '../data/site'
import type { StructuredData } from './page-settings'
import type { HeadRoute } from './resolve-route'

type JsonLd = Record<string, unknown>

const organization = (origin: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.name,
  legalName: site.legalName,
  url: origin,
  logo: `${origin}${site.images.logo}`,
  slogan: site.tagline,
  foundingDate: String(site.foundingYear),
  address: { '@type': 'PostalAddress', addressLocality: site.city, addressCountry: site.country },
  sameAs: [site.linkedinCompany, site.instagram],
})

function event(route: HeadRoute, origin: string, url: string): JsonLd {
  if (!route.event) throw new Error(`${route.path}: an Event record needs the page's \`event\``)
  const item = listedEvents[route.event]
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: item.name,
    description: item.description,
    startDate: item.startDate,
    ...(item.endDate ? { endDate: item.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      item.location === 'online'
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
    location:
      item.location === 'online'
        ? { '@type': 'VirtualLocation', url }
        : {
            '@type': 'Place',
            name: item.location.name,
            address: { '@type': 'PostalAddress', addressLocality: item.location.city, addressCountry: 'DE' },
          },
    organizer: { '@type': 'Organization', name: site.name, url: origin },
    url,
  }
}

function build(kind: StructuredData, route: HeadRoute, origin: string, url: string): JsonLd {
  switch (kind) {
    case 'Organization':
      return organization(origin)
    case 'WebPage':
    case 'AboutPage':
      return {
        '@context': 'https://schema.org',
        '@type': kind,
        name: route.title,
        description: route.description,
        url,
        inLanguage: 'de-DE',
        isPartOf: { '@type': 'WebSite', name: site.name, url: origin },
      }
    case 'Breadcrumbs':
      return {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Start', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: route.breadcrumb ?? route.title, item: url },
        ],
      }
    case 'Event':
      return event(route, origin, url)
  }
}

export function structuredData(route: HeadRoute, origin: string, url: string): JsonLd[] {
  return (route.structuredData ?? []).map((item) => build(item, route, origin, url))
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so the text can never close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

import type { PageContext } from 'vike/types'
import { findPageRoute, type PageRoute } from '../pages/routes'

const notFound: PageRoute = {
  kind: 'page',
  path: '/404',
  folder: '_error',
  title: 'Seite nicht gefunden',
  description: 'Diese Seite gibt es nicht (mehr). Zurück zur Startseite von OnePitch.',
  robots: 'noindex',
}

const serverError: PageRoute = {
  kind: 'page',
  path: '/500',
  folder: '_error',
  title: 'Ein Fehler ist aufgetreten',
  description: 'Auf unserer Seite ist ein Fehler aufgetreten. Bitte versuche es gleich noch einmal.',
  robots: 'noindex',
}

/** The route-table entry that describes what is being rendered (error pages have their own). */
export function resolvePageRoute(pageContext: PageContext): PageRoute {
  if (pageContext.is404) return notFound
  if (pageContext.errorWhileRendering || pageContext.abortStatusCode) return serverError
  const route = findPageRoute(pageContext.urlPathname)
  if (route) return route
  return pageContext.is404 === false ? serverError : notFound
}

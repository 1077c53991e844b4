import type { PageContext } from 'vike/types'
import { type PageSettings, pageSettingsOf } from './page-settings'

/** What the head is written from: a page's settings (its folder's +config.ts) and its path. */
export type HeadRoute = PageSettings & { path: string }

const notFound: HeadRoute = {
  path: '/404',
  title: 'Seite nicht gefunden',
  description: 'Diese Seite gibt es nicht (mehr). Zurück zur Startseite von OnePitch.',
  robots: 'noindex',
}

const serverError: HeadRoute = {
  path: '/500',
  title: 'Ein Fehler ist aufgetreten',
  description: 'Auf unserer Seite ist ein Fehler aufgetreten. Bitte versuche es gleich noch einmal.',
  robots: 'noindex',
}

/** The settings of what is being rendered (error pages have their own). */
export function resolvePageRoute(pageContext: PageContext): HeadRoute {
  if (pageContext.is404) return notFound
  if (pageContext.errorWhileRendering || pageContext.abortStatusCode) return serverError
  const { config } = pageContext
  if (!config.title || !config.description) return pageContext.is404 === false ? serverError : notFound
  return { ...(pageSettingsOf(config) as PageSettings), path: pageContext.urlPathname }
}

import { shortDate, spotlightEvent } from './event'
import { acceleratorFigures, reachFigures, spotlightFigures } from './figures'

/*
 * The values a page's meta.json may name as `{placeholder}` in its title, description, keywords and
 * breadcrumb: metadata is JSON, so a date, an edition or a figure is named, never written, and comes from
 * the same place as the page's copy. An unknown placeholder stops the route table's assembly.
 */
const metaPlaceholders: Record<string, string> = {
  edition: spotlightEvent.name,
  editionYear: String(new Date(spotlightEvent.final).getFullYear()),
  final: shortDate(spotlightEvent.final),
  finalists: `Top\u00a0${spotlightFigures.finalists}`,
  angels: `${spotlightFigures.angels} Business Angels`,
  startups: `${spotlightFigures.startups} B2B-Startups`,
  partnerStartups: `${spotlightFigures.partnerStartups} Startups`,
  reach: reachFigures.guaranteed,
  reachRange: reachFigures.totalRange,
  cohort: `${acceleratorFigures.cohort} Startups`,
}

/** `text` with every `{name}` replaced; the names it did not know. */
export function fillPlaceholders(text: string): { text: string; unknown: string[] } {
  const unknown: string[] = []
  const filled = text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => {
    const value = metaPlaceholders[name]
    if (value === undefined) unknown.push(name)
    return value ?? whole
  })
  return { text: filled, unknown }
}

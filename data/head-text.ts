import { shortDate, spotlightEvent } from './event'
import { acceleratorFigures, reachFigures, spotlightFigures } from './figures'

/*
 * The dates, editions and figures a page's `+config.ts` names in its title, description, keywords and
 * breadcrumb (`${headText.final}`): a date, an edition or a figure is never written there, it comes from the
 * same place as the page's copy.
 */
export const headText = {
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
} as const

/*
 * Every figure the site states, once. Where the spec gives several readings we pick one per audience and
 * state it the same way on every page, the media-data PDF and the press kit:
 *
 * Spotlight (event audience):
 * - 300+ participating B2B startups (the spec's "200 startups" survives only as the media-data
 *   calculation basis, labelled as a conservative basis there);
 * - 30 business angels see the finalists; the top 10 plus 1 wildcard (11th place) reach them — the press
 *   page's "top 6 pitch live" is not used;
 * - 15 jury seats, 9 of them filled and named so far (the partner page's reading; the jury grids show the
 *   9 names and 6 anonymous seats); each jury member rates 30 pitches on a 1–10 scale in about an hour.
 * Platform (founders and angels): "300+ verified business angels" wherever a number is given ("hundreds"
 * in running text says the same); the spec's 50+, 100+, 500+ and 850+ readings are not used.
 * Early access: 200 places, 3 months free (the about page's 400 startups / 100 angels are not used).
 * Match score: 0–10 everywhere (shown as X/10).
 */
export const spotlightFigures = {
  startups: '300+',
  angels: 30,
  finalists: 10,
  wildcards: 1,
  jurySeats: 15,
  juryFilled: 9,
  pitchesPerJuror: 30,
  ratingScale: '1–10',
  toolsValue: 'über 450\u00a0€',
} as const

export const platformFigures = {
  angels: '300+',
  earlyAccessPlaces: 200,
  /** Premium early access of the angel pages: the first 50 angels among the early-access places. */
  premiumAngels: 50,
  freeMonths: 3,
  matchScoreMax: 10,
} as const

/** "Top 10 + 1" (kept on one line). */
export const finalPlaces = `Top\u00a0${spotlightFigures.finalists}\u00a0+\u00a0${spotlightFigures.wildcards}`

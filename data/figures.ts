import { formatNumber } from '../lib/format'
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
 * Platform (founders and angels): "300+ verified business angels", written as the figure on every page
 * (the running text's "hundreds" and the spec's 50+, 100+, 500+ and 850+ readings are not used).
 * Early access: one capacity, 200 places for startups and angels together, 3 months free (the angel pages'
 * "first 50 angels" premium reading and the about page's 400 startups / 100 angels are not used).
 * Match score: 0–10 everywhere (shown as X/10).
 * Usage (pitches recorded, match precision, capital brokered): only true once the platform runs, so pages
 * show them after the launch only (the spec's 1.200+ pitches, 92 % precision and 80 Mio. € brokered capital).
 * Reach (media data): one notation, digits with thousands separators and "+" (600.000+), never "600K" or
 * "1M+"; total reach 600.000 guaranteed, 700.000+ expected (the sum of the media-data page's own sources:
 * partner network, jury, the wildcard voting's base, the community), up to 900.000+ with sharing and coverage;
 * the media partners' combined 1.000.000+ is not counted in it.
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
  /** The share of a partner's budget paid out as prize money to the final's startups (/partner-spotlight, media data). */
  partnerBudgetAsPrize: '100\u00a0%',
  /** A network partner who registers this many startups gets a wildcard (/startup-partner). */
  partnerStartups: 5,
} as const

/** The invitation-only accelerator (/apply, /accelerator). */
export const acceleratorFigures = {
  /** Startups per cycle. */
  cohort: '8–10',
} as const

export const platformFigures = {
  angels: '300+',
  /** Early-access places, startups and angels together (the one capacity every page states). */
  earlyAccessPlaces: 200,
  freeMonths: 3,
  matchScoreMax: 10,
} as const

/**
 * The platform in three facts, figure over label (the problem section's answer); `short`: the label for a reader who
 * may be an angel as well as a founder, one line in a phone's row of three (/bits, under its offer).
 */
export const platformFacts = [
  { value: '60\u00a0s', label: 'ein Video statt Deck-Versand', short: 'Pitch-Video' },
  { value: platformFigures.angels, label: 'verifizierte Business Angels', short: 'Business Angels' },
  { value: '0\u00a0%', label: 'Provision auf deinen Deal', short: 'Provision' },
] as const

/** What the running platform has done: shown after the launch only (see the readings above). */
export const usageFigures = {
  /** Pitches recorded on the platform. */
  pitches: 1200,
  /** Share of the AI's suggestions that angels rate as a match, in percent. */
  matchPrecision: 92,
  /** Capital brokered across the programme's cycles, in million euros (/apply). */
  brokeredCapitalMillions: 80,
  /** How much faster matched startups reach an investment, in percent (/plattform; before the launch as the aim). */
  fasterToInvestment: 70,
} as const

/** A span of months as the pages write it („4–6 Monate“). */
const monthSpan = (from: number, to: number) => `${formatNumber(from)}–${formatNumber(to)}\u00a0Monate`

/** Classic fundraising's duration in months, and as written in every problem section („4–6 Monate“). */
export const classicFundraisingMonths = [4, 6] as const
export const classicFundraising = monthSpan(...classicFundraisingMonths)

/** Reach of Spotlight (media data, partner and jury pages), in the one notation. */
export const reachFigures = {
  guaranteed: '600.000',
  upTo: '900.000+',
  totalRange: '600.000 bis 900.000+',
  mediaCombined: '1.000.000+',
  partnerNetwork: '500.000+',
  juryLinkedIn: '120.000+',
} as const

/** "Top 10 + 1" (kept on one line). */
export const finalPlaces = `Top\u00a0${spotlightFigures.finalists}\u00a0+\u00a0${spotlightFigures.wildcards}`

/**
 * The final's seats as one figure and what they are made of ("11" over "Finalplätze: Top 10 + Wildcard"): the
 * cryptic „Top 10 + 1“ as a figure read as a sum (round 19).
 */
export const finalSeats = {
  value: String(spotlightFigures.finalists + spotlightFigures.wildcards),
  // „Top 10 + Wildcard“ kept on one line (a line began with „+“ on phones).
  label: `Finalplätze: Top\u00a0${spotlightFigures.finalists}\u00a0+\u00a0Wildcard`,
}

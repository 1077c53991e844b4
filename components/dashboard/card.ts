/**
 * A card of the dashboard's sample: the app's radius and padding with one edge, its 1 px ring, and no shadow (the
 * site-wide review of session 28: border and shadow on every card drew each edge twice). `card-app` keeps its
 * hairline shadow for the mock-ups on other pages (/startups' window).
 */
export const appCard = 'rounded-2xl bg-white p-5 ring-1 ring-ink-200 sm:p-6'
/**
 * Every card's title on /dashboard, one pattern (review 29: sizes from 18 to 20 px, bold here, an icon there): 18 px
 * semibold ink on the left, an optional quiet meta or link on the right (`PanelSection`'s `meta`).
 */
export const cardTitle = 'text-lg font-semibold leading-snug text-ink-900'

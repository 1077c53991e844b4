/**
 * What the header shows on a page, from its settings (renderer/page-settings.ts): both defaults in one place.
 * Pages for another audience than founders (an application form, a gated portal) get neither the founder's
 * sign-up nor the community chip; the sign-up and its confirmations say `headerSignUp: false`, which keeps the
 * chip away too (the visitor is in the middle of a task); a page can set either explicitly.
 */
type HeaderSettings = {
  headerSignUp?: boolean | 'quiet'
  communityPill?: boolean
  embedsForm?: boolean
  gate?: string
}

const forAnotherAudience = (settings: HeaderSettings) => Boolean(settings.embedsForm || settings.gate)

/** The founder's „Early Access“ button in the bar and the menu. */
export const showsHeaderSignUp = (settings: HeaderSettings) =>
  settings.headerSignUp === undefined ? !forAnotherAudience(settings) : settings.headerSignUp !== false

/** The bar's sign-up as an outline button: the page has one filled action of its own. */
export const quietHeaderSignUp = (settings: HeaderSettings) => settings.headerSignUp === 'quiet'

/** The community chip beside the header's actions. */
export const showsCommunityPill = (settings: HeaderSettings) =>
  settings.communityPill ?? !(forAnotherAudience(settings) || settings.headerSignUp === false)

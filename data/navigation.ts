import { type ExternalLinks, loginUrl, signUpTarget } from './links'
import type { LaunchStage } from './timeline'

/**
 * The main navigation: the two audiences first; the start page only in the menu (the logo leads there too).
 * `section`: the pages an entry stands for besides its own, marked as the current section there (the angel
 * variants under „Für Angels“, the event's pages under „Spotlight-Event“). The scout programme (/scouts,
 * /scouts-form) is a programme of its own, not an event page: no entry stands for it.
 */
export const mainNavigation: { href: string; label: string; menuOnly?: true; section?: readonly string[] }[] = [
  { href: '/', label: 'Start', menuOnly: true },
  // /plattform is the platform's „So funktioniert’s“ for both sides, not a startups page: no entry stands for it (the
  // footer's „So funktioniert’s“ marks it).
  { href: '/startups', label: 'Für Startups', section: ['/video-tipps', '/dashboard'] },
  { href: '/angels', label: 'Für Angels', section: ['/angel1', '/angel2', '/angels-new'] },
  {
    href: '/spotlight',
    label: 'Spotlight-Event',
    section: [
      '/wildcard-voting',
      '/wildcard',
      '/wildcard-share',
      '/partner-spotlight',
      '/mediadaten-spotlight',
      '/startup-partner',
      '/jury-spotlight',
      '/jury-form',
    ],
  },
  { href: '/ueber-uns', label: 'Über uns', section: ['/presse'] },
  { href: '/kontakt', label: 'Kontakt' },
]

/**
 * The header's two account actions: the sign-up (before the launch the early access on this site, after it
 * the app's registration) and the app's login, which says where it goes.
 */
export const accountLinks = (links: ExternalLinks, launch: LaunchStage) => ({
  signUp: { ...signUpTarget(links, launch), label: launch === 'prelaunch' ? 'Early Access' : 'Registrieren' },
  login: { href: loginUrl(links), label: 'Login', external: true as const },
})

/** A footer link's label, or one per launch stage (early access before the launch, registration after it). */
type FooterLabel = string | Record<LaunchStage, string>

export const footerColumns: { title: string; links: { href: string; label: FooterLabel }[] }[] = [
  {
    title: 'Plattform',
    links: [
      { href: '/startups', label: 'Für Startups' },
      { href: '/angels', label: 'Für Business Angels' },
      { href: '/accelerator', label: 'Für Acceleratoren' },
      { href: '/plattform', label: 'So funktioniert’s' },
      { href: '/early-access', label: { prelaunch: 'Early Access', launched: 'Registrieren' } },
    ],
  },
  {
    title: 'Spotlight',
    links: [
      { href: '/spotlight', label: 'Spotlight-Event' },
      { href: '/wildcard-voting', label: 'Wildcard-Voting' },
      { href: '/video-tipps', label: 'Video-Tipps' },
      { href: '/partner-spotlight', label: 'Partner werden' },
      { href: '/mediadaten-spotlight', label: 'Mediadaten' },
    ],
  },
  {
    title: 'Unternehmen',
    links: [
      { href: '/ueber-uns', label: 'Über uns' },
      { href: '/presse', label: 'Presse' },
      { href: '/kontakt', label: 'Kontakt' },
    ],
  },
]

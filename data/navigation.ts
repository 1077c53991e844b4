import { type ExternalLinks, loginUrl, registerUrl } from './links'
import type { LaunchStage } from './timeline'

export const mainNavigation = [
  { href: '/', label: 'Start' },
  { href: '/spotlight', label: 'Spotlight-Event' },
  { href: '/ueber-uns', label: 'Über uns' },
  { href: '/kontakt', label: 'Kontakt' },
] as const

export const accountLinks = (links: ExternalLinks) => [
  { href: registerUrl(links), label: 'Registrierung' },
  { href: loginUrl(links), label: 'Login' },
]

/** A footer link's label, or one per launch stage (early access before the launch, registration after it). */
type FooterLabel = string | Record<LaunchStage, string>

export const footerColumns: { title: string; links: { href: string; label: FooterLabel }[] }[] = [
  {
    title: 'Plattform',
    links: [
      { href: '/startups', label: 'Für Startups' },
      { href: '/angels', label: 'Für Business Angels' },
      { href: '/accelerator', label: 'Für Accelerator' },
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

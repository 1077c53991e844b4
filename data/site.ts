import { platformFigures } from './figures'

// The brand and its defaults. The brand name appears nowhere else in the code.
export const site = {
  name: 'OnePitch',
  legalName: 'OnePitch GmbH',
  tagline: 'Pitch Once. Reach Hundreds.',
  description: `OnePitch verbindet Startups und Business Angels: ein 60\u2011Sekunden-Video-Pitch, KI-Matching und ${platformFigures.angels} verifizierte Angels\u00a0– ohne Pitch-Deck-Marathon.`,
  locale: 'de_DE',
  language: 'de',
  titleTemplate: '%s | OnePitch',
  socialHandle: '@onepitch',
  /** The year the company was founded (über uns, press kit). */
  foundingYear: 2024,
  city: 'München',
  country: 'DE',
  linkedinCompany: 'https://www.linkedin.com/company/onepitch',
  instagram: 'https://www.instagram.com/onepitch',
  images: {
    og: '/images/og/default-og.png',
    twitter: '/images/og/default-twitter.png',
    logo: '/images/brand/onepitch-logo.svg',
  },
} as const

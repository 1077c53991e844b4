/*
 * Spotlight partners: two corporate partners and four network partners. All
 * organisations are fictional; their marks are our own SVGs under /images/partners/ (64 px high).
 */
export type Partner = {
  id: string
  name: string
  logo: string
  /** Intrinsic width of the mark in px (all marks are 64 px high). */
  logoWidth: number
  description: string
  /** The description in a few words, for a phone's two columns of partners (/spotlight, session 30). */
  short: string
  category: 'Partner' | 'Netzwerkpartner'
}

const partners: Partner[] = [
  {
    id: 'novacura',
    name: 'novacura Krankenkasse',
    logo: '/images/partners/novacura.svg',
    logoWidth: 191,
    description: 'Die Krankenkasse für Gründende und Selbstständige\u00a0– mit Gesundheitsangeboten für junge Teams.',
    short: 'Krankenkasse für Gründende',
    category: 'Partner',
  },
  {
    id: 'kollabo',
    name: 'kollabo',
    logo: '/images/partners/kollabo.svg',
    logoWidth: 171,
    description: 'Kollaborationssoftware für verteilte Teams: Projekte, Dokumente und Abstimmungen an einem Ort.',
    short: 'Software für verteilte Teams',
    category: 'Partner',
  },
  {
    id: 'hafenkante',
    name: 'Hafenkante Startup Hub',
    logo: '/images/partners/hafenkante.svg',
    logoWidth: 188,
    description: 'Startup-Hub mit Coworking, Programmen und Events für über 120 junge Unternehmen.',
    short: 'Startup-Hub mit Coworking',
    category: 'Netzwerkpartner',
  },
  {
    id: 'startupkompass',
    name: 'StartupKompass',
    logo: '/images/partners/startupkompass.svg',
    logoWidth: 234,
    description: 'Startup-Portal mit News, Förderdatenbank und Gründungswissen für den DACH-Raum.',
    short: 'Startup-Portal für den DACH-Raum',
    category: 'Netzwerkpartner',
  },
  {
    id: 'nextgen-founders',
    name: 'NextGen Founders Circle',
    logo: '/images/partners/nextgen-founders.svg',
    logoWidth: 207,
    description: 'Netzwerk junger Gründerinnen und Gründer unter 30 mit Peer-Runden und Mentoring.',
    short: 'Netzwerk junger Gründer:innen',
    category: 'Netzwerkpartner',
  },
  {
    id: 'pionierinnen',
    name: 'Pionierinnen Angels',
    logo: '/images/partners/pionierinnen-angels.svg',
    logoWidth: 212,
    description: 'Netzwerk von Investorinnen, das in frühphasige Startups mit diversen Teams investiert.',
    short: 'Netzwerk von Investorinnen',
    category: 'Netzwerkpartner',
  },
]

export const corporatePartners = partners.filter((partner) => partner.category === 'Partner')
export const networkPartners = partners.filter((partner) => partner.category === 'Netzwerkpartner')

// Copy of /designguide: the internal specimen sheet of the site, and of its
// tag section (the two tag variants of the demo card).
import type { TagCategoryB, TagGroupA } from '../../components/demo-card/tags'
import type { DocsNavItem } from '../../components/design/DocsLayout'

export const hero = {
  eyebrow: 'Intern · nicht indexiert',
  title: 'Designguide',
  lead: 'Das Musterblatt von OnePitch: jede Schrift, Farbe und Komponente so, wie sie auf den Seiten steht – live gerendert, mit Code zum Kopieren.',
  systemLink: 'Tokens & Architektur',
}

export const nav: DocsNavItem[] = [
  { id: 'typografie', label: 'Typografie' },
  { id: 'farben', label: 'Farben' },
  { id: 'buttons', label: 'Buttons' },
  { id: 'badges', label: 'Badges & Chips' },
  { id: 'formulare', label: 'Formulare' },
  { id: 'karten', label: 'Karten & Flächen' },
  { id: 'icons', label: 'Icons' },
  { id: 'portraets', label: 'Porträts' },
  { id: 'animationen', label: 'Animationen' },
  { id: 'abstaende', label: 'Abstände' },
  { id: 'tags', label: 'Tags' },
]

export const navLabel = 'Inhalt des Designguides'

export const tagSection = {
  title: 'Tags der Demo-Karte',
  intro:
    'Zwei Varianten ordnen die Tags eines Startups: Reihenfolge immer Phase, Branche, Geschäftsmodell, Technologie, Sonstiges. Sondertags behalten überall ihre eigene Farbe.',
  variantA: {
    title: 'Variante A – normalisiert',
    text: 'Führt Aliasse auf feste Gruppen zurück (AI, Machine Learning und KI/SaaS werden AI/ML, jede Finanzierungsphase wird Early Stage, B2B SaaS wird B2B und SaaS) und ordnet B2B, B2C, B2G zuerst. Die Profilansicht blendet Early Stage aus.',
  },
  variantB: {
    title: 'Variante B – nur einordnen',
    text: 'Benennt nichts um und entfernt nichts: ordnet jeden Tag einer Gruppe zu, Unbekanntes unter Sonstiges, B2B und B2C zuerst, innerhalb einer Gruppe alphabetisch.',
  },
  exampleLabel: 'Beispiel',
  exampleArrow: 'wird zu',
  specialTitle: 'Sondertags',
  /** The same raw tags for both variants, so the difference shows. */
  example: ['KI/SaaS', 'Seed', 'B2B SaaS', 'FinTech', 'Machine Learning', 'NEU'],
  exampleB: ['SaaS', 'AI', 'Seed', 'FinTech', 'B2C', 'B2B', 'Cloud', 'NEU'],
}

export const groupLabelsA: Record<TagGroupA, string> = {
  stageFocus: 'Phase & Fokus',
  coreIndustries: 'Kernbranchen',
  subVerticals: 'Sub-Verticals',
  businessModel: 'Geschäftsmodell',
  technology: 'Technologie',
}

export const groupLabelsB: Record<TagCategoryB, string> = {
  phase: 'Phase',
  industry: 'Branche',
  businessModel: 'Geschäftsmodell',
  technology: 'Technologie',
  other: 'Sonstiges',
}

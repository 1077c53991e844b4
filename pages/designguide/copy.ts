// Copy of /designguide: the internal specimen sheet of the site, and of its
// tag section (the two tag variants of the demo card).
import type { TagCategoryB, TagGroupA } from '../../components/demo-card/tags'
import type { DocsBlocks } from '../../components/design/DocsLayout'

export const hero = {
  eyebrow: 'Intern · nicht indexiert',
  title: 'Designguide',
  lead: 'Das Musterblatt von OnePitch: jede Schrift, Farbe und Komponente so, wie sie auf den Seiten steht\u00a0– live gerendert, mit Code zum Kopieren.',
  systemLink: 'Tokens & Architektur',
}

/** The page's blocks in their order, by id: the in-page navigation lists them (by `nav`, else the title). */
export const blocks = {
  typografie: {
    kicker: '01',
    title: 'Typografie',
    intro:
      'Eine Schrift, selbst gehostet: Inter als variable Schrift. Überschriften eng und fett, Fließtext ruhig mit viel Zeilenabstand.',
  },
  farben: {
    kicker: '02',
    title: 'Farben',
    intro:
      'Vier Familien auf einem tiefen Ink-Blau. Unter jedem Ton sein Kontrast zu Weiß\u00a0– als Textfarbe auf Weiß und als Fläche unter weißem Text; ab 4,5:1 trägt er normalen Text (AA).',
  },
  buttons: {
    kicker: '03',
    title: 'Buttons',
    intro:
      'Voll gerundet, mindestens 48\u00a0px hoch, immer mit einem echten Ziel. Je Bereich höchstens ein primärer Button; der Verlauf gehört nur ihm.',
  },
  badges: {
    kicker: '04',
    title: 'Badges & Chips',
    intro:
      'Zwei Badges für die Phase eines Startups, Chips für alles, was nur einordnet, und ein Label über jeder Hero-Überschrift.',
  },
  formulare: {
    nav: 'Formulare',
    kicker: '05',
    title: 'Formularelemente',
    intro:
      'Felder mit 2\u00a0px Rahmen und 48\u00a0px Höhe. Fokus ist immer Violett, ein Fehler steht rot unter dem Feld und ist mit ihm verknüpft.',
  },
  karten: {
    kicker: '06',
    title: 'Karten & Flächen',
    intro:
      'Weiße Karten mit weichem Schatten auf Weiß, gedämpfte Karten auf Grau, Ink-Flächen für die eine dunkle Bühne einer Seite.',
  },
  icons: {
    kicker: '07',
    title: 'Icons',
    intro:
      'Lucide als reines CSS: eine Klasse i-lucide-<name>, wörtlich im Code, damit jede Seite nur ihre Icons lädt. Farbe und Größe erben sie vom Text.',
  },
  portraets: {
    kicker: '08',
    title: 'Porträts',
    intro:
      'Jede Person hat ein Gesicht im selben gezeichneten Stil: DiceBear „Lorelei“ (CC0), beim Bauen erzeugt, je Person gleich, in einem der vier Markentöne. Lädt ein Bild nicht, stehen dort die Initialen.',
  },
  animationen: {
    nav: 'Animationen',
    kicker: '09',
    title: 'Animationen & Fortschritt',
    intro:
      'Bewegung ist dezent und hat einen Grund: Inhalt kommt ins Bild, eine Zahl wächst, etwas ist live. Bei „Bewegung reduzieren“ steht alles still\u00a0– auch hier.',
  },
  abstaende: {
    kicker: '10',
    title: 'Abstände',
    intro:
      'Ein 4\u00a0px-Raster: innerhalb einer Karte und zwischen Karten 16–24\u00a0px, zwischen Abschnitten 64 oder 96\u00a0px.',
  },
  tags: {
    nav: 'Tags',
    kicker: '11',
    title: 'Tags der Demo-Karte',
    intro:
      'Zwei Varianten ordnen die Tags eines Startups: Reihenfolge immer Phase, Branche, Geschäftsmodell, Technologie, Sonstiges. Sondertags behalten überall ihre eigene Farbe.',
  },
} satisfies DocsBlocks

export const navLabel = 'Inhalt des Designguides'

export const tagSection = {
  variantA: {
    title: 'Variante A\u00a0– normalisiert',
    text: 'Führt Aliasse auf feste Tags zurück, jede Phase wird Early Stage (im Profil ausgeblendet); B2B, B2C, B2G zuerst.',
  },
  variantB: {
    title: 'Variante B\u00a0– nur einordnen',
    text: 'Benennt nichts um: ordnet jeden Tag einer Gruppe zu, Unbekanntes unter Sonstiges; B2B und B2C zuerst, sonst alphabetisch.',
  },
  exampleLabel: 'Beispiel',
  exampleArrow: 'wird zu',
  specialTitle: 'Sondertags',
  specialText: 'In beiden Varianten dieselben, mit eigener Farbe.',
  groupsLabel: 'Gruppen',
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

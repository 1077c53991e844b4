// The component inventory of /design-system: each building block, its file, what it is for and pages that use it
// (tests/unit/design-system-inventory.test.ts checks that every page named here really renders it).

export type InventoryItem = {
  name: string
  file: string
  kind: 'Layout' | 'Inhalt' | 'Insel' | 'Formular'
  purpose: string
  /** Page folders (not paths) that use the component; `index` is the start page. */
  usedIn: readonly string[]
  /** Where no page uses it directly: the component that does, and its file. */
  via?: { name: string; file: string }
}

export const inventory: readonly InventoryItem[] = [
  {
    name: 'Section',
    file: 'components/ui/Section.tsx',
    kind: 'Layout',
    purpose: 'Jeder Abschnitt: Ton, Überschrift, Split-Layout',
    usedIn: ['index', 'startups', 'angels'],
  },
  {
    name: 'PageHero',
    file: 'components/sections/PageHero.tsx',
    kind: 'Layout',
    purpose: 'Die eine h1 mit Lead und Visual',
    usedIn: ['index', 'startups', 'plattform'],
  },
  {
    name: 'CtaPanel',
    file: 'components/sections/CtaPanel.tsx',
    kind: 'Layout',
    purpose: 'Der Schlussaufruf einer Seite',
    usedIn: ['index', 'angel2', 'apply'],
  },
  {
    name: 'Rail',
    file: 'components/sections/Rail.tsx',
    kind: 'Layout',
    purpose: 'Karten als Karussell auf dem Telefon, als Raster ab dem Tablet (Jury- und Angel-Listen)',
    // Only inside the spotlight's people lists since round 13: no page uses it directly.
    usedIn: [],
    via: { name: 'PeopleList', file: 'components/spotlight/PersonCards.tsx' },
  },
  {
    name: 'ButtonLink',
    file: 'components/ui/ButtonLink.tsx',
    kind: 'Inhalt',
    purpose: 'Der Link im Button-Look, fünf Varianten',
    usedIn: ['index', 'angels', 'kontakt'],
  },
  {
    name: 'IconTextList',
    file: 'components/ui/IconTile.tsx',
    kind: 'Inhalt',
    purpose: 'Icon-Kacheln neben Titel und Text',
    usedIn: ['plattform'],
  },
  {
    name: 'NumberedList',
    file: 'components/ui/NumberedList.tsx',
    kind: 'Inhalt',
    purpose: 'Runde Nummern neben Titel und Text, auf Wunsch an einer Linie',
    usedIn: ['accelerator', 'apply', 'jury-spotlight', 'plattform'],
  },
  {
    name: 'FigureStrip',
    file: 'components/ui/FigureStrip.tsx',
    kind: 'Inhalt',
    purpose: 'Kennzahlen als weißer Streifen in zwei Spalten',
    usedIn: ['jury-spotlight', 'startup-partner'],
  },
  {
    name: 'KeyFigure',
    file: 'components/ui/KeyFigure.tsx',
    kind: 'Inhalt',
    purpose: 'Eine Kennzahl ohne Karte, groß über ihrer Bezeichnung',
    usedIn: ['spotlight', 'partner-spotlight'],
  },
  {
    name: 'Steps',
    file: 'components/ui/Steps.tsx',
    kind: 'Inhalt',
    purpose: 'Nummerierte Abläufe',
    usedIn: ['index', 'presse', 'scouts'],
  },
  {
    name: 'CheckList',
    file: 'components/ui/CheckList.tsx',
    kind: 'Inhalt',
    purpose: 'Kurze Punkte mit Haken',
    usedIn: ['plattform', 'startup-partner', 'early-access'],
  },
  {
    name: 'IconHeading',
    file: 'components/ui/IconHeading.tsx',
    kind: 'Inhalt',
    purpose: 'Überschrift einer Liste oder Spalte mit Icon davor',
    usedIn: ['partner-spotlight'],
  },
  {
    name: 'TextStack',
    file: 'components/ui/TextStack.tsx',
    kind: 'Inhalt',
    purpose: 'Titel über seinem Detail in einer Listenzeile neben dem Icon',
    usedIn: ['kontakt', 'scouts', 'wildcard-voting', 'design-system', 'spotlight', 'plattform'],
  },
  {
    name: 'IconLabel',
    file: 'components/ui/IconHeading.tsx',
    kind: 'Inhalt',
    purpose: 'Kleine Bezeichnung einer Kachel mit Icon davor: Quelle, Angabe, Satz',
    usedIn: ['video-tipps', 'wildcard-voting'],
  },
  {
    name: 'MetaItem',
    file: 'components/ui/MetaItem.tsx',
    kind: 'Inhalt',
    purpose: 'Kleine Angabe mit Icon davor: Ort, Gründer:innen',
    usedIn: ['spotlight'],
  },
  {
    name: 'LazyImage',
    file: 'components/ui/LazyImage.tsx',
    kind: 'Inhalt',
    purpose: 'Bild unterhalb des ersten Bildschirms: lädt spät, mit fester Größe (kein Layoutsprung)',
    usedIn: ['presse', 'index', 'scouts', 'partner-spotlight', 'angels-new', 'spotlight', 'startups'],
  },
  {
    name: 'PersonPhoto',
    file: 'components/media/PersonPhoto.tsx',
    kind: 'Inhalt',
    purpose: 'Porträt → erzeugter Avatar → Initialen',
    usedIn: ['ueber-uns', 'spotlight', 'accelerator'],
  },
  {
    name: 'PersonName',
    file: 'components/media/PersonName.tsx',
    kind: 'Inhalt',
    purpose: 'Name über Rolle neben dem Porträt, hell oder dunkel',
    usedIn: ['angel2', 'partner-spotlight', 'designguide'],
  },
  {
    name: 'DemoCardBlock',
    file: 'components/demo-card/DemoCardBlock.tsx',
    kind: 'Insel',
    purpose: 'Die Demo-Karte im Telefon',
    usedIn: ['index', 'startups', 'angels-new'],
  },
  {
    name: 'StatsBlock',
    file: 'components/stats/StatsBlock.tsx',
    kind: 'Insel',
    purpose: 'Kennzahlen, die hochzählen',
    usedIn: ['startups', 'apply', 'angels-new'],
  },
  {
    name: 'CountdownBlock',
    file: 'components/countdown/CountdownBlock.tsx',
    kind: 'Insel',
    purpose: 'Countdown ab einem Serverwert',
    usedIn: ['spotlight', 'early-access', 'angel2'],
  },
  {
    name: 'StageTabsBlock',
    file: 'components/tabs/StageTabsBlock.tsx',
    kind: 'Insel',
    purpose: 'Tabs für die Phasen eines Startups',
    usedIn: ['startups'],
  },
  {
    name: 'SignUpForm',
    file: 'components/forms/SignUpForm.tsx',
    kind: 'Formular',
    purpose: 'Anmeldung per E-Mail, vom Server gespeichert',
    usedIn: ['startups', 'angels', 'early-access'],
  },
  {
    name: 'SignUpFormPage',
    file: 'components/forms/SignUpFormPage.tsx',
    kind: 'Formular',
    purpose: 'Anmelde- oder Bewerbungsseite um ein externes Formular mit Platzhalter',
    usedIn: ['form-acc', 'jury-form', 'scouts-form'],
  },
]

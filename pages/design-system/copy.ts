// Copy of /design-system: the token and architecture view of the design, each token and shortcut drawn small
// beside its name; its buttons open the README in a new tab. The full specimens live on /designguide.
import type { DocsBlocks } from '../../components/design/DocsLayout'
import { colourRamps, typeScale } from '../../data/design-tokens'

export const README = '/docs/design-system-readme.txt'

export const hero = {
  eyebrow: 'Design-System',
  title: 'Ein System,',
  titleAccent: 'eine Sprache',
  lead: 'Wie OnePitch gebaut ist: Tokens werden zu Shortcuts, Shortcuts zu Bausteinen, Bausteine zu Seiten. Hier steht jede Schicht mit ihren Regeln\u00a0– die Muster selbst zeigt der Designguide.',
  readme: 'README öffnen',
  guide: 'Zum Designguide',
}

/** The layers of the system, top to bottom, for the diagram in the hero. */
export const layers = [
  { name: 'Tokens', where: 'uno.config.ts', example: 'ink-900 · brand-700 · rounded-3xl' },
  { name: 'Shortcuts', where: 'uno.config.ts', example: 'btn-primary · card · h-section' },
  { name: 'Bausteine', where: 'components/', example: 'Section · PageHero · CtaPanel' },
  { name: 'Seiten', where: 'pages/', example: '+config.ts · copy.ts · +Page.tsx' },
] as const

/** What each colour does, not what it looks like: the roles the pages ask for. */
export const colourRoles = [
  { role: 'Text', token: 'ink-900', hex: '#0F1733' },
  { role: 'Fließtext', token: 'ink-700', hex: '#2D3752' },
  { role: 'Nebentext', token: 'ink-600', hex: '#414C67' },
  { role: 'Linie', token: 'ink-200', hex: '#D3DAE8' },
  { role: 'Gedämpfte Fläche', token: 'ink-50', hex: '#F5F7FB' },
  { role: 'Akzenttext', token: 'brand-700', hex: '#B0175F' },
  { role: 'Fokus, Auswahl', token: 'violet-600', hex: '#7C3AED' },
  { role: 'Status: erledigt, live', token: 'mint-700', hex: '#047857' },
  { role: 'Fehler', token: 'red-700', hex: '#B91C1C' },
] as const

const tones = colourRamps.reduce((sum, ramp) => sum + ramp.steps.length, 0)

/** The page's blocks in their order, by id: the in-page navigation lists them (by `nav`, else the title). */
export const blocks = {
  tokens: {
    kicker: 'Schicht 1',
    title: 'Tokens',
    intro: `${colourRoles.length} Farbrollen aus ${colourRamps.length} Farbfamilien mit ${tones} Tönen, Rot nur für Fehler, ein Verlauf, eine Schrift, vier Radien, drei Schatten\u00a0– definiert an einer Stelle, in uno.config.ts. Seiten fragen nach einer Rolle, nicht nach einem Farbton.`,
  },
  shortcuts: {
    kicker: 'Schicht 2',
    title: 'Shortcuts',
    intro:
      'Aus Tokens werden benannte Klassen. Eine Seite schreibt btn-primary, nie den Verlauf selbst\u00a0– so ändert sich ein Button an einer Stelle für alle.',
  },
  komponenten: {
    kicker: 'Schicht 3',
    title: 'Bausteine',
    intro:
      'Jede Aufgabe hat genau einen Baustein. Inseln laden als einzige JavaScript\u00a0– und erst, wenn sie ins Bild kommen.',
  },
  seiten: {
    kicker: 'Schicht 4',
    title: 'Seiten',
    intro:
      'Eine Route ist ein Ordner unter pages/ mit drei Dateien. Sie setzt Bausteine zusammen und hält sich an die Regeln darunter, egal woraus sie besteht.',
  },
  animationen: {
    kicker: 'Quer durch alle Schichten',
    title: 'Animationen',
    intro: 'Drei Regeln und sechs Zeiten. Wie sie aussehen, zeigt der Designguide; hier steht, warum und wie lang.',
  },
} satisfies DocsBlocks

export const navLabel = 'Inhalt des Design-Systems'

/** The one gradient: the primary button, one headline accent per page, the phase badge. */
export const gradientRole = {
  role: 'Verlauf: Hauptbutton, ein Überschrift-Akzent je Seite',
  token: 'gradient-brand',
  value: '#D61F76 → #7C3AED',
}

/**
 * The scales, each drawn with its own class (written out, so the stylesheet has them): type as a sample in its size,
 * radii as tiles, shadows as cards, widths as bars to scale.
 */
export const scales = {
  type: { group: 'Schrift', items: typeScale },
  radii: {
    group: 'Radien',
    items: [
      { className: 'rounded-2xl', label: '2xl 16\u00a0px' },
      { className: 'rounded-3xl', label: '3xl 24\u00a0px' },
      { className: 'rounded-4xl', label: '4xl 32\u00a0px' },
      { className: 'rounded-full', label: 'full' },
    ],
  },
  shadows: {
    group: 'Schatten',
    items: [
      { className: 'shadow-soft', label: 'soft' },
      { className: 'shadow-lift', label: 'lift' },
      { className: 'shadow-brand', label: 'brand' },
    ],
  },
  widths: {
    group: 'Breite',
    items: [
      { px: 1152, label: 'container-site 1152\u00a0px' },
      { px: 672, label: 'Text max. 672\u00a0px' },
    ],
  },
} as const

/** The shortcuts with their definitions as uno.config.ts writes them (a unit test holds the two together). */
export const shortcuts = [
  {
    name: 'btn-primary',
    expands: 'btn bg-gradient-brand text-white shadow-brand hover:shadow-lift',
    rule: 'Einer je Bereich',
  },
  {
    name: 'btn-secondary',
    expands: 'btn bg-white text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50 hover:ring-ink-300',
    rule: 'Zweite Wahl daneben',
  },
  { name: 'btn-dark', expands: 'btn bg-ink-900 text-white hover:bg-ink-800', rule: 'Neutral, ohne Verlauf' },
  {
    name: 'card',
    expands: 'rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:p-8',
    rule: 'Auf weißen Abschnitten',
  },
  {
    name: 'card-muted',
    expands: 'rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-200 sm:p-8',
    rule: 'Auf grauen Abschnitten',
  },
  {
    name: 'h-section',
    expands:
      'text-[1.875rem] font-bold leading-[1.12] tracking-[-0.02em] text-ink-900 sm:text-[2.5rem] lg:text-[3rem] lg:leading-[1.08]',
    rule: 'Jede h2 eines Abschnitts',
  },
  {
    name: 'eyebrow',
    expands: 'text-[0.8125rem] font-semibold uppercase tracking-[0.08em] text-ink-500',
    rule: 'Sparsam, nicht über jeder h2',
  },
  {
    name: 'badge-fundraising',
    expands:
      'inline-flex items-center gap-1 rounded-full bg-gradient-brand px-3 py-1 text-xs font-bold uppercase tracking-wide text-white',
    rule: 'Nur für die Phase',
  },
  { name: 'section-y', expands: 'py-16 sm:py-24', rule: 'Abstand jedes Abschnitts' },
] as const

export const principles = [
  {
    title: 'Bewegung erklärt',
    text: 'Etwas erscheint, eine Zahl wächst, etwas ist live. Was nichts erklärt, bewegt sich nicht.',
  },
  {
    title: 'Text blendet nie',
    text: 'Inhalte gleiten an ihren Platz, sie werden nicht durchsichtig: Halb eingeblendeter Text hätte zu wenig Kontrast.',
  },
  {
    title: 'Stillstand ist vollwertig',
    text: 'Bei „Bewegung reduzieren“ steht alles still, Zähler zeigen sofort ihren Endwert, nichts fehlt.',
  },
] as const

/** The files of a route's folder, as the hero's fourth layer names them. */
export const pageFiles = [
  { file: '+config.ts', text: 'Titel, Beschreibung, Indexierung und strukturierte Daten der Route' },
  { file: 'copy.ts', text: 'Jeder Satz der Seite, je Phase der Zeitleiste, wo er sich ändert' },
  { file: '+Page.tsx', text: 'Setzt Bausteine zusammen; eigene Klassen nur fürs Layout dazwischen' },
] as const

export const rulesTitle = 'Regeln für jede Seite'

export const rules = [
  'Kontrast mindestens 4,5:1 für Text, auch auf Verläufen und Video',
  'Sichtbarer Fokus in Violett, jede Insel per Tastatur bedienbar',
  'Deutsche Typografie: „…“, Gedankenstrich –, ein geschütztes Leerzeichen zwischen Zahl und Einheit (60\u00a0Sekunden, 299\u00a0€)',
  'Kein Laden von fremden Servern: Schrift, Icons, Bilder kommen von uns',
  'Jede Seite ohne JavaScript lesbar; Inseln laden erst, wenn sie gebraucht werden',
  'Icons als wörtliche Klassen i-lucide-<name>, nie zusammengesetzt',
] as const

export const closing = {
  title: 'Alles in einem Dokument',
  text: 'Das README fasst Tokens, Komponenten, Animationen und Barrierefreiheit auf einer Seite zusammen\u00a0– zum Nachschlagen beim Bauen.',
}

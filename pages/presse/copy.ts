import type { PdfBlock } from '../../data/content'
import { dateRange, longDate, monthAndYear, numericDayMonth, shortDate, spotlightEvent } from '../../data/event'
import { finalPlaces, finalSeats, spotlightFigures } from '../../data/figures'
import { contactLine, type OperatorContact } from '../../data/links'
import { pressKitFiles } from '../../data/press-kit'
import { site } from '../../data/site'
import type { SpotlightStage } from '../../data/timeline'

/*
 * The press page and the press release PDF built from it by
 * scripts/make-press-kit.ts. Of the spec's two readings of the final (top 10 plus the wildcard reach the 30
 * angels; the press page's "top 6 pitch live") we use the first, as every page does (data/figures.ts).
 * The press contact is a fictional person.
 */

export const pressHero = {
  eyebrow: 'Presse & Medien',
  title: 'Pressebereich',
  lead: `Alles für eure Berichterstattung über ${site.name} und das Pitch-Event ${spotlightEvent.name}: Fakten, Pressemitteilung, Logos, Key Visuals und Video-Material\u00a0– frei zur redaktionellen Verwendung.`,
  materialsButton: 'Zum Pressematerial',
  visualCaption: `Illustration zum ${spotlightEvent.name}`,
}

export const pressAbout = {
  // Not „Über uns“ above „Über OnePitch“ (review 7.2): what the block is for a journalist, a text to reprint.
  eyebrow: 'Kurzporträt zum Abdrucken',
  title: `Über ${site.name}`,
  paragraphs: [
    `${site.name} bringt B2B-Startups und Business Angels zusammen\u00a0– mit einem einzigen 60\u2011Sekunden-Video-Pitch statt monatelangem Pitch-Deck-Marathon. Angels sehen kurze Gründervideos in einem vertikalen Feed und werden per KI-Matching nach Branche, Ticketgröße und Phase mit passenden Startups verbunden.`,
    `Mit Spotlight veranstaltet ${site.name} ein jährliches digitales Pitch-Event für B2B-Startups in der Pre-Seed- und Seed-Phase. Eine Jury aus Gründer:innen, Investor:innen und Köpfen des Ökosystems bewertet die Pitches, die Community vergibt per Voting eine Wildcard\u00a0– und im Finale pitchen die besten Teams vor ${spotlightFigures.angels} Business Angels.`,
  ],
  facts: [
    { label: 'Gegründet', value: String(site.foundingYear) },
    { label: 'Sitz', value: site.city },
    { label: 'Fokus', value: 'B2B-Startups, Pre-Seed bis Seed' },
  ],
}

export const pressFacts = {
  eyebrow: 'Fakten & Zahlen',
  title: `${spotlightEvent.name} auf einen Blick`,
  intro: `Das digitale Pitch-Event für B2B-Startups in der Pre-Seed- und Seed-Phase\u00a0– in drei Phasen bis zum Finale am ${shortDate(spotlightEvent.final)}.`,
  phasesTitle: 'Die drei Phasen des Events',
  /** The tag beside a phase that runs now or is over (one ahead has none). */
  phaseStatus: { current: 'Läuft', done: 'Abgeschlossen', next: '' },
}

export const pressFigures = [
  { value: String(spotlightFigures.angels), label: 'Business Angels im Finale', icon: 'i-lucide-users' },
  // The B2B focus as the figure the press release leads with (round 22: „B2B“ stood where a number belongs).
  { value: spotlightFigures.startups, label: 'B2B-Startups im Wettbewerb', icon: 'i-lucide-building-2' },
  { value: '60\u00a0s', label: 'Video\u2011Pitch statt Pitch\u2011Deck', icon: 'i-lucide-timer' },
  { ...finalSeats, icon: 'i-lucide-mic' },
] as const

export const pressPhases = [
  {
    title: 'Video-Einreichung & Jury-Bewertung',
    meta: `Phase 1 · Einreichung ${numericDayMonth(spotlightEvent.applicationsOpen)}–${shortDate(spotlightEvent.pitchDeadline)}`,
    text: `Startups reichen ihren 60\u2011Sekunden-Video-Pitch ein. Vom\u00a0${dateRange(spotlightEvent.juryStart, spotlightEvent.final)} bewertet die Jury die Pitches auf einer Skala von ${spotlightFigures.ratingScale.replace('–', '–\u2060')}.`,
    /** The stages of data/timeline.ts in which the phase runs (marked „Läuft“); after its last one it is over. */
    runs: ['kickstart', 'voting', 'jury'] satisfies SpotlightStage[],
  },
  {
    title: 'Wildcard-Voting der Community',
    // Each phase with its whole span, one notation (round 22: phase 2 had no end, phase 1's range wrapped).
    meta: `Phase 2 · Voting ${numericDayMonth(spotlightEvent.start)}–${shortDate(spotlightEvent.pitchDeadline)}`,
    text: 'Die Community stimmt öffentlich ab: Ein zusätzlicher Platz im Finale\u00a0– die Wildcard\u00a0– geht an das Startup mit den meisten Stimmen.',
    runs: ['voting'] satisfies SpotlightStage[],
  },
  {
    title: 'Live-Pitch vor Business Angels',
    meta: `Phase 3 · Finale ${shortDate(spotlightEvent.final)}`,
    text: `Im digitalen Finale pitchen die Top\u00a0${spotlightFigures.finalists} und der Wildcard-Gewinner vor ${spotlightFigures.angels} Business Angels.`,
    runs: ['final'] satisfies SpotlightStage[],
  },
] as const

/** Shown on the press page and in the PDF: the press contact (fictional person). */
export const pressContact = {
  name: 'Paula Hartwig',
  role: 'Presse & Kommunikation',
  image: '/images/people/paula-hartwig.svg',
  requestSubject: `Presseanfrage: ${spotlightEvent.name}`,
  request: 'Presseanfrage stellen',
  eyebrow: 'Pressekontakt',
  title: 'Wir helfen euch gern weiter',
  channels: { email: 'E-Mail', phone: 'Telefon', website: 'Website', linkedin: 'LinkedIn' },
  linkedinValue: 'Unternehmensseite',
  general: {
    title: 'Andere Anliegen?',
    text: 'Für Fragen zur Anmeldung, technischen Support oder Kooperationen erreicht ihr unser Team über die Kontaktseite\u00a0– meist innerhalb von 24\u00a0Stunden.',
    button: 'Zur Kontaktseite',
  },
}

export type PressFile = { href: string; bytes: number; type: 'ZIP' | 'PDF' | 'JPG' | 'MP4' }

const file = (key: keyof typeof pressKitFiles, type: PressFile['type']): PressFile => ({
  href: `/downloads/presse/${key}`,
  bytes: pressKitFiles[key],
  type,
})

const keyVisualSize = '1920\u00a0×\u00a01080\u00a0px'

export const pressMaterials = {
  eyebrow: 'Pressematerial',
  title: 'Downloads für eure Berichterstattung',
  // The key visuals' note (graphics, not photos) stands here since every file has one card of its own (session 29).
  intro: `Alle Dateien dürfen im Rahmen der redaktionellen Berichterstattung über das ${spotlightEvent.name} frei verwendet werden. Die Key Visuals sind Illustrationen, keine Fotos vom Event.`,
  /** Every download's button (the file's type and size stand beside it). */
  download: 'Herunterladen',
  logos: {
    title: 'Logo-Paket',
    // One line per card (session 29): what the file holds, short.
    text: 'Wort- und Bildmarke als SVG und PNG, farbig und weiß.',
    contents: ['Logo farbig und weiß (SVG, PNG)', 'Bildmarke (SVG, PNG 512\u00a0px)', 'Hinweise zur Verwendung'],
    file: file('logo-paket.zip', 'ZIP'),
  },
  release: {
    title: 'Pressemitteilung',
    text: 'Alle Fakten, Termine und der Pressekontakt zum Event.',
    contents: ['Event-Ablauf in drei Phasen', 'Termine und Kennzahlen', 'Pressekontakt'],
    file: file('pressemitteilung-spotlight-2025.pdf', 'PDF'),
    preview: '/images/presse/pressemitteilung-vorschau.png',
    previewAlt: `Erste Seite der Pressemitteilung zum ${spotlightEvent.name}`,
  },
  visuals: {
    items: [
      {
        title: 'Key Visual „Bühne“',
        text: `Die Bühne im Scheinwerferlicht, ${keyVisualSize}.`,
        alt: `Illustration: eine Bühne im Scheinwerferlicht, auf der Leinwand der Schriftzug ${spotlightEvent.name}`,
        thumb: '/images/presse/key-visual-buehne.jpg',
        file: file('key-visual-buehne.jpg', 'JPG'),
      },
      {
        title: 'Key Visual „Pitch-Screen“',
        text: `Ein Video-Pitch mit 60\u2011Sekunden-Timer, ${keyVisualSize}.`,
        alt: 'Illustration: ein Smartphone mit einem Video-Pitch und einem 60\u2011Sekunden-Timer',
        thumb: '/images/presse/key-visual-pitch-screen.jpg',
        file: file('key-visual-pitch-screen.jpg', 'JPG'),
      },
      {
        title: 'Key Visual „Finale“',
        text: `Die Einladung zum Finale am ${shortDate(spotlightEvent.final)}, ${keyVisualSize}.`,
        alt: `Illustration: Einladung zum digitalen Finale am ${shortDate(spotlightEvent.final)} mit den Event-Phasen`,
        thumb: '/images/presse/key-visual-finale.jpg',
        file: file('key-visual-finale.jpg', 'JPG'),
      },
    ],
  },
  video: {
    title: 'Video-Teaser',
    text: 'Querformat 16:9, 1280\u00a0×\u00a0720\u00a0px, H.264, ohne Ton.',
    poster: '/images/presse/video-teaser.jpg',
    label: `Video-Teaser zum ${spotlightEvent.name} (ohne Ton)`,
    play: `Video-Teaser zum ${spotlightEvent.name} abspielen`,
    file: file('video-teaser-spotlight-2025.mp4', 'MP4'),
  },
}

/** "412 KB" or "1,2 MB" in German notation. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))}\u00a0KB`
  return `${(bytes / 1_000_000).toLocaleString('de-DE', { maximumFractionDigits: 1 })}\u00a0MB`
}

/** The text of the press release PDF (scripts/make-press-kit.ts); `siteUrl` is the public address of the site. */
export const pressReleaseTitle = `Pressemitteilung: ${spotlightEvent.name}`

export function pressReleaseBlocks(siteUrl: string, contact: OperatorContact): PdfBlock[] {
  const host = new URL(siteUrl).host.replace(/^www\./, '')
  return [
    { type: 'title', text: `${spotlightEvent.name}: 60 Sekunden, die über die nächste Finanzierungsrunde entscheiden` },
    {
      type: 'text',
      text: `${site.city}, ${monthAndYear(spotlightEvent.applicationsOpen)}\u00a0– ${site.name} lädt zum ${spotlightEvent.name} ein, dem digitalen Pitch-Event für B2B-Startups in der Pre-Seed- und Seed-Phase. Statt Pitch-Deck-Marathon zählt ein einziger 60\u2011Sekunden-Video-Pitch: Eine Jury bewertet die Einreichungen, die Community vergibt per Voting eine Wildcard, und im digitalen Finale am ${longDate(spotlightEvent.final)} pitchen die Top\u00a0${spotlightFigures.finalists} und das Wildcard-Startup vor ${spotlightFigures.angels} Business Angels.`,
    },
    {
      type: 'text',
      text: '„Gründer:innen verbringen vier bis sechs Monate mit der Suche nach Kapital\u00a0– und bekommen auf die meisten Anfragen nie eine Antwort. Mit Spotlight drehen wir das um: einmal pitchen, von hunderten Angels gesehen werden“, sagt das Gründungsteam.',
    },
    { type: 'heading', text: 'Das Event in Zahlen' },
    { type: 'figure', value: spotlightFigures.startups, label: 'B2B-Startups nehmen teil' },
    { type: 'figure', value: String(spotlightFigures.angels), label: 'Business Angels im Finale' },
    { type: 'figure', value: '60 Sekunden', label: 'Video-Pitch pro Startup' },
    {
      type: 'figure',
      value: finalPlaces,
      label: 'pitchen im digitalen Finale',
    },
    { type: 'figure', value: '1 Wildcard', label: 'vergibt die Community per Voting' },
    { type: 'spacer' },
    { type: 'heading', text: 'So läuft das Event ab' },
    ...pressPhases.map(
      (phase, index): PdfBlock => ({
        type: 'bullet',
        text: `Phase ${index + 1}\u00a0– ${phase.title}: ${phase.text}`,
      }),
    ),
    { type: 'heading', text: 'Termine' },
    { type: 'bullet', text: `${shortDate(spotlightEvent.start)}: Start des Wildcard-Votings` },
    {
      type: 'bullet',
      text: `${shortDate(spotlightEvent.pitchDeadline)}: Einreichungsschluss für Video-Pitches und Ende des Votings, Beginn der Jury-Bewertung`,
    },
    {
      type: 'bullet',
      text: `${shortDate(spotlightEvent.final)}: Digitales Finale mit Live-Pitches, Bekanntgabe der Top\u00a0${spotlightFigures.finalists} und des Wildcard-Gewinners`,
    },
    { type: 'heading', text: 'Was Startups gewinnen' },
    {
      type: 'text',
      text: `Alle Teilnehmenden erhalten Zugang zur Plattform, Feedback zu ihrem Pitch, optionales kuratiertes Peer-Matching und Einladungen zu exklusiven Events. Der Pitch lässt sich später im Plattform-Profil weiterverwenden. Der Wert der Tools und Zugänge liegt bei ${spotlightFigures.toolsValue}.`,
    },
    { type: 'heading', text: `Über ${site.name}` },
    {
      type: 'text',
      text: `${site.name} (${site.legalName}, ${site.city}, gegründet ${site.foundingYear}) verbindet Startups und Business Angels über 60\u2011Sekunden-Video-Pitches und KI-Matching. Angels sehen kurze Gründervideos statt Pitch-Decks und werden nach Präferenzen, Branche, Ticketgröße und Phase mit passenden Startups verbunden\u00a0– DSGVO-konform, ohne Erfolgsprovision.`,
    },
    { type: 'heading', text: 'Pressekontakt' },
    { type: 'text', text: `${pressContact.name}, ${pressContact.role}, ${site.legalName}` },
    { type: 'text', text: contactLine(contact.pressEmail, contact.phone) },
    { type: 'text', text: `Pressematerial, Logos und Key Visuals: ${host}/presse` },
  ]
}

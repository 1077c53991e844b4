import type { PdfBlock } from '../../scripts/lib/pdf'
import { site } from '../site'
import { pressKitFiles } from './presse-kit'

/*
 * The press page (spec 001 §2 "/presse", §9) and the press release PDF built from it by
 * scripts/make-press-kit.ts. Two readings of the finale exist in the spec: the top 10 (plus the wildcard)
 * reach the 30 angels, and the press page says the top 6 pitch live. We tell both consistently: the top 10
 * and the wildcard winner are presented to the angels; the best six of them pitch live in the digital final.
 * The press contact is a fictional person.
 */

export const pressHero = {
  eyebrow: 'Presse & Medien',
  title: 'Pressebereich',
  intro: `Alles für eure Berichterstattung über ${site.name} und das Spotlight-Pitch-Event 2025: Fakten, Pressemitteilung, Logos, Key Visuals und Video-Material – frei zur redaktionellen Verwendung.`,
}

export const pressAbout = {
  title: `Über ${site.name}`,
  paragraphs: [
    `${site.name} bringt B2B-Startups und Business Angels zusammen – mit einem einzigen 60\u00a0Sekunden Video-Pitch statt monatelangem Pitch-Deck-Marathon. Angels sehen kurze Gründervideos in einem vertikalen Feed und werden per KI-Matching nach Branche, Ticketgröße und Phase mit passenden Startups verbunden.`,
    `Mit Spotlight veranstaltet ${site.name} ein jährliches digitales Pitch-Event für B2B-Startups in der Pre-Seed- und Seed-Phase. Eine Jury aus Gründer:innen, Investor:innen und Köpfen des Ökosystems bewertet die Pitches, die Community vergibt per Voting eine Wildcard – und im Finale pitchen die besten Teams live vor über 30 Business Angels.`,
  ],
  facts: [
    { label: 'Gegründet', value: String(site.foundingYear) },
    { label: 'Sitz', value: site.city },
    { label: 'Fokus', value: 'B2B-Startups, Pre-Seed bis Seed' },
  ],
}

export const pressFigures = [
  { value: '30+', label: 'Business Angels pro Event', icon: 'i-lucide-users' },
  { value: 'B2B', label: 'Fokus auf B2B-Startups', icon: 'i-lucide-building-2' },
  { value: '60\u00a0s', label: 'Video-Pitch statt Pitch-Deck', icon: 'i-lucide-timer' },
  { value: 'Top\u00a06', label: 'pitchen live im Finale', icon: 'i-lucide-mic' },
] as const

export const pressPhases = [
  {
    title: 'Video-Einreichung & Jury-Bewertung',
    meta: 'Phase 1 · Einreichung bis 12.11.2025',
    text: 'Startups reichen ihren 60\u00a0Sekunden Video-Pitch ein. Vom 12. bis 20.11.2025 bewertet die Jury die Pitches auf einer Skala von 1 bis 10.',
  },
  {
    title: 'Wildcard-Voting der Community',
    meta: 'Phase 2 · ab 31.10.2025',
    text: 'Die Community stimmt öffentlich ab: Ein zusätzlicher Platz im Finale – die Wildcard – geht an das Startup mit den meisten Stimmen.',
  },
  {
    title: 'Live-Pitch vor Business Angels',
    meta: 'Phase 3 · Finale am 20.11.2025',
    text: 'Im digitalen Finale pitchen die sechs besten Startups live vor über 30 Business Angels; die Top 10 und der Wildcard-Gewinner werden bekanntgegeben.',
  },
] as const

/** Shown on the press page and in the PDF: the press contact (fictional person). */
export const pressContact = {
  name: 'Lena Hartwig',
  role: 'Presse & Kommunikation',
  requestSubject: 'Presseanfrage: Spotlight 2025',
}

export type PressFile = { href: string; bytes: number; type: 'ZIP' | 'PDF' | 'JPG' | 'MP4' }

const file = (key: keyof typeof pressKitFiles, type: PressFile['type']): PressFile => ({
  href: `/downloads/presse/${key}`,
  bytes: pressKitFiles[key],
  type,
})

export const pressMaterials = {
  logos: {
    title: 'Logo-Paket',
    text: 'Wortmarke und Bildmarke als SVG und PNG – farbig für helle, weiß für dunkle Hintergründe.',
    contents: ['Logo farbig und weiß (SVG, PNG)', 'Bildmarke (SVG, PNG 512\u00a0px)', 'Hinweise zur Verwendung'],
    file: file('logo-paket.zip', 'ZIP'),
  },
  release: {
    title: 'Pressemitteilung',
    text: 'Spotlight 2025: das digitale Pitch-Event für B2B-Startups – alle Fakten, Termine und der Pressekontakt.',
    contents: ['Event-Ablauf in drei Phasen', 'Termine und Kennzahlen', 'Pressekontakt'],
    file: file('pressemitteilung-spotlight-2025.pdf', 'PDF'),
    preview: '/images/presse/pressemitteilung-vorschau.png',
  },
  visuals: {
    title: 'Key Visuals',
    text: 'Illustrative Key Visuals zum Event in 1920\u00a0×\u00a01080\u00a0px. Es handelt sich um Grafiken, nicht um Fotos vom Event.',
    items: [
      {
        title: 'Key Visual „Bühne“',
        alt: 'Illustration: eine Bühne im Scheinwerferlicht, auf der Leinwand der Schriftzug Spotlight 2025',
        thumb: '/images/presse/key-visual-buehne.jpg',
        file: file('key-visual-buehne.jpg', 'JPG'),
      },
      {
        title: 'Key Visual „Pitch-Screen“',
        alt: 'Illustration: ein Smartphone mit einem Video-Pitch und einem 60-Sekunden-Timer',
        thumb: '/images/presse/key-visual-pitch-screen.jpg',
        file: file('key-visual-pitch-screen.jpg', 'JPG'),
      },
      {
        title: 'Key Visual „Finale“',
        alt: 'Illustration: Einladung zum digitalen Finale am 20.11.2025 mit den Event-Phasen',
        thumb: '/images/presse/key-visual-finale.jpg',
        file: file('key-visual-finale.jpg', 'JPG'),
      },
    ],
  },
  video: {
    title: 'Video-Teaser',
    text: 'Ein kurzer Teaser zum Spotlight 2025 im Querformat 16:9 (1280\u00a0×\u00a0720\u00a0px, H.264) – ohne Ton, bereit für Social Media und Websites.',
    poster: '/images/presse/video-teaser.jpg',
    file: file('video-teaser-spotlight-2025.mp4', 'MP4'),
  },
}

/** "412 KB" or "1,2 MB" in German notation. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))}\u00a0KB`
  return `${(bytes / 1_000_000).toLocaleString('de-DE', { maximumFractionDigits: 1 })}\u00a0MB`
}

/** The text of the press release PDF (scripts/make-press-kit.ts); `siteUrl` is the public address of the site. */
export const pressReleaseTitle = 'Pressemitteilung: Spotlight 2025'

export function pressReleaseBlocks(siteUrl: string): PdfBlock[] {
  const host = new URL(siteUrl).host.replace(/^www\./, '')
  return [
    { type: 'title', text: 'Spotlight 2025: 60 Sekunden, die über die nächste Finanzierungsrunde entscheiden' },
    {
      type: 'text',
      text: `${site.city}, Oktober 2025 – ${site.name} lädt zum Spotlight 2025 ein, dem digitalen Pitch-Event für B2B-Startups in der Pre-Seed- und Seed-Phase. Statt Pitch-Deck-Marathon zählt ein einziger 60\u00a0Sekunden Video-Pitch: Eine Jury bewertet die Einreichungen, die Community vergibt per Voting eine Wildcard, und im digitalen Finale am 20.11.2025 pitchen die Top\u00a06 live vor über 30 Business Angels.`,
    },
    {
      type: 'text',
      text: '„Gründer:innen verbringen vier bis sechs Monate mit der Suche nach Kapital – und bekommen auf die meisten Anfragen nie eine Antwort. Mit Spotlight drehen wir das um: einmal pitchen, von hunderten Angels gesehen werden“, sagt das Gründungsteam.',
    },
    { type: 'heading', text: 'Das Event in Zahlen' },
    { type: 'figure', value: '300+', label: 'B2B-Startups nehmen teil' },
    { type: 'figure', value: '30+', label: 'Business Angels pro Event' },
    { type: 'figure', value: '60 Sekunden', label: 'Video-Pitch pro Startup' },
    { type: 'figure', value: 'Top 6', label: 'pitchen live im digitalen Finale' },
    { type: 'figure', value: '1 Wildcard', label: 'vergibt die Community per Voting' },
    { type: 'spacer' },
    { type: 'heading', text: 'So läuft das Event ab' },
    ...pressPhases.map(
      (phase, index): PdfBlock => ({
        type: 'bullet',
        text: `Phase ${index + 1} – ${phase.title}: ${phase.text}`,
      }),
    ),
    { type: 'heading', text: 'Termine' },
    { type: 'bullet', text: '31.10.2025: Start des Wildcard-Votings' },
    { type: 'bullet', text: '12.11.2025: Einreichungsschluss für Video-Pitches, Beginn der Jury-Bewertung' },
    { type: 'bullet', text: '20.11.2025: Digitales Finale mit Live-Pitches, Top-10-Bekanntgabe und Wildcard-Gewinner' },
    { type: 'heading', text: 'Was Startups gewinnen' },
    {
      type: 'text',
      text: 'Alle Teilnehmenden erhalten Zugang zur Plattform, Feedback zu ihrem Pitch, optionales kuratiertes Peer-Matching und Einladungen zu exklusiven Events. Der Pitch lässt sich später im Plattform-Profil weiterverwenden. Der Wert der Tools und Zugänge liegt bei über 450\u00a0€.',
    },
    { type: 'heading', text: `Über ${site.name}` },
    {
      type: 'text',
      text: `${site.name} (${site.legalName}, ${site.city}, gegründet ${site.foundingYear}) verbindet Startups und Business Angels über 60\u00a0Sekunden Video-Pitches und KI-Matching. Angels sehen kurze Gründervideos statt Pitch-Decks und werden nach Präferenzen, Branche, Ticketgröße und Phase mit passenden Startups verbunden – DSGVO-konform, ohne Erfolgsprovision.`,
    },
    { type: 'heading', text: 'Pressekontakt' },
    { type: 'text', text: `${pressContact.name}, ${pressContact.role}, ${site.legalName}` },
    { type: 'text', text: `E-Mail: ${site.pressEmail} · Telefon: ${site.phoneDisplay}` },
    { type: 'text', text: `Pressematerial, Logos und Key Visuals: ${host}/presse` },
  ]
}

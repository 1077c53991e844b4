import { z } from 'zod'
import { dateAndTime, shortDate, spotlightEvent } from './event'
import type { SpotlightStage } from './timeline'

/*
 * Wildcard voting of the Spotlight 2025 (spec 001 §2–§4, §9). The 20 startups are fictional sample
 * entries with our own geometric logos (public/images/voting/). `votes` is each startup's base count:
 * votes collected before this site counted them (set them to 0 for a fresh edition). The shown count is
 * base + visitors' votes + votes credited by the team (`npm run admin -- credit`), all from the database.
 *
 * The spec gives two readings of the voting end ("12.11.2025" and "ends live during the final"): we
 * show 12.11.2025 as the end of voting and announce the winner at the final on 20.11.2025.
 * Prize amounts are the tooltip's (the banner's placeholder amounts are not used).
 */

export const votingStartupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(40).max(160),
  category: z.string().min(1),
  tags: z.array(z.string().min(1)).min(2),
  image: z.string().regex(/^\/images\/voting\/[a-z0-9-]+\.svg$/, 'a logo under /images/voting/'),
  votes: z.int().min(0),
  founded: z.int().min(2000).max(2025),
  location: z.string().min(1),
  founderCount: z.int().min(1).max(6),
})

export type VotingStartup = z.infer<typeof votingStartupSchema>

/** Cards show the first two tags only. */
export const SHOWN_TAGS = 2

const startups: VotingStartup[] = [
  {
    id: 'voltaro',
    name: 'Voltaro',
    description: 'Sagt Lastspitzen in Gewerbeimmobilien einen Tag im Voraus vorher und senkt so die Netzentgelte.',
    category: 'Energie',
    tags: ['KI-Prognosen', 'Gebäudetechnik', 'SaaS'],
    image: '/images/voting/voltaro.svg',
    votes: 412,
    founded: 2023,
    location: 'Berlin',
    founderCount: 3,
  },
  {
    id: 'paragrafix',
    name: 'Paragrafix',
    description:
      'Prüft Lieferantenverträge in Minuten auf Risiken und schlägt passende Klauseln aus dem eigenen Playbook vor.',
    category: 'LegalTech',
    tags: ['Vertragsanalyse', 'Mittelstand', 'NLP'],
    image: '/images/voting/paragrafix.svg',
    votes: 365,
    founded: 2022,
    location: 'Köln',
    founderCount: 2,
  },
  {
    id: 'lagerlicht',
    name: 'Lagerlicht',
    description: 'Zählt Bestände per Kamera direkt im Regal – Inventur ohne Stillstand, Fehlbestände in Echtzeit.',
    category: 'Logistik',
    tags: ['Computer Vision', 'Intralogistik', 'Hardware'],
    image: '/images/voting/lagerlicht.svg',
    votes: 298,
    founded: 2023,
    location: 'Hamburg',
    founderCount: 3,
  },
  {
    id: 'kliniqo',
    name: 'Kliniqo',
    description:
      'Plant Betten und Entlassungen im Krankenhaus vorausschauend und verkürzt Wartezeiten in der Notaufnahme.',
    category: 'HealthTech',
    tags: ['Klinikprozesse', 'Prognosen', 'B2B-SaaS'],
    image: '/images/voting/kliniqo.svg',
    votes: 276,
    founded: 2022,
    location: 'Leipzig',
    founderCount: 4,
  },
  {
    id: 'ferntakt',
    name: 'Ferntakt',
    description:
      'Macht das Onboarding verteilter Teams planbar: Checklisten, Hardware-Versand und Buddy-Matching in einem Tool.',
    category: 'HR-Tech',
    tags: ['Onboarding', 'Remote Work', 'Automatisierung'],
    image: '/images/voting/ferntakt.svg',
    votes: 241,
    founded: 2024,
    location: 'München',
    founderCount: 2,
  },
  {
    id: 'saatlux',
    name: 'Saatlux',
    description:
      'Verbindet Satellitendaten mit Bodensensoren und liefert Landwirtschaftsbetrieben belastbare Ertragsprognosen.',
    category: 'AgriTech',
    tags: ['Satellitendaten', 'Nachhaltigkeit', 'IoT'],
    image: '/images/voting/saatlux.svg',
    votes: 187,
    founded: 2021,
    location: 'Hannover',
    founderCount: 3,
  },
  {
    id: 'zollwerk-nova',
    name: 'Zollwerk Nova',
    description:
      'Erstellt Zollanmeldungen automatisch aus Rechnungen und Lieferscheinen – für Händler mit Exporten außerhalb der EU.',
    category: 'Logistik',
    tags: ['Außenhandel', 'Dokumenten-KI', 'Compliance'],
    image: '/images/voting/zollwerk-nova.svg',
    votes: 187,
    founded: 2023,
    location: 'Bremen',
    founderCount: 2,
  },
  {
    id: 'cobaltis',
    name: 'Cobaltis',
    description:
      'Trainiert Teams in kleinen Unternehmen mit realistischen Phishing-Simulationen und misst, wie die Abwehr wächst.',
    category: 'Cybersecurity',
    tags: ['Security Awareness', 'KMU', 'SaaS'],
    image: '/images/voting/cobaltis.svg',
    votes: 164,
    founded: 2022,
    location: 'Karlsruhe',
    founderCount: 3,
  },
  {
    id: 'baukreis',
    name: 'Baukreis',
    description:
      'Marktplatz für wiederverwendbare Baustoffe aus Rückbauprojekten, mit geprüfter Qualität und Logistik.',
    category: 'ClimateTech',
    tags: ['Kreislaufwirtschaft', 'Bauwesen', 'Marktplatz'],
    image: '/images/voting/baukreis.svg',
    votes: 151,
    founded: 2021,
    location: 'Stuttgart',
    founderCount: 2,
  },
  {
    id: 'taktora',
    name: 'Taktora Robotics',
    description:
      'Low-Code-Steuerung für Industrieroboter: Fertigungsteams richten neue Abläufe ohne Programmierkenntnisse ein.',
    category: 'Industrie 4.0',
    tags: ['Robotik', 'Low Code', 'Fertigung'],
    image: '/images/voting/taktora.svg',
    votes: 139,
    founded: 2020,
    location: 'Aachen',
    founderCount: 4,
  },
  {
    id: 'nebenklar',
    name: 'Nebenklar',
    description: 'Erstellt Nebenkostenabrechnungen für Hausverwaltungen automatisch und prüft sie auf typische Fehler.',
    category: 'PropTech',
    tags: ['Hausverwaltung', 'Automatisierung', 'FinOps'],
    image: '/images/voting/nebenklar.svg',
    votes: 122,
    founded: 2022,
    location: 'Frankfurt am Main',
    founderCount: 2,
  },
  {
    id: 'lernpfad',
    name: 'Lernpfad Pro',
    description:
      'Weiterbildung in Fünf-Minuten-Einheiten für Fachkräfte in Produktion und Pflege, direkt am Smartphone.',
    category: 'EdTech',
    tags: ['Microlearning', 'Fachkräfte', 'Mobile'],
    image: '/images/voting/lernpfad.svg',
    votes: 108,
    founded: 2023,
    location: 'Wien',
    founderCount: 3,
  },
  {
    id: 'kassenklar',
    name: 'Kassenklar',
    description:
      'Liquiditätsplanung für Handwerksbetriebe: verbindet Konto, Angebote und Aufträge zu einer 13-Wochen-Vorschau.',
    category: 'FinTech',
    tags: ['Liquidität', 'Handwerk', 'Open Banking'],
    image: '/images/voting/kassenklar.svg',
    votes: 97,
    founded: 2024,
    location: 'Nürnberg',
    founderCount: 2,
  },
  {
    id: 'waermewerk',
    name: 'Wärmewerk Digital',
    description: 'Plant Wärmepumpen für Mehrfamilienhäuser aus Grundriss und Verbrauchsdaten – inklusive Förderantrag.',
    category: 'Energie',
    tags: ['Wärmewende', 'Planungssoftware', 'Förderung'],
    image: '/images/voting/waermewerk.svg',
    votes: 85,
    founded: 2023,
    location: 'Freiburg',
    founderCount: 3,
  },
  {
    id: 'antragsweg',
    name: 'Antragsweg',
    description:
      'Digitalisiert Bauanträge für Kommunen: vollständige Unterlagen, klare Fristen und Status für alle Beteiligten.',
    category: 'GovTech',
    tags: ['Verwaltung', 'Digitalisierung', 'Workflow'],
    image: '/images/voting/antragsweg.svg',
    votes: 73,
    founded: 2022,
    location: 'Dresden',
    founderCount: 2,
  },
  {
    id: 'flottenfunk',
    name: 'Flottenfunk',
    description:
      'Lädt E-Flotten von Pflegediensten und Handwerkern zum günstigsten Zeitpunkt und plant Touren nach Reichweite.',
    category: 'Mobilität',
    tags: ['E-Mobilität', 'Lademanagement', 'Flotten'],
    image: '/images/voting/flottenfunk.svg',
    votes: 58,
    founded: 2024,
    location: 'Düsseldorf',
    founderCount: 3,
  },
  {
    id: 'pruefquant',
    name: 'Prüfquant',
    description:
      'KI-Sichtprüfung für Metallteile, die sich mit 50 Beispielbildern anlernen lässt – ohne eigenes Data-Science-Team.',
    category: 'Industrie 4.0',
    tags: ['Qualitätssicherung', 'Computer Vision', 'Edge AI'],
    image: '/images/voting/pruefquant.svg',
    votes: 44,
    founded: 2021,
    location: 'Regensburg',
    founderCount: 2,
  },
  {
    id: 'spurwerk',
    name: 'Spurwerk CO₂',
    description:
      'Berechnet die CO₂-Bilanz ganzer Lieferketten aus Einkaufsdaten und bereitet sie für den CSRD-Bericht auf.',
    category: 'ClimateTech',
    tags: ['CSRD', 'Lieferketten', 'ESG-Daten'],
    image: '/images/voting/spurwerk.svg',
    votes: 31,
    founded: 2023,
    location: 'Mannheim',
    founderCount: 3,
  },
  {
    id: 'tresorium',
    name: 'Tresorium',
    description:
      'Geldwäsche-Prüfung für Vermögensverwalter und Notariate: Dokumente prüfen, Risiken bewerten, revisionssicher ablegen.',
    category: 'RegTech',
    tags: ['Compliance', 'KYC', 'Finanzdienstleister'],
    image: '/images/voting/tresorium.svg',
    votes: 17,
    founded: 2024,
    location: 'Zürich',
    founderCount: 2,
  },
  {
    id: 'schichtwerk',
    name: 'Schichtwerk',
    description:
      'Dienstplanung für Pflegeeinrichtungen, die Wünsche des Teams berücksichtigt und Ausfälle per App nachbesetzt.',
    category: 'HR-Tech',
    tags: ['Pflege', 'Dienstplanung', 'Mobile'],
    image: '/images/voting/schichtwerk.svg',
    votes: 0,
    founded: 2025,
    location: 'Münster',
    founderCount: 2,
  },
]

export const votingStartups = z
  .array(votingStartupSchema)
  .length(20)
  .refine((list) => new Set(list.map((s) => s.id)).size === list.length, 'ids are unique')
  .parse(startups)

/** Voting phases (spec 001 §4, §9). */
export const votingDates = {
  kickstartEnds: '31.10.2025',
  votingStarts: '31.10.2025',
  votingEnds: '12.11.2025',
  final: '20.11.2025',
} as const

/** Prize money for the top three of the public vote (the tooltip's amounts). */
export const votingPrizes = [
  { place: 1, label: '1. Platz', amount: '5.000\u00a0€' },
  { place: 2, label: '2. Platz', amount: '2.500\u00a0€' },
  { place: 3, label: '3. Platz', amount: '1.000\u00a0€' },
] as const

/** Extra votes for sharing the participation and tagging our account, credited by hand. */
export const KICKSTART_EXTRA_VOTES = 10

/** Why votes are not accepted right now (409 answers and the note above the read-only ranking). */
export function votingClosedMessage(stage: SpotlightStage): string {
  if (stage === 'upcoming' || stage === 'kickstart') {
    return `Das Voting startet am ${dateAndTime(spotlightEvent.start)}. Bis dahin siehst du das Ranking mit den Startwerten – abstimmen kannst du ab dem Start.`
  }
  return `Das Voting ist am ${dateAndTime(spotlightEvent.pitchDeadline)} zu Ende gegangen – Stimmen werden nicht mehr angenommen.`
}

/** The note above the ranking when voting is closed; after the final it names the winner. */
export function votingStatusNote(stage: SpotlightStage, leader?: { name: string; votes: string }): string | undefined {
  if (stage === 'voting') return undefined
  if (stage === 'over' && leader) {
    return `Das Voting ist beendet: Die Wildcard fürs Finale hat ${leader.name} mit ${leader.votes} gewonnen. Herzlichen Glückwunsch!`
  }
  if (stage === 'jury' || stage === 'final') {
    return `${votingClosedMessage(stage)} Das ist das Endergebnis; die Wildcard verkünden wir im digitalen Finale am ${shortDate(spotlightEvent.final)}.`
  }
  return votingClosedMessage(stage)
}

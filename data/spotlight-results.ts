import { z } from 'zod'
import { type Ranked, rankStartups } from '../lib/ranking'
import { spotlightFigures } from './figures'
import { type VotingStartup, votingPrizes, votingStartups } from './voting'

/*
 * The results of Spotlight 2025, as the operator publishes them after the final ("Top 10 + 1"):
 * the jury's finalists, the winner of the final and the audited final counts of the wildcard voting. Pages
 * (/spotlight, /wildcard-voting) show them once the edition is over; every winner is derived here, never
 * written twice: the wildcard and the three prize winners of the vote are places 1–3 of `voteCounts`
 * ranked by lib/ranking.ts. The finalists are fictional B2B startups, like the voting entries.
 */

const finalistSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** One line: what the startup does. */
  pitch: z.string().min(30).max(140),
  city: z.string().min(1),
})

type Finalist = z.infer<typeof finalistSchema>

const votingIds = votingStartups.map((startup) => startup.id)
const baseCount = Object.fromEntries(votingStartups.map((startup) => [startup.id, startup.votes]))

const resultsSchema = z
  .object({
    /** The jury's Top 10, in the jury's order. */
    finalists: z.array(finalistSchema).length(spotlightFigures.finalists),
    /** Id of the winner of the final: one of the finalists or the wildcard startup. */
    finalWinner: z.string().min(1),
    /** The audited final count per voting startup id (data/voting-startups.ts), published after the vote. */
    voteCounts: z.record(z.string(), z.int().min(0)),
  })
  .refine((results) => new Set(results.finalists.map((f) => f.id)).size === results.finalists.length, {
    error: 'finalist ids are unique',
  })
  .refine((results) => results.finalists.every((f) => !votingIds.includes(f.id)), {
    error: 'the jury’s finalists are not voting entries (the wildcard is the vote’s own)',
  })
  .refine(
    (results) =>
      Object.keys(results.voteCounts).length === votingIds.length && votingIds.every((id) => id in results.voteCounts),
    { error: 'one count per voting startup' },
  )
  .refine((results) => votingIds.every((id) => (results.voteCounts[id] ?? 0) >= (baseCount[id] ?? 0)), {
    error: 'a final count is never below the base count collected before the site counted',
  })
  .refine(
    (results) => {
      // Places 1–3 carry prizes and place 1 the wildcard: no tie may decide them.
      const top = rankStartups(votingStartups, results.voteCounts).slice(0, votingPrizes.length + 1)
      return new Set(top.map((entry) => entry.votes)).size === top.length
    },
    { error: 'no tie among the prize places' },
  )
  .refine(
    (results) => {
      const wildcard = rankStartups(votingStartups, results.voteCounts)[0]?.startup.id
      return results.finalists.some((f) => f.id === results.finalWinner) || results.finalWinner === wildcard
    },
    { error: 'the winner of the final is a finalist' },
  )

export const spotlightResults = resultsSchema.parse({
  finalists: [
    {
      id: 'kaeltekontor',
      name: 'Kältekontor',
      pitch: 'Überwacht Kühlketten in der Lebensmittellogistik und warnt, bevor Ware verdirbt.',
      city: 'Hamburg',
    },
    {
      id: 'mandantly',
      name: 'Mandantly',
      pitch: 'Mandanten-Workspace für Steuerkanzleien: Belege, Fristen und Freigaben an einem Ort.',
      city: 'Münster',
    },
    {
      id: 'nahtsicht',
      name: 'Nahtsicht',
      pitch: 'Prüft Schweißnähte per Ultraschall und KI direkt an der Fertigungslinie.',
      city: 'Chemnitz',
    },
    {
      id: 'pflegetakt',
      name: 'Pflegetakt',
      pitch: 'Dienstplanung für ambulante Pflegedienste, die Ausfälle in Minuten neu verteilt.',
      city: 'Bielefeld',
    },
    {
      id: 'netzpilot',
      name: 'Netzpilot',
      pitch: 'Plant den Netzausbau für Stadtwerke aus Prognosen für Wärmepumpen und Wallboxen.',
      city: 'Kassel',
    },
    {
      id: 'angebotswerk',
      name: 'Angebotswerk',
      pitch: 'Erstellt technische Angebote für Maschinenbauer direkt aus CAD-Daten und Preislisten.',
      city: 'Ulm',
    },
    {
      id: 'auditora',
      name: 'Auditora',
      pitch: 'Bereitet Mittelständler auf ISO-27001-Audits vor: Richtlinien, Nachweise und Aufgaben im Blick.',
      city: 'Bonn',
    },
    {
      id: 'retourio',
      name: 'Retourio',
      pitch: 'Sagt Retouren im B2B-Großhandel vorher und verhindert sie schon bei der Bestellung.',
      city: 'Essen',
    },
    {
      id: 'fertigungsfunk',
      name: 'Fertigungsfunk',
      pitch: 'Bindet ältere Maschinen per Nachrüst-Sensor an die Produktionsplanung an.',
      city: 'Stuttgart',
    },
    {
      id: 'energiebuch',
      name: 'Energiebuch',
      pitch: 'Erfasst den Energieverbrauch von Filialketten automatisch und findet Einsparpotenziale.',
      city: 'Magdeburg',
    },
  ],
  finalWinner: 'kaeltekontor',
  voteCounts: {
    voltaro: 1046,
    paragrafix: 981,
    kliniqo: 874,
    lagerlicht: 812,
    ferntakt: 655,
    'zollwerk-nova': 540,
    saatlux: 497,
    cobaltis: 431,
    baukreis: 388,
    taktora: 352,
    nebenklar: 309,
    kassenklar: 284,
    lernpfad: 271,
    waermewerk: 236,
    antragsweg: 198,
    flottenfunk: 171,
    pruefquant: 129,
    spurwerk: 102,
    tresorium: 76,
    schichtwerk: 41,
  },
})

/** The final ranking of the wildcard voting (places 1…20). */
export const voteRanking: Ranked<VotingStartup>[] = rankStartups(votingStartups, spotlightResults.voteCounts)

/** Place 1 of the vote: the wildcard, the eleventh finalist. */
export const wildcardWinner = voteRanking[0] as Ranked<VotingStartup>

/** Places 1–3 of the vote with their prize money (data/voting.ts). */
export const votePrizeWinners = votingPrizes.map((prize) => ({
  ...prize,
  entry: voteRanking[prize.place - 1] as Ranked<VotingStartup>,
}))

/** A finalist as shown: the jury's ten and the wildcard, which carries its voting entry's line and city. */
export type ShownFinalist = Finalist & { wildcard: boolean }

/** Everyone who pitched in the final: the jury's Top 10, then the wildcard. */
export const allFinalists: ShownFinalist[] = [
  ...spotlightResults.finalists.map((finalist) => ({ ...finalist, wildcard: false })),
  {
    id: wildcardWinner.startup.id,
    name: wildcardWinner.startup.name,
    pitch: wildcardWinner.startup.description,
    city: wildcardWinner.startup.location,
    wildcard: true,
  },
]

/** The winner of the final. */
export const finalWinner = allFinalists.find(
  (finalist) => finalist.id === spotlightResults.finalWinner,
) as ShownFinalist

/** Sum of the final counts. */
export const totalVotes = voteRanking.reduce((sum, entry) => sum + entry.votes, 0)

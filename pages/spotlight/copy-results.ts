import { longDate, shortDate, spotlightEvent } from '../../data/event'
import { finalPlaces, spotlightFigures } from '../../data/figures'

// Copy of the results that open /spotlight once the edition is over (the results themselves are in
// data/spotlight-results.ts), and of the invitation to the next edition below them.

const { finalists, wildcards, angels, startups, juryFilled } = spotlightFigures

export const resultsNavItem = { id: 'ergebnisse', label: 'Ergebnisse' }

export const spotlightResultsCopy = {
  id: 'ergebnisse',
  eyebrow: 'Ergebnisse',
  title: `Die Ergebnisse von ${spotlightEvent.name}`,
  intro: `Am ${longDate(spotlightEvent.final)} pitchten die Top\u00a0${finalists} der Jury und die Wildcard der Community im digitalen Finale vor ${angels} Business Angels.`,
  winnerLabel: 'Sieger des Finales',
  wildcardLabel: 'Wildcard der Community',
  wildcardText: 'Platz\u00a01 im Wildcard-Voting und damit der elfte Platz im Finale.',
  finalistsTitle: `Die Finalisten: ${finalPlaces}`,
  finalistsLabel: `Finalisten von ${spotlightEvent.name}`,
  badges: { winner: 'Sieger', wildcard: 'Wildcard', jury: `Top\u00a0${finalists}` },
  votesTitle: 'Preisgeld im Wildcard-Voting',
  votesText: `Die drei Startups mit den meisten Stimmen zum Voting-Ende am ${shortDate(spotlightEvent.pitchDeadline)} gewannen Preisgeld.`,
  votesLabel: 'Gewinner des Wildcard-Votings',
  votesLink: { label: 'Endergebnis des Votings', href: '/wildcard-voting' },
}

export const spotlightRecap = {
  id: 'naechste-ausgabe',
  eyebrow: 'Rückblick',
  title: `So war ${spotlightEvent.name}`,
  intro: 'Danke an alle Startups, die Jury, die Angels und unsere Partner\u00a0– das war unsere Ausgabe in Zahlen.',
  figuresLabel: `${spotlightEvent.name} in Zahlen`,
  figures: [
    { value: startups, label: 'B2B-Startups reichten ihren Video-Pitch ein' },
    { value: String(finalists + wildcards), label: 'Startups pitchten im Finale' },
    { value: String(angels), label: 'Business Angels sahen die Finalisten' },
    { value: String(juryFilled), label: 'Jurymitglieder bewerteten die Pitches' },
  ],
  signUp: {
    title: 'Bei der nächsten Ausgabe dabei sein',
    text: 'Trag dich ein: Wir melden uns, sobald die Bewerbung für die nächste Spotlight-Ausgabe öffnet\u00a0– mit Terminen und allen Neuerungen.',
  },
  community: 'Oder folge unserem Community-Kanal',
}

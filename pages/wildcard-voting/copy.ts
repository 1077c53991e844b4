import { shortDate, spotlightEvent } from '../../data/event'
import { spotlightFigures } from '../../data/figures'
import { site } from '../../data/site'
import { totalVotes, wildcardWinner } from '../../data/spotlight-results'
import type { SpotlightStage } from '../../data/timeline'
import {
  KICKSTART_EXTRA_VOTES,
  type VotingPhase,
  votingDates,
  votingPeriod,
  votingPrizes,
  votingStartups,
} from '../../data/voting'
import { formatNumber } from '../../lib/format'

// Copy of the wildcard voting /wildcard-voting (alias /wildcard). Dates and prizes come
// from data/voting.ts; the texts inside the voting island are in data/voting-grid-copy.ts.

const { kickstartEnds, votingEnds, votingEndsAt, final } = votingDates
const { finalists } = spotlightFigures
const entries = votingStartups.length
const winner = wildcardWinner.startup.name
const winnerVotes = `${formatNumber(wildcardWinner.votes)}\u00a0Stimmen`

export const votingHero = {
  back: { href: '/spotlight', label: 'Zurück zum Spotlight' },
  eyebrow: `${spotlightEvent.name} · Wildcard-Voting`,
  /** The headline with its highlighted word in the middle, in each phase of the vote. */
  title: {
    ahead: ['Deine Stimme vergibt die ', 'Wildcard', ' fürs Finale'],
    closed: ['Die Community hat die ', 'Wildcard', ' gewählt'],
    over: ['Die ', 'Wildcard', ` ging an ${winner}`],
  } satisfies Record<VotingPhase, [string, string, string]>,
  lead: {
    ahead: `Zehn Startups ziehen über Jury und Angels ins Finale ein\u00a0– den elften Platz vergibt die Community. Stimm für deine Favoriten: Das Startup mit den meisten Stimmen pitcht am ${final} live vor den Business Angels.`,
    closed: `Die Top\u00a0${finalists} der Jury ziehen ins Finale ein\u00a0– den Platz\u00a0${finalists + 1} vergibt die Community. Das Voting ist beendet: Wir prüfen die Stimmen und verkünden die Wildcard im digitalen Finale am ${final}.`,
    over: `Die Top\u00a0${finalists} der Jury zogen ins Finale ein\u00a0– den Platz\u00a0${finalists + 1} vergab die Community. Mit ${winnerVotes} gewann ${winner} das Wildcard-Voting und pitchte am ${final} live vor den Business Angels.`,
  } satisfies Record<VotingPhase, string>,
  /** The three phases, each running in the Spotlight stages named (the row marks the one running now). */
  facts: [
    { icon: 'i-lucide-rocket', label: 'Kickstart', value: `bis ${kickstartEnds}`, stages: ['kickstart'] },
    { icon: 'i-lucide-heart', label: 'Voting', value: votingPeriod, stages: ['voting'] },
    { icon: 'i-lucide-trophy', label: 'Finale', value: final, stages: ['final'] },
  ] satisfies { icon: string; label: string; value: string; stages: SpotlightStage[] }[],
  factStatus: { done: 'vorbei', current: 'jetzt', next: 'demnächst' },
  vote: 'Jetzt abstimmen',
  /** Outside the voting phase the first button leads to the (read-only) ranking. */
  ranking: { ahead: 'Zur Rangliste', closed: 'Zur vorläufigen Rangliste', over: 'Zum Endergebnis' } satisfies Record<
    VotingPhase,
    string
  >,
  apply: 'Pitch einreichen',
}

/** Beside the headline once votes count: the top three as the page was rendered, in each phase of the vote. */
export const votingStandings = {
  title: { ahead: 'Live-Stand', closed: 'Vorläufiger Endstand', over: 'Endergebnis' } satisfies Record<
    VotingPhase,
    string
  >,
  note: {
    ahead: `Gezählt wird bis ${votingEndsAt}.`,
    closed: `Wir prüfen die Stimmen; verkündet wird im Finale am ${final}.`,
    over: `Geprüft und verkündet im digitalen Finale am ${final}.`,
  } satisfies Record<VotingPhase, string>,
  label: 'Die drei Startups mit den meisten Stimmen',
  link: 'Ganze Rangliste',
  /** „3.055 Stimmen · 20 Startups“ */
  total: (votes: number) => `${formatNumber(votes)}\u00a0Stimmen · ${entries}\u00a0Startups`,
}

/** The decorative ticket beside the headline (before the vote opens). */
export const votingTicket = {
  event: spotlightEvent.name,
  title: 'Wildcard',
  place: 'Platz 11 im Finale',
  finalLabel: 'Digitales Finale',
  final,
}

export const kickstart = {
  badge: 'Kickstart',
  title: `${KICKSTART_EXTRA_VOTES}\u00a0Extra-Stimmen für deinen Start`,
  text: `Teile deine Teilnahme auf LinkedIn oder Instagram und markiere ${site.socialHandle} im Beitrag\u00a0– unser Team prüft ihn und schreibt deinem Startup ${KICKSTART_EXTRA_VOTES}\u00a0zusätzliche Stimmen gut.`,
  deadline: `Der Kickstart endet mit dem Votingstart am ${kickstartEnds}.`,
  button: 'Share-Bild erstellen',
  href: '/wildcard-share',
}

export const ranking = {
  id: 'ranking',
  ahead: {
    eyebrow: 'Aktuelle Rangliste',
    title: `Die ${entries} Startups im Wildcard-Voting`,
    intro:
      'Ein Herz gibt einem Startup deine Stimme, ein zweites nimmt sie zurück. Das Ranking sortiert sich sofort neu.',
  },
  closed: {
    eyebrow: 'Vorläufiges Ergebnis',
    title: `Die ${entries} Startups im Wildcard-Voting`,
    intro:
      'Stimmen werden nicht mehr angenommen. Bis zum Finale prüfen wir die abgegebenen Stimmen\u00a0– diese Rangliste ist vorläufig.',
  },
  over: {
    eyebrow: 'Endergebnis',
    title: 'Das Endergebnis des Wildcard-Votings',
    intro: `Die geprüften Stimmen aller ${entries} Startups zum Voting-Ende am ${votingEnds}, insgesamt ${formatNumber(totalVotes)}\u00a0Stimmen. Die ersten drei Plätze gewannen Preisgeld, Platz\u00a01 die Wildcard fürs Finale.`,
  },
} satisfies { id: string } & Record<VotingPhase, { eyebrow: string; title: string; intro: string }>

/** Labels of the read-only ranking once the vote has closed. */
export const rankingList = {
  label: 'Ranking des Wildcard-Votings',
  provisional: 'vorläufig',
  prizesTitle: `Preisgeld für die Top\u00a0${votingPrizes.length}`,
  prizesText: `Die drei Startups mit den meisten Stimmen zum Voting-Ende am ${votingEndsAt} gewinnen Preisgeld; Platz\u00a01 zieht mit der Wildcard ins Finale ein.`,
  winnersTitle: 'Die Gewinner des Votings',
  winnersLabel: 'Preisgeld im Wildcard-Voting',
}

/** Among the vote's checks once the kickstart is over: why some counts started higher. */
export const kickstartBonus = `Kickstart bis ${kickstartEnds}: Wer seine Teilnahme auf LinkedIn oder Instagram geteilt und ${site.socialHandle} markiert hat, bekam ${KICKSTART_EXTRA_VOTES}\u00a0zusätzliche Stimmen gutgeschrieben.`

/** The submission call below the ranking once applications are closed (before they open, or after the deadline). */
export const votingApplyClosed = {
  upcoming: {
    title: 'Bald kannst du pitchen',
    text: `Die Bewerbung für ${spotlightEvent.name} startet am ${shortDate(spotlightEvent.applicationsOpen)}.`,
  },
  closed: {
    title: 'Die Einreichung ist geschlossen',
    text: `Die Bewerbung für ${spotlightEvent.name} endete am ${votingEnds}. Die nächste Ausgabe kündigen wir auf der Spotlight-Seite und im Community-Kanal an.`,
  },
  over: {
    title: `${spotlightEvent.name} ist vorbei`,
    text: 'Alle Ergebnisse\u00a0– die Finalisten, der Sieger des Finales und die Wildcard\u00a0– findest du auf der Spotlight-Seite. Dort kannst du dich auch für die nächste Ausgabe vormerken.',
  },
  button: 'Zum Spotlight',
  overButton: { label: 'Zu den Ergebnissen', href: '/spotlight#ergebnisse' },
}

/**
 * For a startup not in the vote: the submission is open, the jury's way into the final (round 22: „fehlt noch im
 * Ranking?“ read as if a pitch sent now joined the race).
 */
export const votingApply = {
  title: 'Dein Startup ist nicht im Voting?',
  text: `Das Voting ist nicht der einzige Weg ins Finale: Die Einreichung fürs ${spotlightEvent.name} läuft bis zum ${votingEndsAt}, und die Jury bewertet jeden Pitch für die Top\u00a0${finalists}.`,
  button: 'Pitch einreichen',
}

/** Beside the rule of the vote while hearts are given: the share image for a startup in the vote (/wildcard-share). */
export const voteShare = {
  title: 'Dein Startup ist im Voting?',
  text: 'Erstelle dein Share-Bild mit deinem Logo und ruf deine Community auf LinkedIn oder Instagram zum Abstimmen auf.',
}

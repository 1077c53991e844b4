import type { FaqItem } from '../../data/content'
import { dateRange, dayAndMonth, longDate, shortDate, spotlightEvent } from '../../data/event'
import { spotlightFigures } from '../../data/figures'
import { juryByPriority } from '../../data/jury'
import { communityUrl, type ExternalLinks } from '../../data/links'
import type { Figure } from '../../data/mediadaten'
import { site } from '../../data/site'
import { posterCopy, posterSrcSet, startupsLedBy } from '../../data/startups'
import type { EditionWindow } from '../../data/timeline'

// Copy of the gated jury landing page /jury-spotlight.

const juryStart = dayAndMonth(spotlightEvent.juryStart)
const final = dayAndMonth(spotlightEvent.final)
/** The last day to apply: the jury takes members until the pitch deadline (editionWindow 'open'). */
const applyUntil = dayAndMonth(spotlightEvent.pitchDeadline)

const jurorsWork =
  'Als Jury-Mitglied bewertest du die Video-Pitches der spannendsten B2B-Startups im DACH-Raum\u00a0– digital und wann es dir passt.'

/** The one way to the jury form, with one label wherever it stands (hero, expectations, closing). */
const applyAsJuror = { label: 'Jetzt als Jury bewerben', href: '/jury-form' }

export const juryHero = {
  eyebrow: `Jury ${spotlightEvent.name}`,
  title: 'Entdecke die Startups von morgen\u00a0–',
  titleAccent: 'als Jury-Mitglied.',
  /**
   * While the jury takes members the lead names the rating window (the one date a candidate needs first; the
   * schedule of „So funktioniert’s“ gives the rest). Once this edition's jury is complete the notice above the
   * actions says where the edition stands, and the lead says what a juror does, true in any year.
   */
  lead: {
    open: `Bewerte vom ${dateRange(spotlightEvent.juryStart, spotlightEvent.final)} die Video-Pitches der spannendsten B2B-Startups im DACH-Raum\u00a0– digital und wann es dir passt.`,
    closed: jurorsWork,
    over: jurorsWork,
  } satisfies Record<EditionWindow, string>,
  primary: applyAsJuror,
  secondary: { label: 'Was dich erwartet', href: '#erwartungen' },
  /**
   * The application's last day under the actions while the jury takes members (review 5 Nov: the lead's rating
   * window read like the time to apply, the deadline stood only in step 1); the jury is complete afterwards.
   */
  deadline: `Bewerbung bis zum ${applyUntil}`,
}

export const juryIntro = {
  eyebrow: 'Was ist Spotlight?',
  title: 'Das digitale Pitch\u2011Event für B2B\u2011Startups',
  intro: {
    open: 'Startups reichen einen 60\u2011Sekunden-Video-Pitch ein. Deine Bewertung entscheidet mit, wer ins Finale kommt; einen Platz vergibt das Community-Voting als Wildcard.',
    closed:
      'Startups reichen einen 60\u2011Sekunden-Video-Pitch ein. Die Bewertung der Jury entscheidet mit, wer ins Finale kommt; einen Platz vergibt das Community-Voting als Wildcard.',
    over: `Startups reichten einen 60\u2011Sekunden-Video-Pitch ein. Die Bewertung der Jury entschied mit, wer am ${longDate(spotlightEvent.final)} im Finale stand; einen Platz vergab das Community-Voting als Wildcard.`,
  } satisfies Record<EditionWindow, string>,
  figures: [
    { value: spotlightFigures.startups, label: 'B2B-Startups', note: 'von Pre-Seed bis Seed' },
    {
      value: `${spotlightFigures.finalists}\u00a0+\u00a0${spotlightFigures.wildcards}`,
      label: 'Plätze im Finale',
      note: `die Top\u00a0${spotlightFigures.finalists} und die Wildcard`,
    },
    { value: String(spotlightFigures.angels), label: 'Business Angels', note: 'sehen die Finalisten' },
    { value: '120.000+', label: 'LinkedIn-Follower', note: 'der Jury zusammen' },
  ] satisfies Figure[],
}

export const juryTeam = {
  eyebrow: 'Die Jury',
  // Bound „in der“: balanced on a phone the first line ended at „in“ (review 5 Nov).
  title: 'Mit wem du in\u00a0der Jury sitzt',
  intro: {
    open: 'Gründerinnen, Investoren und Köpfe aus dem Ökosystem. Weitere Mitglieder geben wir laufend bekannt.',
    closed: `Gründerinnen, Investoren und Köpfe aus dem Ökosystem: Die Jury von ${spotlightEvent.name} ist komplett.`,
    over: `Gründerinnen, Investoren und Köpfe aus dem Ökosystem: Sie bildeten die Jury von ${spotlightEvent.name}.`,
  } satisfies Record<EditionWindow, string>,
  listLabel: 'Jury-Mitglieder',
}

export const juryExpectations = {
  eyebrow: 'Erwartungen',
  title: 'Was wir von dir erwarten',
  intro: 'Klar umrissen, gut planbar: So sieht deine Jury-Arbeit aus.',
  items: [
    {
      icon: 'i-lucide-list-checks',
      title: `Alle ${spotlightFigures.pitchesPerJuror} zugeteilten Pitches bewerten`,
      text: 'Sie werden dir zufällig zugeteilt. Gib jedem eine Note von 1 bis 10, damit deine Wertung fair ins Gesamtranking einfließt.',
    },
    {
      icon: 'i-lucide-clock',
      title: 'Rund 1\u00a0Stunde Aufwand',
      text: 'Jeder Pitch dauert 60\u00a0Sekunden. Du teilst dir die Zeit in der Bewertungsphase frei ein.',
    },
    {
      icon: 'i-lucide-heart-handshake',
      title: 'Kostenlos und ehrenamtlich',
      text: 'Die Teilnahme kostet dich nichts, die Jury-Arbeit wird nicht vergütet.',
    },
  ],
  button: applyAsJuror,
}

/** The points of the scale (its last number): the portal's drawing draws this many. */
const scaleMax = Number(spotlightFigures.ratingScale.split('–').at(-1))

export const juryBenefits = {
  title: 'Was du als Jury\u2011Mitglied bekommst',
  items: [
    {
      icon: 'i-lucide-messages-square',
      title: 'Jury-WhatsApp-Gruppe',
      text: 'Optional: Tausch dich mit den anderen Jury-Mitgliedern aus.',
    },
    {
      icon: 'i-lucide-award',
      title: 'Dein Jury-Badge',
      text: 'Zum Finale, für LinkedIn und deine Website.',
    },
    {
      icon: 'i-lucide-globe',
      title: 'Namentlich auf der Website',
      text: 'Mit Foto und Funktion als Jury-Mitglied von Spotlight.',
    },
  ],
}

export const juryWhy = {
  eyebrow: 'Warum dein Feedback zählt',
  title: 'Eine Minute Feedback kann eine Runde verändern',
  intro:
    'Viele Startups hören bei Absagen nie, woran es lag. Dein Feedback ist freiwillig, als Text oder Sprachnachricht, und geht mit deinem Namen und deiner Funktion an das Startup.',
  items: [
    {
      icon: 'i-lucide-lightbulb',
      title: 'Klarheit der Idee',
      text: 'Versteht man in 60\u00a0Sekunden, welches Problem gelöst wird und für wen?',
    },
    {
      icon: 'i-lucide-trending-up',
      title: 'Potenzial des Geschäftsmodells',
      text: 'Trägt das Modell? Passen Markt, Preis und Skalierung zusammen?',
    },
    {
      icon: 'i-lucide-wrench',
      title: 'Konkrete Verbesserungen',
      text: 'Ein Satz zu dem, was fehlt, hilft mehr als jede Note.',
    },
  ],
  /** What such a feedback reads like (a sample, written for the page). */
  sample: {
    label: 'Beispiel: So klingt hilfreiches Feedback',
    quote: '„Das Problem ist in zehn Sekunden klar. Zeigt noch, wer heute schon zahlt\u00a0– dann ist der Pitch rund.“',
  },
}

/** The pitch on the hero's rating view: a sample pitch, a few pitches into the round. */
const [heroPitch] = startupsLedBy('wattlinie')
const heroRated = 3
const heroScore = 8
/** The juror signed in: the first named jury member (a portrait illustration under /images/people/). */
const juror = juryByPriority().find((member) => member.image)
if (!juror) throw new Error('data/jury.ts names no jury member with a portrait')

/**
 * The hero's visual: a juror's rating view of one pitch (a sample: fictional startup, fictional juror). One note on
 * the page's scale, as the FAQ says; the three points of „Warum dein Feedback zählt“ are what the free feedback
 * covers, not scores of their own.
 */
export const juryHeroMock = {
  caption: `Beispiel aus dem Jury-Portal: ${heroRated} von ${spotlightFigures.pitchesPerJuror} Pitches sind bewertet, der Pitch von ${heroPitch.name} bekommt die Note ${heroScore} auf der Skala ${spotlightFigures.ratingScale}, dazu freiwilliges Feedback zu ${new Intl.ListFormat('de').format(juryWhy.items.map((item) => item.title))}.`,
  portal: 'Jury-Portal',
  sample: 'Beispiel',
  juror: juror.image,
  rated: heroRated,
  total: spotlightFigures.pitchesPerJuror,
  progress: `${heroRated} von ${spotlightFigures.pitchesPerJuror} bewertet`,
  startup: heroPitch.name,
  sector: `${heroPitch.category} · ${heroPitch.stage}`,
  pitch: heroPitch.description,
  /** The poster and its copies (shown 96 px wide on phones, 112 px from 640 px). */
  poster: posterCopy(heroPitch.posterUrl, 360),
  posterSrcSet: posterSrcSet(heroPitch.posterUrl),
  duration: '60\u00a0Sek.',
  scoreLabel: 'Deine Note',
  scaleNote: `Skala ${spotlightFigures.ratingScale}`,
  score: heroScore,
  scaleMax,
  feedbackLabel: 'Feedback (freiwillig)',
  aspects: juryWhy.items.map((item) => item.title),
}

/** The four steps; with the dates of this edition while it takes jury members, as a general order afterwards. */
const processMeta: Record<EditionWindow, [string, string, string, string]> = {
  open: [
    `Bis ${dayAndMonth(spotlightEvent.pitchDeadline)}`,
    `Am ${juryStart}`,
    dateRange(spotlightEvent.juryStart, spotlightEvent.final),
    `Am ${final}`,
  ],
  closed: ['Vor dem Einreichungsschluss', 'Zum Start der Bewertung', 'Rund eine Woche', 'Zum Finale'],
  over: ['Vor dem Einreichungsschluss', 'Zum Start der Bewertung', 'Rund eine Woche', 'Zum Finale'],
}

export const juryProcess = (edition: EditionWindow) => {
  const [apply, link, rate, finale] = processMeta[edition]
  return {
    eyebrow: 'So funktioniert’s',
    title: 'In vier Schritten zur Jury',
    steps: [
      { title: 'Bewerben', text: 'Fülle das kurze Jury-Formular aus\u00a0– in zwei Minuten erledigt.', meta: apply },
      {
        title: 'Jury-Link erhalten',
        text: 'Du bekommst deinen persönlichen Link zur Bewertung per E-Mail.',
        meta: link,
      },
      {
        title: 'Pitches bewerten',
        text: 'Deine zugeteilten Pitches ansehen, jedem eine Note geben, gern mit Feedback.',
        meta: rate,
      },
      {
        title: 'Finale erleben',
        text: `Die Top\u00a0${spotlightFigures.finalists} und die Wildcard stehen fest\u00a0– mit deiner Bewertung.`,
        meta: finale,
      },
    ],
  }
}

export const juryContact = {
  title: 'Fragen zu Ablauf, Aufwand oder Bewertung?',
  minutes: '15\u00a0Minuten',
  button: 'Termin vereinbaren',
  mail: 'E-Mail schreiben',
  mailSubject: `Frage zur Jury ${spotlightEvent.name}`,
}

export const juryFinalCta = {
  title: 'Bereit, die nächsten Top\u2011Startups zu entdecken?',
  text: {
    open: `Die Plätze in der Jury sind begrenzt. Sichere dir deinen Platz bis zum ${applyUntil}.`,
    closed: `Die Jury von ${spotlightEvent.name} ist komplett. Im Community-Kanal erfährst du zuerst, wann die Jury-Anmeldung für die nächste Ausgabe öffnet.`,
    over: `${spotlightEvent.name} ist vorbei. Im Community-Kanal erfährst du zuerst, wann die Jury-Anmeldung für die nächste Ausgabe öffnet.`,
  } satisfies Record<EditionWindow, string>,
  button: applyAsJuror,
}

/** When the rating takes place: ahead, under way, or past. */
const ratingPeriod: Record<EditionWindow, string> = {
  open: `Die Bewertungsphase läuft vom ${longDate(spotlightEvent.juryStart)} bis zum ${longDate(spotlightEvent.final)}. Am ${juryStart} erhältst du deinen persönlichen Jury-Link per E-Mail.`,
  closed: `Die Bewertungsphase läuft vom ${longDate(spotlightEvent.juryStart)} bis zum ${longDate(spotlightEvent.final)}; die Jury hat ihre persönlichen Links am ${shortDate(spotlightEvent.juryStart)} per E-Mail erhalten.`,
  over: `Bei ${spotlightEvent.name} lief die Bewertungsphase vom ${longDate(spotlightEvent.juryStart)} bis zum ${longDate(spotlightEvent.final)}. Die Termine der nächsten Ausgabe kündigen wir im Community-Kanal an.`,
}

export const juryFaq = (edition: EditionWindow): { title: string; items: FaqItem[] } => ({
  title: 'Häufige Fragen zur Jury',
  items: [
    {
      id: 'zeitaufwand',
      question: 'Wie viel Zeit muss ich einplanen?',
      answer:
        'Etwa eine Stunde insgesamt. Jeder Pitch dauert 60\u00a0Sekunden, dazu kommt deine Bewertung. Du teilst dir die Zeit in der Bewertungsphase frei ein.',
    },
    {
      id: 'zeitraum',
      question: edition === 'over' ? 'Wann fand die Bewertung statt?' : 'Wann findet die Bewertung statt?',
      answer: ratingPeriod[edition],
    },
    {
      id: 'bewertung',
      question: 'Wie bewerte ich die Pitches?',
      answer:
        'Über deinen persönlichen Jury-Link siehst du 30 zufällig zugeteilte Pitches und vergibst für jeden eine Note von 1 bis 10. Die Bewertungen aller Jury-Mitglieder ergeben das Gesamtranking.',
    },
    {
      id: 'alle-30',
      question: 'Muss ich alle 30 Pitches bewerten?',
      answer:
        'Ja. Damit das Ranking fair bleibt, bewertest du alle 30 zugeteilten Startups. Weitere Pitches kannst du dir zusätzlich ansehen.',
    },
    {
      id: 'feedback',
      question: 'Muss ich Feedback schreiben?',
      answer:
        'Nein, Feedback ist freiwillig\u00a0– aber sehr willkommen. Du kannst es als Text oder als Sprachnachricht geben.',
    },
    {
      id: 'wer-sieht-feedback',
      question: 'Wer sieht mein Feedback?',
      answer:
        'Dein Feedback geht mit deinem Namen und deiner Funktion an das jeweilige Startup. Andere Teilnehmende sehen es nicht.',
    },
    {
      id: 'verguetung',
      question: 'Werde ich für die Jury-Arbeit bezahlt?',
      answer:
        'Nein. Die Jury-Arbeit ist ehrenamtlich und für dich kostenlos. Dafür erhältst du ein Jury-Badge, wirst auf der Website genannt und kannst der Jury-WhatsApp-Gruppe beitreten.',
    },
    {
      id: 'wer-kann-mitmachen',
      question: 'Wer kann Jury-Mitglied werden?',
      answer: `Gründer:innen, Investor:innen und Menschen aus dem Startup-Ökosystem mit Erfahrung in der Bewertung junger Unternehmen. ${edition === 'open' ? 'Bewirb dich über das Formular' : 'Für die nächste Ausgabe merkst du dich über den Community-Kanal vor'}\u00a0– das Team von ${site.name} meldet sich bei dir.`,
    },
  ],
})

/** Title and description of the page in each window (+config.ts holds the default). */
export const juryHead: Record<EditionWindow, { title: string; description: string }> = {
  open: {
    title: `Jury ${spotlightEvent.name}`,
    description: `Werde Jury-Mitglied bei ${spotlightEvent.name}: ${spotlightFigures.pitchesPerJuror} Video-Pitches vom ${dateRange(spotlightEvent.juryStart, spotlightEvent.final)} bewerten\u00a0– rund eine Stunde, digital, ehrenamtlich und kostenlos.`,
  },
  closed: {
    title: `Jury ${spotlightEvent.name}`,
    description: `Die Jury von ${spotlightEvent.name} ist komplett und bewertet die Video-Pitches bis zum Finale. Für die Jury der nächsten Ausgabe kannst du dich schon vormerken lassen.`,
  },
  over: {
    title: `Jury ${spotlightEvent.name}`,
    description: `Die Jury von ${spotlightEvent.name} hat die Video-Pitches der B2B-Startups bewertet\u00a0– danke! Für die Jury der nächsten Ausgabe kannst du dich schon vormerken lassen.`,
  },
}

/**
 * The call to join the jury: the sign-up form until the pitch deadline; afterwards the jury of this edition is
 * complete, the page says so and offers a reminder for the next one (community channel).
 */
export const juryPhase: Record<EditionWindow, { notice?: string; label?: string }> = {
  open: {},
  closed: {
    notice: `Die Jury von ${spotlightEvent.name} ist komplett und bewertet bis zum ${final}. Für die nächste Ausgabe kannst du dich vormerken lassen.`,
    label: 'Für die nächste Jury vormerken',
  },
  over: {
    notice: `${spotlightEvent.name} ist vorbei\u00a0– danke an die Jury! Für die nächste Ausgabe kannst du dich vormerken lassen.`,
    label: 'Für die nächste Jury vormerken',
  },
}

export function juryApply(edition: EditionWindow, links: ExternalLinks, label: string) {
  const closed = juryPhase[edition].label
  return closed
    ? { href: communityUrl(links, 'jury'), label: closed, external: true }
    : { href: '/jury-form', label, external: false }
}

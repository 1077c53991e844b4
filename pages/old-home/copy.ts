import type { Step } from '../../data/content'
import { classicFundraising, classicFundraisingMonths, platformFigures } from '../../data/figures'
import { type LaunchStage, perLaunch } from '../../data/timeline'

// Copy of /old-home, the earlier and simpler variant of the start page. Not indexed; its
// canonical is the current start page. Early access before the launch of data/event.ts, registration after.

const angels = platformFigures.angels
const months = platformFigures.freeMonths

export const oldHomeHero = {
  // The page speaks to founders only (an angel found no reason here: round 19).
  eyebrow: 'Für Startups',
  title: 'Pitch Once. Reach Hundreds.',
  lead: `Nimm einen 60\u2011Sekunden-Video-Pitch auf\u00a0– und erreiche ${angels} spezialisierte, verifizierte Business Angels. Unser KI\u2011Matching sorgt dafür, dass dich die Richtigen sehen.`,
  primary: perLaunch({ prelaunch: 'Early Access anmelden', launched: 'Jetzt registrieren' }),
  secondary: 'So funktioniert’s',
  // The offer's terms as separate points (a line of „·“ wrapped on phones with a dot left at its end: review 6.8).
  terms: {
    prelaunch: [`${months}\u00a0Monate kostenlos`, 'keine Kreditkarte', 'keine Erfolgsprovision'],
    launched: [`${months}\u00a0Monate gratis`, 'keine Kreditkarte', 'keine Erfolgsprovision'],
  } satisfies Record<LaunchStage, readonly string[]>,
}

const [monthsFrom, monthsTo] = classicFundraisingMonths

export const oldHomeProblem = {
  eyebrow: 'Das Problem',
  title: 'Fundraising ist zu langsam, zu zäh, zu intransparent',
  // The two figures' charts (drawn, not read: the figures and their sentences say it): the classic round's months
  // against the pitch's minute, the working week cut in half.
  chart: {
    classic: 'Klassische Runde',
    months: Array.from({ length: monthsTo }, (_, index) => index + 1),
    monthsFrom,
    pitch: 'Dein Video-Pitch',
    pitchValue: '60\u00a0Sekunden',
    week: 'Deine Arbeitszeit',
    fundraising: 'Fundraising',
    product: 'Produkt und Kund:innen',
  },
  // Each pain reads on its own; the two with a figure lead as large figures, the four others follow as a row.
  items: [
    {
      icon: 'i-lucide-calendar-clock',
      figure: classicFundraising,
      title: 'pro Finanzierungsrunde',
      text: 'So lange dauert eine Runde im Schnitt\u00a0– vom ersten Gespräch bis zur Zusage.',
    },
    {
      icon: 'i-lucide-hourglass',
      figure: '50\u00a0%',
      title: 'der Arbeitszeit fürs Fundraising',
      text: 'Zeit, die dem Produkt und den ersten Kund:innen fehlt.',
    },
    {
      icon: 'i-lucide-search',
      title: 'Tagelange Recherche',
      text: 'Schon passende Angels zu finden, kostet Tage\u00a0– bevor das erste Gespräch stattfindet.',
    },
    {
      icon: 'i-lucide-trending-down',
      title: 'Timing und Momentum gehen verloren',
      text: 'Zwischen Erstkontakt und Zusage vergehen Wochen, in denen die Runde an Schwung verliert.',
    },
    {
      icon: 'i-lucide-mail-x',
      title: 'Keine Antwort',
      text: 'Viele Investoren melden sich nicht\u00a0– trotz sorgfältiger Ansprache.',
    },
    {
      icon: 'i-lucide-message-circle-off',
      title: 'Kein Feedback',
      text: 'Bei Absagen erfährst du nie, woran es lag.',
    },
  ],
}

export const oldHomeProcess = {
  eyebrow: 'So funktioniert’s',
  title: 'Drei Schritte statt monatelanger Suche',
  // „ein Video“ held together: balanced on two lines, the intro broke after „ein“ (review 6.8).
  intro: 'Kein Deck-Versand, keine Kaltakquise: ein\u00a0Video und ein Matching, das für dich arbeitet.',
  steps: [
    {
      title: 'Pitch aufnehmen',
      text: 'Erzähl in 60\u00a0Sekunden, welches Problem dein Team löst und warum ihr die Richtigen dafür seid.',
    },
    {
      title: 'KI-Matching',
      text: 'Wir gleichen deinen Pitch mit Präferenzen, Branchenfokus, Ticketgröße und Phase der Angels ab.',
    },
    {
      title: 'Angels melden sich',
      text: 'Passende Investoren sehen deinen Pitch, setzen dich auf ihre Watchlist und nehmen Kontakt auf.',
    },
  ] satisfies Step[],
}

export const oldHomeCta = {
  title: `Bereit, einmal zu pitchen und ${angels} Angels zu erreichen?`,
  text: perLaunch({
    prelaunch: `Sichere dir deinen Platz im Early Access: ${months}\u00a0Monate kostenlos, keine Kreditkarte, keine Erfolgsprovision.`,
    launched: `Registriere dich kostenlos: ${months}\u00a0Monate gratis, keine Kreditkarte, keine Erfolgsprovision.`,
  }),
}

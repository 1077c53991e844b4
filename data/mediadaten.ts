import { formatNumber } from '../lib/format'
import { numericDayMonth, shortDate, spotlightEvent } from './event'
import { finalPlaces, reachFigures, spotlightFigures } from './figures'

/*
 * Media data of Spotlight 2025: every
 * figure lives here once. The page and the downloadable PDF (server/mediadaten-pdf.ts, written by
 * scripts/make-mediadaten-pdf.ts) both read this file. Media partners are fictional; all are "In Gesprächen" (in talks), as the spec says.
 * Reading: the wildcard-voting calculation uses 200 startups (the spec's number for it), the event
 * claims 300+ participating startups: the page reads the 200 as the startups of the 300+ that share their
 * participation, so the two figures do not contradict each other.
 */

export type Figure = { value: string; label: string; note?: string }

/** The one label of the booking calendar's button, in the hero and in the ways to a partnership. */
const bookCall = 'Gespräch buchen'

/** The wildcard voting's base impressions: the startups that share their participation times their contacts. */
const wildcardBase = { startups: 200, contacts: 400 }
const wildcardImpressions = wildcardBase.startups * wildcardBase.contacts
/** The direct community (channel and network members). */
const community = '345+'

/** The contacts a figure such as "120.000+" stands for (its digits). */
const contactsOf = (value: string) => Number(value.replace(/\D/g, ''))

/**
 * Where the reach comes from: the page's own figures added up (the guaranteed 600.000 is a floor below
 * their sum; viral sharing and coverage carry it to the range in the section's heading).
 */
const reachParts = [
  { label: 'Partner-Netzwerk', value: reachFigures.partnerNetwork, tone: 'bg-brand-600', section: 'multiplikatoren' },
  {
    label: 'LinkedIn-Follower der Jury',
    value: reachFigures.juryLinkedIn,
    tone: 'bg-violet-600',
    section: 'multiplikatoren',
  },
  {
    label: 'Wildcard-Voting, Basis',
    value: formatNumber(wildcardImpressions),
    tone: 'bg-brand-300',
    section: 'wildcard-reichweite',
  },
  {
    label: 'Direkte Community',
    value: community,
    tone: 'bg-ink-700',
    toneOnDark: 'bg-ink-300',
    section: 'community',
  },
].map((part) => ({ toneOnDark: part.tone, ...part, contacts: contactsOf(part.value) }))
const ownReach = reachParts.reduce((sum, part) => sum + part.contacts, 0)
/** The sum, rounded down to whole hundred thousands ("700.000+"). */
const ownReachText = `${formatNumber(Math.floor(ownReach / 100_000) * 100_000)}+`

/** The reach's sources and their sum (the media data's breakdown, the partner page's total). */
export const reachBreakdown = {
  parts: reachParts,
  total: ownReach,
  sum: `Zusammen ${ownReachText} Kontakte aus eigenen Kanälen`,
  /** Where the guarantee lies on the sum's bar, and its label there. */
  guarantee: { contacts: contactsOf(reachFigures.guaranteed), label: `${reachFigures.guaranteed} garantiert` },
}

export const mediadatenPdf = {
  href: '/downloads/onepitch-mediadaten-spotlight-2025.pdf',
  fileName: 'onepitch-mediadaten-spotlight-2025.pdf',
  title: `Mediadaten ${spotlightEvent.name}`,
}

/** The thousand-contact price: organic at Spotlight against paid media (hero and total). */
const cpm = {
  organic: { value: '0,50\u00a0€', label: 'CPM organisch bei Spotlight' },
  paid: { value: '15–30\u00a0€', label: 'CPM bei bezahlten Medien' },
}

export const mediaHero = {
  eyebrow: `Mediadaten ${spotlightEvent.name}`,
  title: 'Reichweite, die\u00a0bei',
  titleAccent: 'Entscheidern ankommt.',
  lead: 'Spotlight bringt deine Marke vor B2B-Gründer:innen, Business Angels und das Startup-Ökosystem im DACH-Raum\u00a0– organisch, messbar und mit Inhalten, die Monate nachwirken.',
  // What a sponsor weighs first: the guaranteed contacts, who they are, what one thousand of them cost (the jury's
  // LinkedIn followers stood here and twice below; the price stood at the page's end: round 20).
  figures: [
    {
      value: reachFigures.total,
      label: 'Gesamtreichweite',
      note: `${reachFigures.guaranteed} garantiert, bis ${reachFigures.upTo}`,
    },
    { value: spotlightFigures.startups, label: 'B2B-Startups', note: 'von Pre-Seed bis Seed' },
    { value: cpm.organic.value, label: 'pro 1.000 Kontakte', note: `statt ${cpm.paid.value} bei bezahlten Medien` },
  ] satisfies Figure[],
  /** When the brand is seen: the edition's dates (neutral labels, true before and after them). */
  dates: `Voting ${numericDayMonth(spotlightEvent.start)}–${shortDate(spotlightEvent.pitchDeadline)} · Finale ${shortDate(spotlightEvent.final)} · Inhalte wirken 6+\u00a0Monate nach`,
  download: 'Mediadaten als PDF',
  request: bookCall,
}

export const mediaCommunity = {
  eyebrow: 'Community',
  title: 'Eine Community, die zuhört',
  intro: 'Unsere direkte Community erreicht Gründer:innen, Angels und Ökosystem-Köpfe ohne Streuverlust.',
  figure: { value: community, label: 'Direkte Community', note: 'Mitglieder in Kanal und Netzwerk' } satisfies Figure,
  points: [
    'Gründer:innen von B2B-Startups in der Pre-Seed- und Seed-Phase',
    'Verifizierte Business Angels und Investor:innen',
    'Acceleratoren, Hubs und Gründungsnetzwerke im DACH-Raum',
  ],
}

export const mediaMultipliers = {
  eyebrow: 'Multiplikatoren',
  title: 'Reichweite durch Partner und Jury',
  intro:
    'Netzwerkpartner und Jury teilen das Event mit ihren eigenen Communities\u00a0– glaubwürdig und mit hoher Relevanz.',
  figures: [
    { value: reachFigures.partnerNetwork, label: 'Partner-Netzwerk', note: 'Reichweite der Netzwerkpartner' },
    {
      value: reachFigures.juryLinkedIn,
      label: 'LinkedIn-Follower der Jury',
      note: 'Gründer:innen, Investor:innen, Ökosystem',
    },
  ] satisfies [Figure, Figure],
}

export const mediaWildcard = {
  eyebrow: 'Wildcard-Voting',
  title: 'Jedes Startup wird zum Multiplikator',
  intro: `Im Wildcard-Voting mobilisieren die Startups ihre eigenen Netzwerke für Platz\u00a011\u00a0– und tragen deine Marke mit. Gerechnet mit 200 der ${spotlightFigures.startups} Startups, die ihre Teilnahme teilen.`,
  calculation: {
    startups: { value: String(wildcardBase.startups), label: 'teilende Startups' },
    contacts: { value: String(wildcardBase.contacts), label: 'Kontakte je Startup' },
    result: { value: formatNumber(wildcardImpressions), label: 'Basis-Impressionen' },
  },
  figures: [
    { value: '100.000–150.000', label: 'Virales Potenzial', note: 'Impressionen durch Teilen' },
    { value: '2–3 Wochen', label: 'Peak-Phase', note: 'höchste Aufmerksamkeit' },
    { value: '6+ Monate', label: 'Content-Lebensdauer', note: 'Pitches, Recaps, Features' },
  ] satisfies Figure[],
}

export type MediaPartner = { name: string; type: string; reach: string }

/**
 * What the media partners' figures add up to. They count listeners, subscribers, readers and visits: a reach in
 * contacts, not a number of people (round 22).
 */
const mediaSum = `Zusammen kommen sie auf über ${reachFigures.mediaCombined.replace('+', '')} Kontakte.`

export const mediaCoverage = {
  eyebrow: 'Medienpräsenz',
  title: 'Medienpartner für zusätzliche Reichweite',
  intro: `Mit diesen Medien sind wir im Gespräch. ${mediaSum}`,
  partners: [
    { name: 'Gründerfunk Podcast', type: 'Podcast', reach: '45.000 Hörer:innen/Monat' },
    { name: 'Venture Weekly DACH', type: 'Newsletter', reach: '120.000 Abonnent:innen' },
    {
      name: 'Digitalwirtschaft heute',
      type: 'Online-Magazin',
      reach: '450.000 Leser:innen/Monat',
    },
    { name: 'Mittelstand Digital Radar', type: 'Fachportal', reach: '400.000 Besuche/Monat' },
  ] satisfies MediaPartner[],
  /** Where the talks with all of them stand (one line above the page's table, a column in the PDF's). */
  statusLabel: 'Status aller Medienpartner:',
  status: 'In Gesprächen',
  // Not counted in the reach above: the talks are under way (round 20: a large total beside „In Gesprächen“).
  combined: {
    value: reachFigures.mediaCombined,
    label: 'Reichweite dieser Medien, nicht eingerechnet',
  } satisfies Figure,
}

/**
 * Once the edition is over the page says so, and the media partners read as asked for that edition (the
 * talks are no longer under way). The PDF is written once per build and keeps the figures without a phase.
 */
export const mediaAfterEvent = {
  notice: `${spotlightEvent.name} ist vorbei\u00a0– die Mediadaten zeigen Reichweite und Zielgruppe dieser Ausgabe. Partnerschaften für die nächste Ausgabe kannst du schon jetzt anfragen.`,
  coverage: {
    intro: `Mit diesen Medien waren wir für ${spotlightEvent.name} im Gespräch. ${mediaSum}`,
    status: 'Angefragt',
  },
}

export const mediaTotal = {
  eyebrow: 'Gesamtreichweite',
  title: `${reachFigures.totalRange} Kontakte`,
  intro:
    'Kontakte aus Community, Partner-Netzwerk, Jury, Wildcard-Voting und Berichterstattung\u00a0– von der garantierten Mindestreichweite bis zu dem, was Teilen und Berichte dazutragen.',
  breakdown: {
    eyebrow: 'Zusammensetzung',
    title: 'Woraus sich die Reichweite zusammensetzt',
    intro: 'Vier eigene Kanäle, jeder mit seinem Abschnitt weiter unten.',
    sum: reachBreakdown.sum,
    /** How a contact is counted (round 21: people, members and impressions stood side by side unexplained). */
    counting: {
      title: 'So zählen wir',
      text: `Ein Kontakt ist eine Person, die Spotlight-Inhalte in einem Kanal sieht: ein Mitglied der Community, ein Follower der Jury, ein Kontakt im Netzwerk eines Partners, eine Impression im Voting. Jeder Kanal zählt für sich; wer in zweien ist, zählt doppelt\u00a0– darum garantieren wir ${reachFigures.guaranteed} statt der vollen Summe.`,
    },
    note: `Davon garantiert: ${reachFigures.guaranteed}. Teilen die Startups ihr Voting weiter (bis 150.000 statt ${formatNumber(wildcardImpressions)}) und berichten Medien über das Event, sind ${reachFigures.upTo} möglich: Ein Bericht bringt einen Teil seines Publikums dazu, die ganze Reichweite der Medienpartner (${reachFigures.mediaCombined}) rechnen wir nicht ein.`,
  },
  // The section's heading is the range: the cards step from what is guaranteed to what may come on top.
  figures: [
    { value: reachFigures.guaranteed, label: 'Mindestgarantie', note: 'garantierte Kontakte' },
    { value: ownReachText, label: 'Erwartet', note: 'Partner-Netzwerk, Jury, Voting und Community zusammen' },
    { value: reachFigures.upTo, label: 'Potenzial', note: 'mit viralem Teilen und der Berichterstattung' },
  ] satisfies Figure[],
  quality: {
    title: 'Zielgruppenqualität',
    items: [
      { value: '100\u00a0%', label: 'B2B' },
      { value: '>\u00a095\u00a0%', label: 'DACH-Raum' },
      { value: '>\u00a080\u00a0%', label: 'Entscheider:innen' },
    ] satisfies Figure[],
  },
  cpm: { title: 'Tausender-Kontakt-Preis', ...cpm },
  promises: [
    {
      icon: 'i-lucide-trophy',
      value: spotlightFigures.partnerBudgetAsPrize,
      label: `des Partnerbudgets gehen als Preisgeld an die ${finalPlaces}`,
    },
    // A satisfaction rate of a first edition had no base (round 20); a lone „1“ over the reporting read as no figure
    // (round 21): the reporting joins the features, the third card is the answer time every contact card states.
    {
      icon: 'i-lucide-megaphone',
      value: '3',
      label: 'garantierte Social-Media-Features für jeden Partner, danach ein Reporting mit Reichweite und Kennzahlen',
    },
    { icon: 'i-lucide-clock', value: '24\u00a0h', label: 'bis zur Antwort auf jede Partner-Anfrage' },
  ],
}

export const mediaBecomePartner = {
  eyebrow: 'Partner werden',
  title: 'Drei Wege zur Partnerschaft',
  cards: {
    download: {
      title: 'Mediadaten herunterladen',
      text: 'Alle Zahlen dieser Seite kompakt als PDF\u00a0– zum Weiterleiten an dein Team.',
      button: 'PDF herunterladen',
    },
    consultation: {
      title: 'Beratung buchen',
      text: 'In 15\u00a0Minuten klären wir, welches Paket zu deinen Zielen passt. Kostenlos und unverbindlich.',
      button: bookCall,
      note: 'Termin im Kalender wählen',
    },
    request: {
      title: 'Direkte Anfrage',
      text: 'Schreib uns dein Anliegen\u00a0– wir antworten innerhalb von 24\u00a0Stunden.',
      button: 'Anfrage senden',
      subject: `Partnerschaft ${spotlightEvent.name}`,
      body: 'Hallo Spotlight-Team,\n\nwir interessieren uns für eine Partnerschaft bei Spotlight.\n\nUnternehmen:\nAnsprechperson:\nTelefon:\n\nViele Grüße',
    },
  },
}

export const mediaSignup = {
  eyebrow: 'Immer auf dem Laufenden',
  title: 'Partnerpakete, Termine und Ergebnisse zuerst erfahren',
  text: 'Neue Partnerpakete, welche Medien berichten und wie die Ausgabe läuft: per E-Mail oder im Community-Kanal\u00a0– jederzeit abbestellbar.',
  button: 'Lieber im Community-Kanal',
  placement: 'mediadaten',
  cardTitle: 'Spotlight-News per E-Mail',
  cardText: 'Ein kurzer Überblick, wenn es Neues gibt\u00a0– kein Spam, jederzeit abbestellbar.',
  cardSubmit: 'News per E-Mail erhalten',
  /** The privacy note's purpose: this form is for the partner news, not the early access. */
  purpose: 'um dir Partnerpakete, Termine und Ergebnisse des Spotlights zu schicken',
}

export const mediaContact = {
  title: 'Kontakt für Partner und Medien',
  reply: 'Antwort innerhalb von 24\u00a0Stunden',
}

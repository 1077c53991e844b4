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

/** The wildcard voting's base contacts: the startups that share their participation times their contacts. */
const wildcardBase = { startups: 200, contacts: 400 }
const wildcardContacts = wildcardBase.startups * wildcardBase.contacts
/** What the vote may reach when the startups share it on (its viral potential, in contacts). */
const viralContacts = { from: 100_000, to: 150_000 }
/** The direct community (channel and network members). */
const community = '345+'

/** The contacts a figure such as "120.000+" stands for (its digits). */
const contactsOf = (value: string) => Number(value.replace(/\D/g, ''))

/**
 * Where the reach comes from: the page's own figures added up (the guaranteed 600.000 is a floor below
 * their sum; viral sharing and coverage carry it to the range in the section's heading).
 */
const reachParts = [
  {
    label: 'Netzwerke der Partner',
    value: reachFigures.partnerNetwork,
    tone: 'bg-brand-600',
    section: 'multiplikatoren',
  },
  {
    label: 'LinkedIn-Follower der Jury',
    value: reachFigures.juryLinkedIn,
    tone: 'bg-violet-600',
    section: 'multiplikatoren',
  },
  {
    label: 'Wildcard-Voting',
    value: formatNumber(wildcardContacts),
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

/**
 * The reach's three tiers, each written one way wherever the page names it („600.000 garantiert“, „700.000+
 * erwartet“, „900.000+ möglich“; round 23: the hero said 600.000+, a card „600.000 Mindestgarantie“).
 */
export const reachTiers = {
  guaranteed: { value: reachFigures.guaranteed, label: 'garantiert', contacts: contactsOf(reachFigures.guaranteed) },
  expected: { value: ownReachText, label: 'erwartet', note: 'die vier Kanäle zusammen', contacts: ownReach },
  potential: {
    value: reachFigures.upTo,
    label: 'möglich',
    note: 'mit Teilen und Berichten',
    contacts: contactsOf(reachFigures.upTo),
  },
}
/** A tier as the page writes it („600.000 garantiert“). */
const tierText = (tier: { value: string; label: string }) => `${tier.value} ${tier.label}`

/** The reach's sources and their sum (the media data's breakdown, the partner page's total). */
export const reachBreakdown = {
  parts: reachParts,
  total: ownReach,
  sum: `Zusammen ${ownReachText} Kontakte aus eigenen Kanälen`,
  /** Where the guarantee lies on the sum's bar, and its label there. */
  guarantee: { contacts: reachTiers.guaranteed.contacts, label: tierText(reachTiers.guaranteed) },
}

export const mediadatenPdf = {
  href: '/downloads/onepitch-mediadaten-spotlight-2025.pdf',
  fileName: 'onepitch-mediadaten-spotlight-2025.pdf',
  title: `Mediadaten ${spotlightEvent.name}`,
}

/** The TKP (price per thousand contacts): organic at Spotlight against paid media (hero and total). */
const tkp = {
  organic: { value: '0,50\u00a0€', label: 'TKP bei Spotlight, organisch' },
  paid: { value: '15–30\u00a0€', label: 'TKP bei bezahlten Medien' },
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
      value: reachTiers.guaranteed.value,
      label: `Kontakte ${reachTiers.guaranteed.label}`,
      note: `bis ${tierText(reachTiers.potential)}`,
    },
    { value: spotlightFigures.startups, label: 'B2B-Startups', note: 'von Pre-Seed bis Seed' },
    { value: tkp.organic.value, label: 'TKP bei Spotlight', note: `statt ${tkp.paid.value} bei bezahlten Medien` },
  ] satisfies Figure[],
  /**
   * When the brand is seen: the edition's dates as neutral labels, true before, during and after them (the content's
   * life after the final stands in the wildcard section's figures).
   */
  dates: [
    `Voting ${numericDayMonth(spotlightEvent.start)}–${shortDate(spotlightEvent.pitchDeadline)}`,
    `Finale ${shortDate(spotlightEvent.final)}`,
  ],
  download: 'Mediadaten als PDF',
  request: bookCall,
}

export const mediaCommunity = {
  eyebrow: 'Community',
  title: 'Eine Community, die zuhört',
  intro: 'Unsere direkte Community erreicht Gründer:innen, Angels und Ökosystem-Köpfe ohne Streuverlust.',
  figure: { value: community, label: 'Direkte Community', note: 'Mitglieder in Kanal und Netzwerk' } satisfies Figure,
  points: [
    'B2B-Gründer:innen in Pre-Seed und Seed',
    'Verifizierte Business Angels und Investor:innen',
    'Acceleratoren, Hubs und Netzwerke im DACH-Raum',
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
    result: { value: formatNumber(wildcardContacts), label: 'Kontakte im Voting' },
  },
  figures: [
    {
      value: `${formatNumber(viralContacts.from)}–${formatNumber(viralContacts.to)}`,
      label: 'Virales Potenzial',
      note: 'Kontakte, wenn die Startups weiterteilen',
    },
    { value: '2–3 Wochen', label: 'Peak-Phase', note: 'höchste Aufmerksamkeit' },
    { value: '6+ Monate', label: 'Content-Lebensdauer', note: 'Pitches, Recaps, Features' },
  ] satisfies Figure[],
}

/** Where the talks with a media partner stand: each row shows its own (round 23: one pill above the table read as all confirmed). */
type MediaStatus = 'talks'

export type MediaPartner = { name: string; type: string; reach: string; status: MediaStatus }

export const mediaCoverage = {
  eyebrow: 'Medienpräsenz',
  title: 'Medienpartner für zusätzliche Reichweite',
  intro: 'Mit diesen Medien sind wir im Gespräch; zugesagt hat noch keines.',
  partners: [
    { name: 'Gründerfunk Podcast', type: 'Podcast', reach: '45.000 Hörer:innen/Monat', status: 'talks' },
    { name: 'Venture Weekly DACH', type: 'Newsletter', reach: '120.000 Abonnent:innen', status: 'talks' },
    {
      name: 'Digitalwirtschaft heute',
      type: 'Online-Magazin',
      reach: '450.000 Leser:innen/Monat',
      status: 'talks',
    },
    { name: 'Mittelstand Digital Radar', type: 'Fachportal', reach: '400.000 Besuche/Monat', status: 'talks' },
  ] satisfies MediaPartner[],
  /** Each status as its row's pill says it (and the PDF's status column). */
  statuses: { talks: 'In Gesprächen' } satisfies Record<MediaStatus, string>,
  /**
   * What their figures add up to, quietly under the table: not counted in the total reach while the talks are under
   * way (round 20: a large total beside „In Gesprächen“). They count listeners, subscribers, readers and visits: a
   * reach in contacts, not a number of people (round 22).
   */
  combined: {
    value: reachFigures.mediaCombined,
    label: 'Kontakte dieser Medien zusammen\u00a0– nicht in der Gesamtreichweite eingerechnet',
  } satisfies Figure,
}

/**
 * Once the edition is over the page says so, and the media partners read as asked for that edition (the
 * talks are no longer under way). The PDF is written once per build and keeps the figures without a phase.
 */
export const mediaAfterEvent = {
  notice: `${spotlightEvent.name} ist vorbei\u00a0– die Mediadaten zeigen Reichweite und Zielgruppe dieser Ausgabe. Partnerschaften für die nächste Ausgabe kannst du schon jetzt anfragen.`,
  coverage: {
    intro: `Diese Medien haben wir für ${spotlightEvent.name} angefragt.`,
    statuses: { talks: 'Angefragt' } satisfies Record<MediaStatus, string>,
  },
}

export const mediaTotal = {
  eyebrow: 'Gesamtreichweite',
  // The tiers' figures stand once, on the bar (round 23: they stood in the heading, a paragraph and three cards).
  title: 'Garantiert, erwartet, möglich',
  intro:
    'Was wir garantieren, was die vier eigenen Kanäle zusammen ergeben und was Teilen und Berichte dazutragen können.',
  breakdown: {
    /** How a contact is counted (round 21: people, members and impressions stood side by side unexplained). */
    counting: {
      title: 'So zählen wir',
      text: 'Ein Kontakt ist eine Person, die Spotlight-Inhalte in einem Kanal sieht. Jeder Kanal zählt für sich; wer in zweien ist, zählt doppelt\u00a0– darum liegt die Garantie unter der Summe. Mehr wird möglich, wenn die Startups ihr Voting weiterteilen und Medien berichten.',
    },
  },
  quality: {
    title: 'Zielgruppenqualität',
    items: [
      { value: '100\u00a0%', label: 'B2B' },
      { value: '>\u00a095\u00a0%', label: 'DACH-Raum' },
      { value: '>\u00a080\u00a0%', label: 'Entscheider:innen' },
    ] satisfies Figure[],
  },
  tkp: { title: 'TKP: Preis je 1.000 Kontakte', ...tkp },
}

export const mediaBecomePartner = {
  eyebrow: 'Partner werden',
  title: 'Drei Wege zur Partnerschaft',
  /**
   * What a partnership brings, said plainly above the ways to it (round 23: the features and the prize money stood as
   * small figures in dark tiles). Each as a figure and its words, the PDF's tiles the same.
   */
  deliverables: {
    title: 'Das bekommst du als Partner',
    items: [
      {
        icon: 'i-lucide-megaphone',
        value: '3',
        label: 'Social-Media-Features',
        note: 'garantiert, für jede Partnerschaft',
      },
      {
        icon: 'i-lucide-chart-column',
        value: 'Reporting',
        label: 'mit Kennzahlen',
        note: 'zur Reichweite deiner Features',
      },
      {
        icon: 'i-lucide-trophy',
        value: spotlightFigures.partnerBudgetAsPrize,
        label: 'als Preisgeld',
        note: `dein Partnerbudget, für die Startups der ${finalPlaces}`,
      },
    ] satisfies (Figure & { icon: string })[],
  },
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

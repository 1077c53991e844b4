import type { FaqItem } from '../../components/faq/Faq'

// Copy of /early-access (spec 000 §2 and §9). Readings chosen where the spec disagrees: the launch is
// 20.11.2025 (the spec's FAQ and meta description also say 12.11.2025; we use one date everywhere) and the
// capacity is 200 places (the about page of the spec says 400 startups and 100 angels).

/** Launch instant: 20.11.2025, 00:00 in Munich (CET, UTC+1). */
export const LAUNCH_AT = '2025-11-20T00:00:00+01:00'

export const earlyAccessHero = {
  badge: 'Early Access · Launch am 20.11.2025',
  title: 'Sei dabei, bevor alle anderen pitchen',
  lead: 'Wir öffnen die Plattform zuerst für 200 Startups und Business Angels. Wer jetzt einsteigt, nutzt OnePitch drei Monate kostenlos und gestaltet das Produkt mit.',
  facts: [
    { icon: 'i-lucide-users', value: '200', label: 'Early-Access-Plätze' },
    { icon: 'i-lucide-calendar-days', value: '20.11.2025', label: 'Launch' },
    { icon: 'i-lucide-gift', value: '3 Monate', label: 'kostenlos' },
    { icon: 'i-lucide-credit-card', value: 'Keine', label: 'Kreditkarte nötig' },
  ],
  startupCta: 'Als Startup anmelden',
  investorCta: 'Als Investor anmelden',
}

export const earlyAccessDemo = {
  eyebrow: 'Live-Demo',
  title: 'So sehen Angels dein Startup',
  intro:
    'Probier es aus: Wisch durch echte Beispiel-Pitches, öffne das Profil und setz ein Startup auf die Watchlist – genau so erleben Angels die Plattform.',
  points: [
    { icon: 'i-lucide-smartphone', text: 'Vertikale 60\u00a0Sekunden Videos, gemacht fürs Handy' },
    { icon: 'i-lucide-gauge', text: 'Match-Score von 1 bis 10 für jedes Startup' },
    { icon: 'i-lucide-file-text', text: 'Kompaktes Profil mit Key Facts und Funding-Details' },
    { icon: 'i-lucide-heart', text: 'Watchlist mit einem Tipp aufs Herz' },
  ],
}

export const earlyAccessBenefits = {
  eyebrow: 'Deine Vorteile',
  title: 'Was dir der Early Access bringt',
  startups: {
    title: 'Für Startups',
    icon: 'i-lucide-rocket',
    items: [
      'Ein 60\u00a0Sekunden Video-Pitch statt Dutzender Erstgespräche',
      'KI-Matching mit Angels, die zu Branche, Phase und Ticketgröße passen',
      'Drei Monate kostenlos – auch die Fundraising-Phase',
      'Persönliches Onboarding und direkter Draht zu unserem Team',
      'Keine Erfolgs- oder Vermittlungsprovision',
    ],
  },
  investors: {
    title: 'Für Investoren',
    icon: 'i-lucide-briefcase-business',
    items: [
      'Kuratierter Deal Flow aus Pre-Seed- und Seed-Startups',
      'In 60\u00a0Sekunden entscheiden, ob du mehr wissen willst',
      'Watchlist und Founder-Updates der Startups, die du beobachtest',
      'KI-Deal-Summaries und Verbindungen zu Co-Investoren',
      'Drei Monate kostenlos, keine Kreditkarte erforderlich',
    ],
  },
}

export const earlyAccessFeatures = {
  eyebrow: 'Funktionen',
  title: 'Alles, was Fundraising schneller macht',
  items: [
    {
      icon: 'i-lucide-video',
      title: 'Video-Pitch in 60\u00a0Sekunden',
      text: 'Einmal aufnehmen, überall überzeugen: Dein Pitch ist die Visitenkarte für jedes Match.',
    },
    {
      icon: 'i-lucide-sparkles',
      title: 'KI-Matching',
      text: 'Präferenzen, Branchenfokus, Ticketgröße und Phase: Die KI bringt zusammen, was zusammenpasst.',
    },
    {
      icon: 'i-lucide-badge-check',
      title: 'Verifizierte Angels',
      text: 'Nur geprüfte Investoren mit Matching-Zugang sehen deinen Pitch – keine anonymen Besucher.',
    },
    {
      icon: 'i-lucide-bookmark',
      title: 'Watchlist & Updates',
      text: 'Angels merken sich Startups und erhalten deren Founder-Updates – Beziehungen entstehen vor der Runde.',
    },
    {
      icon: 'i-lucide-chart-line',
      title: 'Deal-Tracking & Analytics',
      text: 'Sieh, wer deinen Pitch anschaut, wer sich meldet und wo jedes Gespräch gerade steht.',
    },
    {
      icon: 'i-lucide-lock',
      title: 'DSGVO-konform',
      text: 'Kein öffentlicher Zugriff, keine Weitergabe, kein Download. Deck und Kontakte teilst du nur auf Anfrage.',
    },
  ],
}

export const earlyAccessCountdown = {
  eyebrow: 'Countdown',
  title: 'Launch am 20.11.2025 um 00:00 Uhr',
  intro: 'Bis dahin vergeben wir die 200 Early-Access-Plätze in der Reihenfolge der Anmeldungen.',
  label: 'Zeit bis zum Launch am 20.11.2025',
  endedText: 'Der Launch ist geschafft – Anmeldungen sind weiterhin möglich.',
}

export const earlyAccessFaq: FaqItem[] = [
  {
    id: 'was',
    question: 'Was bedeutet Early Access?',
    answer:
      'Du gehörst zu den ersten 200 Startups und Business Angels auf der Plattform, nutzt sie ab dem Launch am 20.11.2025 drei Monate kostenlos und gibst uns direktes Feedback, das in die Entwicklung einfließt.',
  },
  {
    id: 'kosten',
    question: 'Was kostet der Early Access?',
    answer:
      'Nichts. Die ersten drei Monate sind kostenlos und du brauchst keine Kreditkarte. Danach entscheidest du selbst, ob du weitermachst: Say Hello bleibt für Startups unter 50.000\u00a0€ Jahresumsatz kostenlos, die Fundraising-Phase kostet 299\u00a0€ pro Monat.',
  },
  {
    id: 'plaetze',
    question: 'Wie viele Plätze gibt es?',
    answer:
      'Insgesamt 200 Plätze für Startups und Investoren. Wir vergeben sie in der Reihenfolge der Anmeldungen und prüfen jedes Profil, bevor es freigeschaltet wird.',
  },
  {
    id: 'wer',
    question: 'Für wen ist OnePitch gedacht?',
    answer:
      'Für Gründer:innen von B2B-Startups in der Pre-Seed- und Seed-Phase und für Business Angels mit Investment-Erfahrung oder relevantem Mehrwert. Crowdfunding ist OnePitch ausdrücklich nicht.',
  },
  {
    id: 'pitch',
    question: 'Muss ich meinen Pitch schon fertig haben?',
    answer:
      'Nein. Nach der Anmeldung bekommst du Tipps für ein überzeugendes 60\u00a0Sekunden Video und kannst deinen Pitch so oft neu aufnehmen, wie du möchtest.',
  },
  {
    id: 'daten',
    question: 'Was passiert mit meinen Daten?',
    answer:
      'Wir arbeiten DSGVO-konform. Deinen Pitch sehen nur verifizierte Angels mit Matching-Zugang; es gibt keinen öffentlichen Zugriff, keine Weitergabe und keinen Download.',
  },
]

import { spotlightFigures } from '../../data/figures'
/*
 * The scout programme. Figures, dates and the slot count live here,
 * so an operator updates them in one place. Where the spec reads two ways (a network of 50 scouts in an old
 * meta description versus 25 places on the page) we use the 25 places throughout.
 */

import { z } from 'zod'
import type { FaqItem, Step } from '../../data/content'
import { scoutProgramme as scoutRound, shortDate } from '../../data/event'
import { site } from '../../data/site'
import { team as founders } from '../../data/team'
import type { ScoutStage } from '../../data/timeline'

const programmeSchema = z
  .object({
    places: z.number().int().positive(),
    taken: z.number().int().nonnegative(),
    start: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
    deadline: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
  })
  .refine((p) => p.taken <= p.places, 'taken must not exceed places')

/** The first round: places, taken places and its dates (from the timeline, data/event.ts). */
export const scoutProgramme = programmeSchema.parse({
  places: 25,
  taken: 14,
  start: shortDate(scoutRound.start),
  deadline: shortDate(scoutRound.deadline),
})

/**
 * The closing call in each phase of the round: counting places while open, what comes next otherwise (the label
 * above the heading says where the round stands; no past date, the first round's deadline is of no use to anyone
 * after it).
 */
export const scoutRoundCopy: Record<ScoutStage, { title: string; chip: string; text: string; button: string }> = {
  upcoming: {
    title: `Werde Teil der ${scoutProgramme.places} Scouts`,
    chip: `Start am ${scoutProgramme.start}`,
    text: 'Wir halten das Programm bewusst klein, damit jede Empfehlung zählt und wir jeden Scout persönlich kennen.',
    button: 'Jetzt Scout werden',
  },
  open: {
    title: `Werde Teil der ${scoutProgramme.places} Scouts`,
    chip: `Nur noch ${scoutProgramme.places - scoutProgramme.taken} Plätze frei`,
    text: 'Wir halten das Programm bewusst klein, damit jede Empfehlung zählt und wir jeden Scout persönlich kennen.',
    button: 'Jetzt Scout werden',
  },
  closed: {
    title: 'Die nächste Scout-Runde kommt',
    chip: 'Erste Runde abgeschlossen',
    text: 'Wir halten das Programm bewusst klein, damit jede Empfehlung zählt. Die nächste Runde kündigen wir zuerst im Community-Kanal an\u00a0– merk dich jetzt vor.',
    button: 'Nächste Runde vormerken',
  },
}

export const scoutSlots = {
  free: scoutProgramme.places - scoutProgramme.taken,
  /** 14 of 25 → 56 */
  percent: Math.round((scoutProgramme.taken / scoutProgramme.places) * 100),
}

export const scoutHero = {
  eyebrow: `${site.name} Scout-Programm`,
  title: 'Dein Netzwerk ist mehr wert,',
  titleAccent: 'als du denkst.',
  lead: 'Als Scout bringst du Gründer:innen und Business Angels mit deinem persönlichen Empfehlungslink zu uns\u00a0– und verdienst an jeder Registrierung mit. Die Provision wird dir automatisch zugeordnet.',
  /**
   * Three facts under the actions, each true and of use on the day the page is shown: the round's dates while they
   * lie ahead, the places left and the deadline while it runs (the commission stands beside them in the drawing).
   * None once it has closed: its dates are past, and the notice says what comes next.
   */
  facts: {
    upcoming: [
      { label: 'Scout-Plätze', value: String(scoutProgramme.places) },
      { label: 'Start', value: scoutProgramme.start },
      { label: 'Bewerbung bis', value: scoutProgramme.deadline },
    ],
    open: [
      { label: 'Freie Plätze', value: `${scoutProgramme.places - scoutProgramme.taken} von ${scoutProgramme.places}` },
      { label: 'Bewerbung bis', value: scoutProgramme.deadline },
      { label: 'Empfehlungen', value: 'unbegrenzt' },
    ],
    closed: [],
  } satisfies Record<ScoutStage, { label: string; value: string }[]>,
  /** Once the round has closed, the hero says so instead of facts: what is true now and what comes next. */
  closedNotice: 'Die erste Scout-Runde ist abgeschlossen. Die nächste kündigen wir zuerst im Community-Kanal an.',
}

/** The hero's illustration: what a scout sees once registrations come in through the link (sample rows). */
export const scoutHeroPreview = {
  linkLabel: 'Dein persönlicher Scout-Link',
  linkPath: '/r/dein-name',
  listLabel: 'Neue Registrierungen',
  rows: [
    { icon: 'i-lucide-rocket', who: 'Startup aus München', what: 'Provision zugeordnet' },
    { icon: 'i-lucide-gem', who: 'Business Angel aus Hamburg', what: 'Provision zugeordnet' },
    { icon: 'i-lucide-rocket', who: 'Startup aus Berlin', what: 'Provision zugeordnet' },
  ],
}

export const scoutIntro = {
  title: 'Was ist das Scout-Programm?',
  intro:
    'Scouts sind Gründer:innen, Alumni und Insider, die wissen, wer gerade Kapital sucht\u00a0– und wer investieren möchte. Du empfiehlst, wir kümmern uns um den Rest.',
  pillars: [
    {
      icon: 'i-lucide-handshake',
      title: 'Vernetzen',
      text: 'Du bringst Startups und Business Angels zusammen, die sonst nie voneinander erfahren hätten\u00a0– mit einem Link, den du überall teilen kannst.',
    },
    {
      icon: 'i-lucide-sprout',
      title: 'Wachsen',
      text: 'Du wirst Teil eines kleinen Kreises aus Scouts, lernst Investor:innen und Teams kennen und baust dir einen Ruf als Türöffner im Ökosystem auf.',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: 'Profitieren',
      text: 'Für jede Registrierung über deinen Link erhältst du automatisch eine Provision\u00a0– transparent, nachvollziehbar und ohne Obergrenze.',
    },
  ],
}

export const scoutKeyring = {
  eyebrow: 'Der Scout-Schlüsselanhänger',
  title: 'Ein Schlüssel, der Türen öffnet',
  intro:
    'Jeder Scout bekommt einen echten Schlüsselanhänger\u00a0– dein sichtbares Zeichen, dass du dazugehörst. Und er ist mehr als ein Andenken:',
  perks: [
    {
      icon: 'i-lucide-ticket',
      title: 'Invite-only Events',
      text: 'Zutritt zu Abenden und Runden, die nicht öffentlich ausgeschrieben werden.',
    },
    {
      icon: 'i-lucide-party-popper',
      title: 'Freikarten',
      text: 'Kostenlose Tickets für unsere Events und ausgewählte Veranstaltungen im Ökosystem.',
    },
    {
      icon: 'i-lucide-gift',
      title: 'Partner-Aktionen',
      text: 'Exklusive Vorteile und Rabatte bei unseren Partnern\u00a0– nur für Scouts.',
    },
  ],
}

export const scoutCommission = {
  title: 'Deine Provision',
  text: 'Sobald sich jemand über deinen Link registriert, wird die Provision automatisch dir zugeordnet.',
  rates: [
    {
      icon: 'i-lucide-rocket',
      rate: '50\u00a0%',
      term: 'lebenslang',
      basis: 'auf die Monatsgebühren jedes Startups, das du wirbst',
      average: 'Ø 300\u00a0€ pro Startup und Jahr',
    },
    {
      icon: 'i-lucide-gem',
      rate: '50\u00a0%',
      term: 'für 2\u00a0Jahre',
      basis: 'auf die Mitgliedschaften der Angels, die du wirbst',
      average: 'Ø 450\u00a0€ pro Angel und Jahr',
    },
  ],
}

export const scoutBenefits = {
  eyebrow: 'Deine Vorteile',
  title: 'Provision plus vier Vorteile, die bleiben',
  intro:
    'Als Scout verdienst du an jeder Empfehlung mit\u00a0– und bekommst dazu Zugang, Sichtbarkeit und einen Platz in einem kleinen, exklusiven Kreis.',
  items: [
    {
      icon: 'i-lucide-eye',
      title: 'Sichtbarkeit',
      text: 'Wir stellen dich als Scout vor\u00a0– in der Community, auf Events und auf Wunsch mit offiziellem LinkedIn-Badge.',
    },
    {
      icon: 'i-lucide-users-round',
      title: 'Exklusive Community',
      text: 'Eine kleine Gruppe von 25 Scouts, die sich austauscht, Deals teilt und sich gegenseitig weiterempfiehlt.',
    },
    {
      icon: 'i-lucide-calendar-check',
      title: 'Event-Zugang',
      text: `Reservierte Plätze bei unseren Pitch-Events\u00a0– inklusive Spotlight-Finale vor ${spotlightFigures.angels} Business Angels.`,
    },
    {
      icon: 'i-lucide-key-round',
      title: 'Statussymbol',
      text: 'Dein Schlüsselanhänger zeigt auf den ersten Blick, dass du Startups und Angels zusammenbringst.',
    },
  ] as const,
}

export const scoutProcess = {
  eyebrow: 'In vier Schritten',
  title: 'So funktioniert’s',
  intro: 'Von der Anmeldung bis zur ersten Provision\u00a0– ohne Bewerbungsgespräch und ohne Motivationsschreiben.',
  steps: [
    {
      title: 'Anmelden',
      text: 'Buch dir einen Termin oder füll das kurze Formular aus\u00a0– in wenigen Minuten erledigt.',
    },
    {
      title: 'Scout-Link erhalten',
      text: 'Du bekommst deinen persönlichen Empfehlungslink, mit dem jede Registrierung dir zugeordnet wird.',
    },
    {
      title: 'Startups & Angels einladen',
      text: 'Teile deinen Link mit Gründer:innen und Business Angels aus deinem Netzwerk\u00a0– so oft du willst.',
    },
    {
      title: 'Provision verdienen',
      text: 'Für jede Registrierung über deinen Link erhältst du automatisch deine Provision.',
    },
  ] satisfies Step[],
  /** Step 1 while no round takes sign-ups: the next round, not a form that is closed. */
  firstStepClosed: {
    title: 'Vormerken',
    text: 'Merk dich für die nächste Runde vor\u00a0– zum Start schicken wir dir das kurze Formular.',
  } satisfies Step,
}

/** The co-founder who talks to new scouts (from the about page's team). */
const coo = founders.find((person) => person.role === 'Mitgründerin & COO')

export const scoutContact = {
  name: coo?.name ?? '',
  role: 'Mitgründerin & COO · Leitung Scout-Programm',
  photo: coo?.image ?? '',
  title: 'Lass uns sprechen',
  text: 'Du hast Fragen, bevor du dich anmeldest? In einem kurzen Video-Call klären wir alles\u00a0– unverbindlich und persönlich.',
  book: 'Jetzt Termin vereinbaren',
  write: 'E-Mail schreiben',
  mailSubject: 'Frage zum Scout-Programm',
}

export const scoutFaq: FaqItem[] = [
  {
    id: 'empfehlungen',
    question: 'Wie viele Startups und Angels darf ich empfehlen?',
    answer:
      'So viele du möchtest\u00a0– es gibt keine Obergrenze. Jede Registrierung über deinen persönlichen Link zählt und wird dir zugeordnet.',
  },
  {
    id: 'auszahlung',
    question: 'Wie und wann wird meine Provision ausgezahlt?',
    answer:
      'Automatisch und einmal im Quartal. Du siehst jederzeit nachvollziehbar, welche Registrierungen dir zugeordnet sind und wie sich deine Provision zusammensetzt.',
  },
  {
    id: 'schluesselanhaenger',
    question: 'Wann bekomme ich meinen Scout-Schlüsselanhänger?',
    answer:
      'Nach deiner Anmeldung schicken wir ihn dir per Post\u00a0– oder wir überreichen ihn dir persönlich beim nächsten Event.',
  },
  {
    id: 'mindestleistung',
    question: 'Muss ich eine Mindestanzahl an Empfehlungen erreichen?',
    answer:
      'Nein. Es gibt keine Mindestleistung und keine Verpflichtungen\u00a0– du empfiehlst, wann und wen du möchtest.',
  },
  {
    id: 'status',
    question: 'Kann ich meinen Scout-Status öffentlich zeigen?',
    answer:
      'Ja. Du erhältst ein offizielles LinkedIn-Badge für dein Profil\u00a0– und mit dem Schlüsselanhänger trägst du deinen Status auch offline bei dir.',
  },
]

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
import { formatNumber } from '../../lib/format'

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
 * after it). Once it has closed, no label and no second notice: the hero already says so and what comes next
 * (round 26: the closed round was told twice).
 */
export const scoutRoundCopy: Record<ScoutStage, { title: string; chip?: string; text: string; button: string }> = {
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
    title: 'Die nächste Scout\u2011Runde kommt',
    text: 'Wir halten das Programm bewusst klein, damit jede Empfehlung zählt und wir jeden Scout persönlich kennen.',
    // Says where the button leads (round 22: an external arrow and no hint).
    button: 'In der WhatsApp\u2011Community vormerken',
  },
}

export const scoutHero = {
  eyebrow: `${site.name} Scout-Programm`,
  title: 'Dein Netzwerk ist mehr wert,',
  titleAccent: 'als du denkst.',
  lead: 'Als Scout bringst du Gründer:innen und Business Angels mit deinem persönlichen Empfehlungslink zu uns\u00a0– und verdienst an jeder zahlenden Anmeldung mit. Wer sich über deinen Link registriert, wird dir automatisch zugeordnet.',
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
  listLabel: 'Zahlende Anmeldungen',
  sample: 'Beispiel',
  /** Each row earns the average commission of its kind (scoutCommission's rates: startup first, then angel). */
  rows: [
    { icon: 'i-lucide-rocket', who: 'Startup aus München', kind: 0 },
    { icon: 'i-lucide-gem', who: 'Business Angel aus Hamburg', kind: 1 },
    { icon: 'i-lucide-rocket', who: 'Startup aus Berlin', kind: 0 },
  ],
  perYear: 'im Jahr',
}

// No eyebrow over the programme and the benefits: their headings say it (session 28: fewer labels over headings).
export const scoutIntro = {
  title: 'Was ist das Scout-Programm?',
  intro:
    'Scouts sind Gründer:innen, Alumni und Insider, die wissen, wer gerade Kapital sucht\u00a0– und wer investieren möchte. Du empfiehlst, wir kümmern uns um den Rest.',
  pillars: [
    {
      title: 'Vernetzen',
      text: 'Du bringst Startups und Business Angels zusammen, die sonst nie voneinander erfahren hätten\u00a0– mit einem Link, den du überall teilen kannst.',
    },
    {
      title: 'Wachsen',
      text: 'Du wirst Teil eines kleinen Kreises aus Scouts, lernst Investor:innen und Teams kennen und baust dir einen Ruf als Türöffner im Ökosystem auf.',
    },
    {
      title: 'Profitieren',
      text: 'An jeder zahlenden Anmeldung über deinen Link verdienst du mit\u00a0– transparent, nachvollziehbar und ohne Obergrenze.',
    },
  ],
}

/** A sum in euros as the page writes it: German digits, a non-breaking space before the sign (1.425\u00a0€). */
const euros = (value: number) => `${formatNumber(value)}\u00a0€`

const commissionSchema = z.object({
  /** The scout's share of what the person pays. */
  share: z.number().positive().max(1),
  /** What a startup or an angel pays on average per year, in euros. */
  averageFee: z.number().int().positive(),
})

/** The spec's figures: 50 % of the startups' fees for life, 50 % of the angels' memberships for two years. */
const startupCommission = commissionSchema.parse({ share: 0.5, averageFee: 300 })
const angelCommission = commissionSchema.parse({ share: 0.5, averageFee: 450 })
const angelYears = 2
const perYear = ({ share, averageFee }: z.infer<typeof commissionSchema>) => share * averageFee
const percent = ({ share }: z.infer<typeof commissionSchema>) => `${share * 100}\u00a0%`

/** The worked example: a first year with a few registrations (a sample, not a promise). */
const example = { startups: 5, angels: 3 }
const exampleTotal = example.startups * perYear(startupCommission) + example.angels * perYear(angelCommission)

/**
 * What one paying sign-up earns, computed from the average fees, and one first year worked through: the first part
 * of the benefits section. The hero's drawing takes the startups' rate and term from here.
 */
export const scoutCommission = {
  title: 'Deine Provision pro zahlender Anmeldung',
  // What the table does not say (round 26: a paragraph that said its rates again in prose).
  intro:
    'Was dir eine zahlende Anmeldung über deinen Link im Schnitt bringt\u00a0– und was daraus in einem ersten Jahr werden kann.',
  columns: { who: 'Zahlende Anmeldung', amount: 'Ø pro Jahr' },
  rates: [
    {
      who: 'Startup',
      rate: percent(startupCommission),
      term: 'lebenslang',
      note: `${percent(startupCommission)} von Ø ${euros(startupCommission.averageFee)} · lebenslang`,
      basis: `${percent(startupCommission)} von Ø ${euros(startupCommission.averageFee)} Gebühren im Jahr, lebenslang`,
      amount: euros(perYear(startupCommission)),
    },
    {
      who: 'Business Angel',
      rate: percent(angelCommission),
      term: `für ${angelYears}\u00a0Jahre`,
      note: `${percent(angelCommission)} von Ø ${euros(angelCommission.averageFee)} · ${angelYears}\u00a0Jahre`,
      basis: `${percent(angelCommission)} von Ø ${euros(angelCommission.averageFee)} Mitgliedschaft im Jahr, ${angelYears}\u00a0Jahre lang`,
      amount: euros(perYear(angelCommission)),
    },
  ],
  example: {
    label: `Beispiel: ${example.startups} Startups und ${example.angels} Angels im ersten\u00a0Jahr`,
    sum: `${example.startups}\u00a0×\u00a0${euros(perYear(startupCommission))} + ${example.angels}\u00a0×\u00a0${euros(perYear(angelCommission))} =`,
    total: euros(exampleTotal),
  },
}

/**
 * The one benefits section: the commission first, then the keyring and the four benefits it stands for, each said
 * once (the keyring's perks, invite-only events, free tickets and partner offers, inside them).
 */
export const scoutBenefits = {
  title: 'Was du als Scout bekommst',
  intro:
    'Deine Provision auf jede zahlende Anmeldung\u00a0– und dazu einen Schlüsselanhänger, der dir vier Türen öffnet.',
  keyring: {
    title: 'Ein Schlüssel, der Türen öffnet',
    text: 'Jeder Scout bekommt einen echten Schlüsselanhänger\u00a0– dein Zeichen, dass du dazugehörst, und dein Zugang zu vier Vorteilen:',
  },
  items: [
    {
      icon: 'i-lucide-eye',
      title: 'Sichtbarkeit',
      text: 'Wir stellen dich als Scout vor\u00a0– in der Community, auf Events und auf Wunsch mit offiziellem LinkedIn-Badge.',
    },
    {
      icon: 'i-lucide-users-round',
      title: 'Exklusive Community',
      text: `Ein kleiner Kreis von ${scoutProgramme.places} Scouts, der sich austauscht, Deals teilt und sich weiterempfiehlt.`,
    },
    {
      icon: 'i-lucide-ticket',
      title: 'Event-Zugang',
      text: 'Freikarten für unsere Events und Einladungen zu Invite-only-Runden, die nirgends ausgeschrieben werden.',
    },
    {
      icon: 'i-lucide-key-round',
      title: 'Statussymbol',
      text: 'Der Anhänger zeigt auf den ersten Blick, dass du Startups und Angels zusammenbringst\u00a0– und bringt dir Rabatte und Aktionen unserer Partner.',
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
      text: 'Zahlt jemand, der über deinen Link kam, geht dein Anteil automatisch an dich\u00a0– ohne Obergrenze.',
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
  role: 'Mitgründerin & COO · Leitung Scout\u2011Programm',
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

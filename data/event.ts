/*
 * The one timeline of the site: every date of Spotlight 2025 and of the early-access launch, in one
 * place. An operator who moves a date changes it here; pages, countdowns, structured
 * data, the media-data PDF and the press kit all read from this file, and pages derive their phase from
 * it (data/timeline.ts). Instants carry their offset (+01:00, Central European Time in November).
 *
 * Readings where the spec gives several (each used everywhere):
 * - Applications (pitch submission) and the kickstart open with the scout programme on 01.10.2025.
 * - The public wildcard voting starts 31.10.2025 at 10:00 (the hero countdown's target) and ends with
 *   the pitch deadline: 12.11.2025, displayed and counted down to 22:00 (one deadline, one time, so no
 *   page shows "22:00" next to a countdown running to midnight).
 * - The jury rates from the deadline to the final (12.–20. November); jury links go out on 12.11.
 * - The digital final on 20.11.2025, 18:00–21:00, announces the top 10 and the wildcard winner.
 * - Early access launches on 20.11.2025 at 00:00 (the early-access and angel pages); the September
 *   and 12.11. readings of the spec are not used.
 */
export const spotlightEvent = {
  name: 'Spotlight 2025',
  /** Applications, the kickstart (shares earn bonus votes) and the scout programme open. */
  applicationsOpen: '2025-10-01T00:00:00+02:00',
  /** Wildcard voting starts; the kickstart ends (hero countdown target). */
  start: '2025-10-31T10:00:00+01:00',
  /** Pitch deadline and end of the wildcard voting; the jury starts rating. */
  pitchDeadline: '2025-11-12T22:00:00+01:00',
  /** Jury rating phase (the personal jury links go out on its first day). */
  juryStart: '2025-11-12T22:00:00+01:00',
  juryEnd: '2025-11-20T12:00:00+01:00',
  /** Digital final: top 10 and the wildcard winner are announced. */
  final: '2025-11-20T18:00:00+01:00',
  /** End of the final evening: the edition is over. */
  end: '2025-11-20T21:00:00+01:00',
} as const

/** The scout programme's first round. */
export const scoutProgramme = {
  start: '2025-10-01T00:00:00+02:00',
  deadline: '2025-10-31T23:59:59+01:00',
} as const

/** The early-access launch of the platform. */
export const launch = {
  date: '2025-11-20T00:00:00+01:00',
} as const

/**
 * The trade fair in Munich where visitors met us. The spec names neither the fair nor
 * its dates; these are the two fair days we record for the page and its Event structured data.
 */
export const bitsFair = {
  name: 'OnePitch auf der Gründermesse München 2025',
  start: '2025-09-29T09:00:00+02:00',
  end: '2025-09-30T18:00:00+02:00',
  venue: 'Messegelände München',
  city: 'München',
} as const

export type EventDate = keyof typeof spotlightEvent

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
]

/** Calendar parts of an ISO instant as written (the event's own local date; no time-zone conversion). */
function parts(iso: string) {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number]
  const [hour, minute] = iso.slice(11, 16).split(':').map(Number) as [number, number]
  return { year, month, day, hour, minute }
}

/** "20.11." – day and month in figures (a compact timeline's dates). */
export function numericDayMonth(iso: string): string {
  const { month, day } = parts(iso)
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.`
}

/** "20.11.2025" – the same on server and client, independent of the machine's ICU data. */
export function shortDate(iso: string): string {
  const { year, month, day } = parts(iso)
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`
}

/** "20. November 2025" */
export function longDate(iso: string): string {
  const { year, month, day } = parts(iso)
  return `${day}.\u00a0${MONTHS[month - 1]} ${year}`
}

/** "20." – the day of the month alone (a calendar tile's large figure). */
export function dayOfMonth(iso: string): string {
  return `${parts(iso).day}.`
}

/** "20. November" */
export function dayAndMonth(iso: string): string {
  return `${dayOfMonth(iso)}\u00a0${MONTHS[parts(iso).month - 1]}`
}

/** "22:00\u00a0Uhr" – the local time as written in the instant. */
export function clockTime(iso: string): string {
  const { hour, minute } = parts(iso)
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}\u00a0Uhr`
}

/** "12.11.2025, 22:00\u00a0Uhr" */
export const dateAndTime = (iso: string) => `${shortDate(iso)}, ${clockTime(iso)}`

/** "November 2025" */
export function monthAndYear(iso: string): string {
  const { year, month } = parts(iso)
  return `${MONTHS[month - 1]} ${year}`
}

/**
 * "12.–20. November" for two dates in the same month (a word joiner after the dash: the range never breaks
 * there), else "31. Oktober – 20. November".
 */
export function dateRange(startIso: string, endIso: string): string {
  const start = parts(startIso)
  const end = parts(endIso)
  if (start.month === end.month && start.year === end.year) return `${start.day}.–\u2060${dayAndMonth(endIso)}`
  return `${dayAndMonth(startIso)}\u00a0– ${dayAndMonth(endIso)}`
}

/** An event as a page's Event structured data describes it (schema.org/Event). */
export type ListedEvent = {
  name: string
  description: string
  startDate: string
  endDate?: string
  /** 'online' for a virtual event, otherwise a place name and city. */
  location: 'online' | { name: string; city: string }
}

/** The events a page can describe: a page's +config.ts names one with `event` next to the `Event` kind. */
export const listedEvents = {
  spotlight: {
    name: spotlightEvent.name,
    description:
      'Digitales Pitch-Event für B2B-Startups: Video-Pitch einreichen, Jury-Bewertung, Finale der Top\u00a010 und einer Wildcard vor 30 Business Angels.',
    startDate: spotlightEvent.start,
    endDate: spotlightEvent.end,
    location: 'online',
  },
  bitsFair: {
    name: bitsFair.name,
    description:
      'Live-Networking mit Gründer:innen und Business Angels am OnePitch-Stand\u00a0– mit dem öffentlichen OnePitch-Community-Kanal und 3 Monaten OnePitch kostenlos für Messebesucher:innen.',
    startDate: bitsFair.start,
    endDate: bitsFair.end,
    location: { name: bitsFair.venue, city: bitsFair.city },
  },
} as const satisfies Record<string, ListedEvent>

export type ListedEventName = keyof typeof listedEvents
export const listedEventNames = Object.keys(listedEvents) as [ListedEventName, ...ListedEventName[]]

/*
 * Spotlight 2025: every date of the event in one place (spec 001 §4, §9). An operator who moves a date
 * changes it here; pages, countdowns, structured data and the media-data PDF all read from this file.
 * Instants carry their offset (+01:00, Central European Time in November).
 *
 * Where the spec gives two readings we use: the top 10 go to the angels plus 1 wildcard (11th place);
 * the pitch deadline is shown as 12.11.2025 and the countdown runs to 23:59:59 that day.
 */
export const spotlightEvent = {
  name: 'Spotlight 2025',
  /** Hero countdown: the event starts with the public wildcard voting. */
  start: '2025-10-31T10:00:00+01:00',
  /** Pitch deadline: the countdown with the apply call to action runs until the end of this day. */
  pitchDeadline: '2025-11-12T23:59:59+01:00',
  /** Jury rating phase (and the personal jury links go out on its first day). */
  juryStart: '2025-11-12T00:00:00+01:00',
  juryEnd: '2025-11-20T12:00:00+01:00',
  /** Digital final: top 10 and the wildcard winner are announced. */
  final: '2025-11-20T18:00:00+01:00',
  /** End of the final evening (structured data). */
  end: '2025-11-20T21:00:00+01:00',
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
  return { year, month, day }
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

/** "20. November" */
export function dayAndMonth(iso: string): string {
  const { month, day } = parts(iso)
  return `${day}.\u00a0${MONTHS[month - 1]}`
}

/** "12.–20. November" for two dates in the same month, else "31. Oktober – 20. November". */
export function dateRange(startIso: string, endIso: string): string {
  const start = parts(startIso)
  const end = parts(endIso)
  if (start.month === end.month && start.year === end.year) return `${start.day}.–${dayAndMonth(endIso)}`
  return `${dayAndMonth(startIso)} – ${dayAndMonth(endIso)}`
}

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number }

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Time left until `target`, counted on absolute instants (so a daylight-saving change in between
 * neither adds nor loses an hour); zeros once the target has passed.
 */
export function timeLeft(target: Date | string, now: Date | number): TimeLeft {
  const diff = new Date(target).getTime() - new Date(now).getTime()
  if (!(diff > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0 }
  return {
    days: Math.floor(diff / DAY),
    hours: Math.floor((diff % DAY) / HOUR),
    minutes: Math.floor((diff % HOUR) / MINUTE),
    seconds: Math.floor((diff % MINUTE) / SECOND),
  }
}

/**
 * Time left in whole minutes, rounded up, for a countdown without seconds: it shows 00:00:01 for the last
 * minute and zeros only once the target has passed (rounded down, the last minute would already read as over).
 */
export function minutesLeft(target: Date | string, now: Date | number): TimeLeft {
  const diff = new Date(target).getTime() - new Date(now).getTime()
  if (!(diff > 0)) return timeLeft(target, now)
  return timeLeft(target, new Date(target).getTime() - Math.ceil(diff / MINUTE) * MINUTE)
}

export const isOver = (left: TimeLeft) => left.days + left.hours + left.minutes + left.seconds === 0

export const pad = (value: number) => String(value).padStart(2, '0')

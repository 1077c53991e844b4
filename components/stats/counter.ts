export const COUNTER_STEPS = 50
export const COUNTER_INTERVAL_MS = 30
export const COUNTER_VISIBILITY = 0.3

/** The value shown at a given step of the count-up from 0 to target (50 steps, last step exactly target). */
export function counterValue(target: number, step: number, steps = COUNTER_STEPS): number {
  if (step >= steps) return target
  if (step <= 0) return 0
  const decimals = Number.isInteger(target) ? 0 : (String(target).split('.')[1]?.length ?? 0)
  const raw = (target * step) / steps
  const factor = 10 ** decimals
  return Math.round(raw * factor) / factor
}

const formatters = new Map<number, Intl.NumberFormat>()

/** de-DE number formatting (1.200, 2,5), the same on server and client. */
export function formatNumber(value: number, decimals = 0): string {
  let formatter = formatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    formatters.set(decimals, formatter)
  }
  return formatter.format(value)
}

export const decimalsOf = (value: number) => (Number.isInteger(value) ? 0 : (String(value).split('.')[1]?.length ?? 0))

// Timing of the prize tooltip: open after a hover/focus delay, but immediately when another tooltip
// closed only a moment ago (the visitor is scanning tooltips: waiting again would feel sluggish).

export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

export type TooltipTiming = { openDelay: number; skipDelay: number }

const defaults: TooltipTiming = { openDelay: TOOLTIP_OPEN_DELAY_MS, skipDelay: TOOLTIP_SKIP_DELAY_MS }

/**
 * Milliseconds to wait before opening, given the current time and when a tooltip last closed
 * (undefined: none was open yet). Within the skip window the tooltip opens at once.
 */
export function tooltipOpenDelay(
  now: number,
  lastClosedAt: number | undefined,
  timing: TooltipTiming = defaults,
): number {
  if (lastClosedAt === undefined) return timing.openDelay
  const since = now - lastClosedAt
  return since >= 0 && since < timing.skipDelay ? 0 : timing.openDelay
}

import { pitchStructure } from './copy'

/**
 * Each part's colour along the minute, pink to violet as the brand gradient runs (its three stops and the two shades
 * between): the timeline's bar segments and card edges, and the hero phone's progress bar.
 */
const segmentColours = [
  { bar: 'bg-brand-500', edge: 'border-brand-500', tick: 'stroke-brand-500' },
  { bar: 'bg-brand-600', edge: 'border-brand-600', tick: 'stroke-brand-600' },
  { bar: 'bg-[#9D2BC9]', edge: 'border-[#9D2BC9]', tick: 'stroke-[#9D2BC9]' },
  { bar: 'bg-violet-600', edge: 'border-violet-600', tick: 'stroke-violet-600' },
  { bar: 'bg-violet-500', edge: 'border-violet-500', tick: 'stroke-violet-500' },
] as const

/** The parts with the second each starts at and its length, from the second each ends at. */
export const minuteParts = pitchStructure.map((part, index) => {
  const from = pitchStructure[index - 1]?.until ?? 0
  return { ...part, from, seconds: part.until - from, colour: segmentColours[index] ?? segmentColours[0] }
})

/** The whole minute: the last part's end. */
export const minuteTotal = pitchStructure.at(-1)?.until ?? 60

export const PROGRESS_START = 65
const PROGRESS_STEP = 10

/** The progress example of the design guide: steps of 10, kept between 0 and 100. */
export const stepProgress = (value: number, direction: 1 | -1) =>
  Math.min(100, Math.max(0, value + direction * PROGRESS_STEP))

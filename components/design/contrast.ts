/** WCAG 2.x relative luminance of a `#RRGGBB` colour. */
const luminance = (hex: string) => {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  const [r = 0, g = 0, b = 0] = channels
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two `#RRGGBB` colours (1 to 21), rounded down to one decimal. */
export const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return Math.floor(((light + 0.05) / (dark + 0.05)) * 10) / 10
}

/** What a ratio allows for text: AA from 4.5:1, large text only from 3:1. */
export const contrastGrade = (ratio: number) =>
  ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA groß' : '–'

import { describe, expect, it } from 'vitest'
import { specialTagOf, tagStyle, tagStyles } from '../../components/demo-card/tags'
import unoConfig from '../../uno.config'

// WCAG relative luminance and contrast ratio.
const channel = (value: number) => {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
const luminance = ([r, g, b]: [number, number, number]) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
const contrast = (a: [number, number, number], b: [number, number, number]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
const palette = (unoConfig.theme as { colors: Record<string, Record<string, string>> }).colors
const white: [number, number, number] = [255, 255, 255]
// Resolves "bg-mint-100" / "text-white" / "bg-white/15" (over ink-900, the darkest surface the card uses).
function resolve(className: string, prefix: 'bg' | 'text'): [number, number, number] {
  const match = new RegExp(`^${prefix}-([a-z]+)(?:-(\\d+))?(?:/(\\d+))?$`).exec(className)
  if (!match) throw new Error(`not a ${prefix} class: ${className}`)
  const [, name, shade, alpha] = match
  const colour = name === 'white' ? white : rgb(palette[name as string]?.[shade as string] ?? '')
  if (!alpha) return colour
  const base = rgb(palette.ink?.['900'] ?? '')
  const a = Number(alpha) / 100
  return colour.map((c, i) => Math.round(a * c + (1 - a) * (base[i] ?? 0))) as [number, number, number]
}

describe('tagStyle', () => {
  it('gives each special tag its own colour, ignoring case and a leading #', () => {
    expect(tagStyle('NEU')).toBe('bg-mint-100 text-mint-800')
    expect(tagStyle('SoGehtFundraising')).toBe('bg-brand-100 text-brand-800')
    expect(tagStyle('AlteProzesseAufräumen')).toBe('bg-violet-100 text-violet-700')
    expect(tagStyle('#sogehtfundraising', 'dark')).toBe('bg-brand-100 text-brand-800')
    expect(tagStyle('neu', 'dark')).toBe('bg-mint-100 text-mint-800')
    expect(specialTagOf('Neuheit')).toBeUndefined()
    expect(new Set([tagStyle('NEU'), tagStyle('SoGehtFundraising'), tagStyle('AlteProzesseAufräumen')]).size).toBe(3)
  })

  it('gives other tags a neutral chip for the surface', () => {
    expect(tagStyle('FinTech')).toBe('bg-ink-100 text-ink-700')
    expect(tagStyle('FinTech', 'light')).toBe('bg-ink-100 text-ink-700')
    expect(tagStyle('FinTech', 'dark')).toBe('bg-white/15 text-white')
  })

  it.each(Object.entries(tagStyles))('%s meets WCAG AA contrast (4.5:1)', (_name, classes) => {
    const [bg, text] = classes.split(' ') as [string, string]
    expect(contrast(resolve(bg, 'bg'), resolve(text, 'text'))).toBeGreaterThanOrEqual(4.5)
  })
})

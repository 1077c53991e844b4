import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrastGrade, contrastRatio } from '../../components/design/contrast'
import { colourRamps, motionTokens } from '../../data/design-tokens'
import { inventory } from '../../pages/design-system/inventory'
import config from '../../uno.config'

const root = join(import.meta.dirname, '..', '..')

const sourcesOf = (folder: string) =>
  readdirSync(join(root, 'pages', folder), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => readFileSync(join(root, 'pages', folder, file), 'utf8'))
    .join('\n')

describe('/design-system component inventory', () => {
  it.each(inventory.map((item) => [item.name, item] as const))(
    '%s lives where it says and is used where it says',
    (name, item) => {
      expect(readFileSync(join(root, item.file), 'utf8')).toMatch(new RegExp(`export (default )?function ${name}\\b`))
      const rendersIt = new RegExp(`<${name}(\\s|>|$)`, 'm')
      for (const folder of item.usedIn) {
        expect(sourcesOf(folder), `${name} on ${folder}`).toMatch(rendersIt)
      }
      // Used by no page directly: then by the component it names, exported from the file it names.
      expect(item.usedIn.length > 0 || item.via !== undefined, `${name} names where it is used`).toBe(true)
      if (item.via) {
        const via = readFileSync(join(root, item.via.file), 'utf8')
        expect(via).toMatch(rendersIt)
        expect(via).toMatch(new RegExp(`export function ${item.via.name}\\b`))
      }
    },
  )
})

describe('design tokens shown on /designguide and /design-system', () => {
  it('mirror the colours of the theme', () => {
    const theme = (config.theme as { colors: Record<string, Record<string, string>> }).colors
    for (const ramp of colourRamps) {
      expect(Object.fromEntries(ramp.steps.map(([step, hex]) => [String(step), hex]))).toEqual(theme[ramp.token])
    }
  })

  it('give the float and the live pulse the duration and repeats of the stylesheet', () => {
    const css = readFileSync(join(root, 'renderer/base.css'), 'utf8')
    const played = (name: string) => {
      const [, seconds, repeats] = css.match(new RegExp(`animation: ${name} ([\\d.]+)s ease-in-out (\\w+);`)) ?? []
      return { ms: Number(seconds) * 1000, repeats }
    }
    const token = (name: string) => motionTokens.find((item) => item.name === name)
    const words: Record<string, string> = { '2': 'zweimal', '3': 'dreimal', infinite: 'endlos' }
    for (const [name, animation] of [
      ['Schweben', 'hero-float'],
      ['Live-Puls', 'live-pulse'],
    ] as const) {
      const { ms, repeats } = played(animation)
      expect(token(name)?.ms, name).toBe(ms)
      expect(token(name)?.detail, name).toContain(words[repeats ?? ''] ?? `${repeats} repeats`)
    }
  })

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBe(21)
    expect(contrastRatio('#0F1733', '#FFFFFF')).toBe(contrastRatio('#FFFFFF', '#0F1733'))
    expect(contrastRatio('#777777', '#FFFFFF')).toBe(4.4)
    expect(contrastGrade(4.5)).toBe('AA')
    expect(contrastGrade(3.2)).toBe('AA groß')
    expect(contrastGrade(8)).toBe('AAA')
    expect(contrastGrade(2)).toBe('–')
  })
})

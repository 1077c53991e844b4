import { describe, expect, it } from 'vitest'
import ProgressDemo from '../../components/design/ProgressDemo'
import { Island } from '../../components/islands/Island'
import {
  type IslandComponent,
  type IslandName,
  type IslandNameOf,
  islandLoaders,
} from '../../components/islands/registry'
import StatsCounter from '../../components/stats/StatsCounter'
import { type Manifest, resolveIslandChunks } from '../../scripts/lib/islands'

const items = [{ value: 345, suffix: '+', label: 'Startups' }]

// Type level, checked by `tsc --noEmit` in npm test: each line below must stay a type error.
function wrongIslands() {
  return [
    // @ts-expect-error: no island has this name
    Island({ name: 'NoSuchIsland', component: StatsCounter, props: { items } }),
    // @ts-expect-error: the name belongs to another module (Countdown)
    Island({ name: 'Countdown', component: StatsCounter, props: { items } }),
    // @ts-expect-error: a component without props is still not the demo card's module
    Island({ name: 'DemoCard', component: ProgressDemo, props: {} }),
    // @ts-expect-error: the props are the module's (StatsCounter takes `items`)
    Island({ name: 'StatsCounter', component: StatsCounter, props: { entries: items } }),
  ]
}

/** Islands whose modules export components of the same type: <Island> could not tell them apart. */
type Ambiguous = { [N in IslandName]: [IslandNameOf<IslandComponent<N>>] extends [N] ? never : N }[IslandName]
const everyModuleDistinct: [Ambiguous] extends [never] ? true : Ambiguous = true

describe('islands', () => {
  it('renders the name of the module it was given, with its props as JSON', () => {
    const element = Island({ name: 'StatsCounter', component: StatsCounter, props: { items }, when: 'idle' })
    expect(element.props).toMatchObject({ 'data-island': 'StatsCounter', 'data-when': 'idle' })
    expect(JSON.parse(element.props['data-props'])).toEqual({ items })
    expect(everyModuleDistinct).toBe(true)
  })

  it('still renders the wrong uses (the check is the type checker’s: tsc fails if they stop being errors)', () => {
    expect(wrongIslands()).toHaveLength(4)
  })

  describe('resolving registry names to chunks in the client manifest (scripts/lib/islands.ts)', () => {
    const chunk = (src: string) => ({ file: `assets/chunks/${src.length}.js`, src, isDynamicEntry: true })
    const manifest: Manifest = {
      'renderer/+client.ts': { file: 'assets/entries/client.js', isEntry: true },
      'components/stats/StatsCounter.tsx': chunk('components/stats/StatsCounter.tsx'),
      'components/countdown/Countdown.tsx': chunk('components/countdown/Countdown.tsx'),
      'components/gate/gate-form.ts': chunk('components/gate/gate-form.ts'),
      'components/a/Twice.tsx': chunk('components/a/Twice.tsx'),
      'components/b/Twice.tsx': chunk('components/b/Twice.tsx'),
      // Statically imported, not an on-demand chunk: never an island.
      'components/ui/Section.tsx': { file: 'assets/chunks/section.js', src: 'components/ui/Section.tsx' },
    }

    it('finds the on-demand chunk built from the module named like the island', () => {
      const { chunks, problems } = resolveIslandChunks(manifest, ['StatsCounter', 'Countdown'])
      expect(problems).toEqual([])
      expect(Object.fromEntries(chunks)).toEqual({
        StatsCounter: 'components/stats/StatsCounter.tsx',
        Countdown: 'components/countdown/Countdown.tsx',
      })
    })

    it('reports a name without a chunk (missing from the build, or a name that is not its module) and an ambiguous one', () => {
      const { chunks, problems } = resolveIslandChunks(manifest, ['StatsCounter', 'DemoCard', 'Section', 'Twice'])
      expect([...chunks.keys()]).toEqual(['StatsCounter'])
      expect(problems).toEqual([
        expect.stringMatching(
          /^island "DemoCard": no chunk in the client manifest is built from a module named DemoCard/,
        ),
        expect.stringMatching(/^island "Section": no chunk/),
        'island "Twice": several chunks are built from modules named Twice: components/a/Twice.tsx, components/b/Twice.tsx',
      ])
    })

    it('knows every registry name (sanity check of the registry the build scripts read)', () => {
      expect(Object.keys(islandLoaders)).toContain('DemoCard')
      for (const load of Object.values(islandLoaders)) expect(typeof load).toBe('function')
    })
  })
})

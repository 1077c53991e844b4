import { describe, expect, it } from 'vitest'
import { applyProblem } from '../../pages/apply/copy'
import { problems as platformProblems } from '../../pages/plattform/copy'
import { pains as startupPains } from '../../pages/startups/copy'
import { sharedTestApp } from '../support/app'
import { mainOf } from '../support/html'

const { get } = sharedTestApp()
const problemOf = async (path: string) =>
  /<section id="problem"[\s\S]*?<\/section>/.exec(mainOf((await get(path)).body))?.[0] ?? ''
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

describe('the problem section', () => {
  it('keeps its cards behind a tap on phones on the home page only (the spec), open on the pages it argues for', async () => {
    expect((await problemOf('/')).match(/<details /g)?.length).toBeGreaterThanOrEqual(3)
    for (const [path, items] of [
      ['/startups', startupPains],
      ['/plattform', platformProblems.items],
      ['/apply', applyProblem.items],
    ] as const) {
      const section = await problemOf(path)
      expect(section, path).not.toContain('<details')
      expect(items.length, path).toBeGreaterThanOrEqual(3)
      for (const item of items) expect(section, `${path}: ${item.title}`).toContain(escaped(item.text))
    }
  })

  it("sets /startups' six pains as ruled rows at every width, no cards and no icon tiles (round 27)", async () => {
    const section = await problemOf('/startups')
    const rows = section.match(/<li [^>]*class="[^"]*border-t border-ink-200[^"]*"/g) ?? []
    expect(rows).toHaveLength(startupPains.length)
    expect(startupPains).toHaveLength(6)
    expect(section).not.toContain('icon-tile')
    expect(section).not.toMatch(/sm:rounded-3xl|sm:bg-white/)
  })
})

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

  it("sets /startups' two measured pains as large figures with their bars over a 2×2 grid of the four others with icon tiles, no cards (session 32)", async () => {
    const section = await problemOf('/startups')
    expect(startupPains).toHaveLength(6)
    const figures = /<ul[^>]*data-problem-figures[\s\S]*?<\/ul>/.exec(section)?.[0] ?? ''
    const list = /<ul[^>]*data-problem-list[\s\S]*?<\/ul>/.exec(section)?.[0] ?? ''
    expect(figures.match(/<li /g)).toHaveLength(2)
    expect(list.match(/<li /g)).toHaveLength(4)
    for (const pain of startupPains) {
      if ('figure' in pain) expect(figures).toContain(pain.figure)
      else expect(list).toContain(escaped(pain.title))
    }
    // Session 32 review: the data drawn (six months, half the time), the four others each with its neutral icon tile.
    expect(figures).toContain('data-problem-bar="months"')
    expect(figures).toContain('data-problem-bar="half"')
    expect(list.match(/icon-tile/g)).toHaveLength(4)
    expect(section).not.toMatch(/sm:rounded-3xl|sm:bg-white/)
  })
})

import { describe, expect, it } from 'vitest'
import { votingDates } from '../../data/voting'
import { sharePost } from '../../pages/wildcard-share/copy'

const SITE = 'https://onepitch.de'
const { votingStarts, votingEnds, final } = votingDates

describe('sharePost (the post text under the share tool’s preview)', () => {
  it('invites to vote, with the voting’s dates and address, before and while the vote runs', () => {
    for (const stage of ['upcoming', 'kickstart', 'voting'] as const) {
      const post = sharePost(stage, SITE)
      const lines = post.split('\n')
      expect(lines).toHaveLength(3)
      expect(lines[0]).toBe('Wir sind beim Spotlight 2025 von @onepitch dabei!')
      // Before the voting its dates; while it runs only its last day (its start is past).
      expect(lines[1]).toContain(
        stage === 'voting'
          ? `Stimm bis ${votingEnds} im Wildcard-Voting für uns`
          : `Stimm vom ${votingStarts.slice(0, 6)} bis ${votingEnds} im Wildcard-Voting für uns`,
      )
      expect(lines[2]).toBe(`${SITE}/wildcard-voting`)
    }
  })

  it('never invites to vote once the vote is over: it thanks the voters and names the final', () => {
    for (const stage of ['jury', 'final'] as const) {
      const post = sharePost(stage, SITE)
      expect(post).not.toMatch(/Stimm (vom|für)/)
      expect(post).toContain('für uns gestimmt haben')
      expect(post).toContain(`digitalen Finale am ${final}`)
      expect(post.split('\n').at(-1)).toBe(`${SITE}/wildcard-voting`)
    }
  })

  it('speaks in the past after the edition and points to the results', () => {
    const post = sharePost('over', SITE)
    expect(post).toMatch(/^Wir waren beim Spotlight 2025/)
    expect(post).not.toMatch(/Stimm (vom|für)/)
    expect(post.split('\n').at(-1)).toBe(`${SITE}/spotlight`)
  })

  it('is two to four short lines, with a non-breaking space before each dash', () => {
    for (const stage of ['upcoming', 'kickstart', 'voting', 'jury', 'final', 'over'] as const) {
      const lines = sharePost(stage, SITE).split('\n')
      expect(lines.length).toBeGreaterThanOrEqual(2)
      expect(lines.length).toBeLessThanOrEqual(4)
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(160)
      expect(lines.join('\n')).not.toMatch(/ –/)
    }
  })
})

import { statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { shareTemplateText, shareTemplateVariant, shareToolCopy } from '../../data/share-image'
import { type SpotlightStage, timelineSamples } from '../../data/timeline'
import { votingDates } from '../../data/voting'

const STAGES: SpotlightStage[] = ['upcoming', 'kickstart', 'voting', 'jury', 'final', 'over']
const { votingStarts, votingEnds, final } = votingDates
/** Words that ask for a vote. */
const INVITES = /Stimm für|stimmt? ab|abstimmen|Vote for|Jetzt/i

/** Everything the variant of a stage says: the text baked into its images and the preview's alt text. */
const saysAt = (stage: SpotlightStage) => {
  const variant = shareTemplateVariant(stage)
  return [...Object.values(shareTemplateText[variant]), shareToolCopy[variant].previewAlt].join('\n')
}

describe('the share template per phase (data/share-image.ts)', () => {
  it('knows every stage of the timeline', () => {
    expect(new Set(timelineSamples().map(({ state }) => state.spotlight))).toEqual(new Set(STAGES))
  })

  it('invites to vote, with the voting’s dates, before and while the vote runs', () => {
    for (const stage of ['upcoming', 'kickstart', 'voting'] as const) {
      expect(shareTemplateVariant(stage), stage).toBe('invite')
      expect(saysAt(stage)).toContain('Stimm für uns im Wildcard-Voting!')
      expect(saysAt(stage).replace(/[\u00a0\u2060]/g, (c) => (c === '\u00a0' ? ' ' : ''))).toContain(
        `Voting ${votingStarts.slice(0, 6)}–${votingEnds}`,
      )
    }
  })

  it('never invites to vote once the vote has closed: it thanks for the votes', () => {
    for (const stage of ['jury', 'final', 'over'] as const) {
      const text = saysAt(stage)
      expect(text, stage).not.toMatch(INVITES)
      expect(text, stage).toContain('Danke für eure Stimmen im Wildcard-Voting')
      expect(text, stage).toContain(`Digitales Finale am ${final}`)
    }
    expect(shareTemplateVariant('jury')).toBe('thanks')
    expect(shareTemplateVariant('final')).toBe('thanks')
    expect(saysAt('final')).toContain('Wir sind beim Spotlight 2025 dabei!')
  })

  it('speaks in the past after the edition, in the image and in the preview’s alt text', () => {
    expect(shareTemplateVariant('over')).toBe('past')
    const text = saysAt('over')
    expect(text).not.toMatch(/Wir sind/)
    expect(shareTemplateText.past.headline).toBe('Wir waren beim Spotlight 2025 dabei!')
    expect(shareToolCopy.past.previewAlt).toContain('„Wir waren beim Spotlight 2025 dabei!“')
  })

  it('gives each variant its own committed files, each of them small', () => {
    const urls = Object.values(shareToolCopy).flatMap(({ formats }) =>
      formats.flatMap(({ templateUrl, previewUrl, previewHalfUrl }) => [templateUrl, previewUrl, previewHalfUrl]),
    )
    // Three variants, three formats, three files each.
    expect(new Set(urls).size).toBe(3 * 3 * 3)
    for (const url of urls) {
      const bytes = statSync(join(import.meta.dirname, '../../public', url)).size
      // The story (1080×1920, twice the pixels of a post) sets the limits: its template ~240 KB, its preview ~100 KB.
      expect(bytes, url).toBeLessThan(url.endsWith('.png') ? 260_000 : 110_000)
    }
  })
})

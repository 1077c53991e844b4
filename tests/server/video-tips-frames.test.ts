import { describe, expect, it } from 'vitest'
import { frameVerdicts, videoFramePairs, videoHero } from '../../pages/video-tipps/copy'
import { sharedTestApp } from '../support/app'
import { mainOf, visibleText } from '../support/html'

// /video-tipps shows the tips one sees in the picture as drawn do/don't frames: three pairs, each a „So“ and a
// „Nicht so“ frame whose drawing is hidden from screen readers and whose caption is real text under it.

const { get } = sharedTestApp()

const tipsOf = async () =>
  mainOf((await get('/video-tipps')).body).match(/<section id="tipps"[\s\S]*?<\/section>/)?.[0] ?? ''
const pairsOf = (tips: string) =>
  [...tips.matchAll(/<li[^>]*data-frame-pair="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map((match) => ({
    scene: match[1],
    html: match[2] ?? '',
  }))
const figuresOf = (pair: string) => [...pair.matchAll(/<figure[\s\S]*?<\/figure>/g)].map((match) => match[0])
const captionOf = (figure: string) => visibleText(figure.match(/<figcaption[\s\S]*?<\/figcaption>/)?.[0] ?? '').trim()

describe('/video-tipps do/don’t frames', () => {
  it('draws three pairs of frames, light, framing and safe zones, each under its tip', async () => {
    const pairs = pairsOf(await tipsOf())
    expect(pairs.map((pair) => pair.scene)).toEqual(['light', 'framing', 'safeZones'])
    for (const [index, pair] of pairs.entries()) {
      const copy = videoFramePairs[index]
      expect(pair.html).toMatch(new RegExp(`<h4[^>]*>[\\s\\S]*?${copy?.title}</h4>`))
      expect(visibleText(pair.html)).toContain(copy?.text.replaceAll('\u00a0', ' '))
    }
  })

  it('captions each pair „So“ and „Nicht so“ in real text, the drawings hidden from screen readers', async () => {
    const pairs = pairsOf(await tipsOf())
    expect(pairs).toHaveLength(3)
    for (const [index, copy] of videoFramePairs.entries()) {
      const figures = figuresOf(pairs[index]?.html ?? '')
      expect(figures.map(captionOf)).toEqual([`${frameVerdicts.good} ${copy.good}`, `${frameVerdicts.bad} ${copy.bad}`])
      for (const figure of figures) {
        // The drawing (everything before the caption) is one aria-hidden box; the caption is outside it.
        const drawing = figure.slice(0, figure.indexOf('<figcaption'))
        expect(drawing).toMatch(/^<figure[^>]*><div[^>]*aria-hidden="true"/)
        expect(figure.indexOf('<figcaption')).toBeGreaterThan(figure.lastIndexOf('aria-hidden'))
      }
    }
  })

  it('marks the covered zones of the safe-zone frames with the hero’s labels, and no longer lists the mistakes', async () => {
    const tips = await tipsOf()
    const safeZones = pairsOf(tips).find((pair) => pair.scene === 'safeZones')?.html ?? ''
    for (const label of [videoHero.zones.top, videoHero.zones.rail, videoHero.zones.bottom])
      expect(safeZones.split(label.replaceAll('&', '&amp;')).length - 1).toBe(2)
    expect(tips).not.toContain('Das solltest du vermeiden')
    expect(tips).not.toContain('<article')
  })
})

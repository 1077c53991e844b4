import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstTractionPart, showFundingDetails } from '../../components/demo-card/badge'
import { normaliseTagsA, specialTagOf } from '../../components/demo-card/tags'
import { collapseText, highlightSegments, isCollapsible, parseBullets } from '../../components/demo-card/text'
import { pitchLengths, STARTUP_IDS, type Startup, startupSchema, startups, startupsLedBy } from '../../data/startups'

const publicDir = join(import.meta.dirname, '../../public')
const longSections = [
  'whatWeDo',
  'problem',
  'solution',
  'whyNow',
  'whyWe',
  'marketSize',
  'productDescription',
  'businessModel',
  'traction',
] as const satisfies readonly (keyof Startup)[]
const sections = startups.flatMap((startup) => longSections.map((field) => startup[field]))
const mediaOf = (startup: Startup) => [
  startup.logo,
  startup.videoUrl,
  startup.posterUrl,
  ...startup.teamMembers.map((member) => member.image),
]

/** An MP4's running time in whole seconds, from its movie header box (`mvhd`). */
function mp4Seconds(file: string): number {
  const bytes = readFileSync(file)
  const at = bytes.indexOf('mvhd')
  if (at < 0) throw new Error(`${file}: no mvhd box`)
  const version = bytes.readUInt8(at + 4)
  const scale = version === 1 ? bytes.readUInt32BE(at + 24) : bytes.readUInt32BE(at + 16)
  const length = version === 1 ? Number(bytes.readBigUInt64BE(at + 28)) : bytes.readUInt32BE(at + 20)
  return Math.round(length / scale)
}

describe('demo startups', () => {
  // /old-home's pitch cards show each video's length (review 6.9: all three said „1:00“ of 34-second videos).
  it('state each pitch video’s real running time', () => {
    for (const startup of startups) {
      const seconds = mp4Seconds(join(publicDir, startup.videoUrl))
      const length = pitchLengths[startup.id as keyof typeof pitchLengths]
      expect(length).toBe(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`)
    }
  })

  it('are exactly three valid records with unique ids', () => {
    expect(startups).toHaveLength(3)
    for (const startup of startups) expect(startupSchema.parse(startup)).toEqual(startup)
    expect(new Set(startups.map((startup) => startup.id)).size).toBe(3)
  })

  it('carry every field of the spec', () => {
    const fields = Object.keys(startupSchema.shape).sort()
    expect(fields).toEqual(
      [
        'id',
        'name',
        'founder',
        'founderCount',
        'description',
        'category',
        'stage',
        'tags',
        'avatar',
        'logo',
        'likes',
        'founded',
        'team',
        'location',
        'raising',
        'minInvestment',
        'valuation',
        'videoUrl',
        'posterUrl',
        'matchingScore',
        'headerBadge',
        ...longSections,
        'teamMembers',
        'website',
        'pressLink',
      ].sort(),
    )
    for (const startup of startups) expect(Object.keys(startup).sort()).toEqual(fields)
  })

  it('rejects bad records', () => {
    const [first] = startups
    if (!first) throw new Error('no startups')
    expect(startupSchema.safeParse({ ...first, matchingScore: 10.5 }).success).toBe(false)
    expect(startupSchema.safeParse({ ...first, logo: 'https://cdn.example/logo.svg' }).success).toBe(false)
    expect(startupSchema.safeParse({ ...first, headerBadge: { text: 'X', bgColor: 'pink' } }).success).toBe(false)
    const { pressLink: _pressLink, ...withoutPress } = first
    expect(startupSchema.safeParse(withoutPress).success).toBe(false)
  })

  it('have exactly one FUNDRAISING badge; the others do not mention fundraising', () => {
    const fundraising = startups.filter((startup) => startup.headerBadge.text === 'FUNDRAISING')
    expect(fundraising).toHaveLength(1)
    expect(startups.filter((startup) => showFundingDetails(startup.headerBadge.text))).toHaveLength(1)
    for (const startup of startups.filter((s) => s.headerBadge.text !== 'FUNDRAISING')) {
      expect(startup.headerBadge.text.toLowerCase()).not.toContain('fundraising')
    }
  })

  it('use the initials of their names, scores and team sizes that fit', () => {
    expect(startups.map((startup) => startup.matchingScore)).toEqual([9.2, 8.4, 7.9])
    for (const startup of startups) {
      expect(startup.teamMembers.length).toBeGreaterThanOrEqual(2)
      expect(startup.teamMembers.length).toBeLessThanOrEqual(3)
      expect(startup.teamMembers.length).toBeLessThanOrEqual(startup.founderCount)
      expect(startup.teamMembers[0]?.name).toBe(startup.founder)
      expect(startup.team).toBeGreaterThanOrEqual(startup.founderCount)
      expect(startup.avatar[0]).toBe(startup.name[0])
    }
  })

  it('are the ids a page names as its card lead, and a lead starts the order that goes round all three', () => {
    expect(startups.map((startup) => startup.id)).toEqual([...STARTUP_IDS])
    expect(startupsLedBy().map((startup) => startup.id)).toEqual(['fristwerk', 'wattlinie', 'glanzregal'])
    expect(startupsLedBy('wattlinie').map((startup) => startup.id)).toEqual(['wattlinie', 'glanzregal', 'fristwerk'])
    expect(startupsLedBy('glanzregal').map((startup) => startup.id)).toEqual(['glanzregal', 'fristwerk', 'wattlinie'])
  })

  it('exercise the tag taxonomy: aliases, B2B SaaS, stages and special tags', () => {
    const tags = startups.flatMap((startup) => startup.tags)
    for (const tag of ['KI/SaaS', 'B2B SaaS', 'Pre-Seed', 'Climate Tech', 'Consumer (Beauty/FMCG)'])
      expect(tags).toContain(tag)
    expect(tags.filter((tag) => specialTagOf(tag))).toEqual(
      expect.arrayContaining(['NEU', 'SoGehtFundraising', 'AlteProzesseAufräumen']),
    )
    expect(normaliseTagsA(startups[0]?.tags ?? [], { hideEarlyStage: true })).toEqual([
      'FinTech',
      'B2B',
      'SaaS',
      'AI/ML',
      'SoGehtFundraising',
    ])
  })

  it('have several long sections over 200 characters, in plain text and as bullet lists', () => {
    const longPlain = sections.filter(
      (text) => parseBullets(text).every((b) => b.type === 'paragraph') && text.length > 200,
    )
    expect(longPlain.length).toBeGreaterThanOrEqual(5)
    for (const text of longPlain) expect(collapseText(text, false)).toMatchObject({ kind: 'text', truncated: true })
    const lists = sections.filter((text) => parseBullets(text).filter((b) => b.type === 'bullet').length > 3)
    expect(lists.length).toBeGreaterThanOrEqual(2)
    expect(lists.filter(isCollapsible).length).toBeGreaterThanOrEqual(1)
    for (const text of lists.filter(isCollapsible)) {
      expect(collapseText(text, false)).toMatchObject({ kind: 'bullets' })
    }
  })

  it('contain numbers, percentages, superlatives, prices and fees to highlight', () => {
    const highlights = sections.flatMap((text) =>
      highlightSegments(text)
        .filter((segment) => segment.highlight)
        .map((segment) => segment.text),
    )
    expect(highlights.some((text) => text.endsWith('%'))).toBe(true)
    expect(highlights.some((text) => text.endsWith('€'))).toBe(true)
    expect(highlights.map((text) => text.toLowerCase())).toEqual(
      expect.arrayContaining(['größte', 'erste', 'schnellste', 'höchste']),
    )
    const models = startups.map((startup) => startup.businessModel).join('\n')
    expect(models).toMatch(/299\u00a0€/)
    expect(models).toMatch(/gebühr/i)
  })

  it('write German typography: non-breaking spaces before units, German quotes, umlauts', () => {
    const all = startups.map((startup) => JSON.stringify(startup)).join('\n')
    expect(all).not.toMatch(/\d (?:€|%|Sekunden|Mio\.)/)
    expect(all).toContain('60\u00a0Sekunden')
    expect(sections.join('\n')).not.toMatch(/["']/)
    expect(sections.join('\n')).toMatch(/„[^“]+“/)
    expect(all).toMatch(/[äöüß]/)
  })

  it('show a first traction part on the plattform card', () => {
    expect(startups.map((startup) => firstTractionPart(startup.traction))).toEqual([
      '38 zahlende Betriebe und 4,2\u00a0% Wachstum pro Woche',
      '27 Standorte live',
      '6 Marken im Pilot',
    ])
  })

  it('use fictional websites and made-up LinkedIn profiles', () => {
    for (const startup of startups) {
      expect(new URL(startup.website).hostname).toMatch(/\.example$/)
      expect(new URL(startup.pressLink).hostname).toMatch(/\.example$/)
      for (const member of startup.teamMembers)
        expect(member.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z-]+-demo$/)
    }
  })
})

describe('demo media', () => {
  it('exist under public/ for every referenced file', () => {
    for (const path of startups.flatMap(mediaOf)) {
      expect(existsSync(join(publicDir, path)), path).toBe(true)
    }
  })

  it('name video, poster and logo after the startup id, and founders after their names', () => {
    for (const startup of startups) {
      expect(startup.videoUrl).toBe(`/media/pitches/${startup.id}.mp4`)
      expect(startup.posterUrl).toBe(`/media/pitches/${startup.id}.jpg`)
      expect(startup.logo).toBe(`/media/logos/${startup.id}.svg`)
    }
  })

  it('keep videos under 2 MB and posters under 60 KB', () => {
    for (const startup of startups) {
      expect(statSync(join(publicDir, startup.videoUrl)).size).toBeLessThan(2_000_000)
      expect(statSync(join(publicDir, startup.posterUrl)).size).toBeLessThan(60_000)
    }
  })

  // The clips are short pitches (founder, product, ask; scripts/make-media.ts), not 9-second loops.
  it('are 9:16 H.264 pitches of at least 30 s without sound', () => {
    for (const startup of startups) {
      const probe = JSON.parse(
        execFileSync(
          'ffprobe',
          ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', join(publicDir, startup.videoUrl)],
          { encoding: 'utf8' },
        ),
      )
      const streams: { codec_type: string; codec_name: string; width: number; height: number; pix_fmt: string }[] =
        probe.streams
      expect(
        streams.map((stream) => stream.codec_type),
        startup.id,
      ).toEqual(['video'])
      expect(streams[0], startup.id).toMatchObject({ codec_name: 'h264', width: 540, height: 960, pix_fmt: 'yuv420p' })
      expect(Number(probe.format.duration), startup.id).toBeGreaterThanOrEqual(30)
    }
  })
})

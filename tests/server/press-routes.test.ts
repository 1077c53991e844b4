import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultLinks } from '../../data/links'
import { pressKitFiles } from '../../data/press-kit'
import { site } from '../../data/site'
import { formatFileSize } from '../../pages/presse/copy'
import { sharedTestApp, withTestApp } from '../support/app'
import { anchors, jsonLd, SITE, visibleText as text } from '../support/html'
import { expectPressReleaseFacts } from '../support/press-release'

// /presse and the press kit it links: the page, then every file as a journalist downloads it.

const { get } = sharedTestApp()
const work = mkdtempSync(join(tmpdir(), 'press-routes-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

type BreadcrumbList = { '@type': string; itemListElement: { item: string }[] }

describe('/presse', () => {
  let html = ''
  beforeAll(async () => {
    const response = await get('/presse')
    expect(response.statusCode).toBe(200)
    html = response.body
  })

  it('is canonical to /presse with Organization and BreadcrumbList JSON-LD', () => {
    expect(html).toContain(`<link rel="canonical" href="${SITE}/presse"/>`)
    const types = jsonLd(html).map((item) => item['@type'])
    expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']))
    const breadcrumbs = jsonLd<BreadcrumbList>(html).find((item) => item['@type'] === 'BreadcrumbList')
    expect(breadcrumbs?.itemListElement.at(-1)?.item).toBe(`${SITE}/presse`)
  })

  it('shows the facts, the three event phases and the press contact', () => {
    const body = text(html)
    expect(body).toContain('Pressebereich')
    for (const fact of ['30', 'Business Angels im Finale', 'B2B', '60 s', '11', 'Finalplätze: Top 10 + Wildcard'])
      expect(body).toContain(fact)
    for (const phase of ['Video-Einreichung & Jury-Bewertung', 'Wildcard-Voting der Community', 'Live-Pitch vor'])
      expect(body.replaceAll('&amp;', '&')).toContain(phase)
    const links = anchors(html)
    expect(links.some((a) => a.href === `mailto:${defaultLinks.contact.pressEmail}`)).toBe(true)
    const request = links.find((a) => a.text?.includes('Presseanfrage stellen'))
    expect(request?.href).toMatch(new RegExp(`^mailto:${defaultLinks.contact.pressEmail}\\?subject=Presseanfrage`))
    // No phone is configured in the tests (CONTACT_PHONE): no phone link, no dummy number.
    expect(links.some((a) => a.href?.startsWith('tel:'))).toBe(false)
    expect(links.find((a) => a.href === site.linkedinCompany)?.target).toBe('_blank')
    expect(links.some((a) => a.href === `${SITE}/`)).toBe(true)
    expect(links.some((a) => a.href === '/kontakt')).toBe(true)
  })

  const expected = {
    zip: 'application/zip',
    pdf: 'application/pdf',
    jpg: 'image/jpeg',
    mp4: 'video/mp4',
  } as const

  it('links every press file with a download attribute, its type and its real size', () => {
    const downloads = anchors(html).filter((a) => a.href?.startsWith('/downloads/presse/'))
    expect(downloads.every((a) => 'download' in a)).toBe(true)
    const hrefs = [...new Set(downloads.map((a) => a.href))].sort()
    expect(hrefs).toEqual(
      Object.keys(pressKitFiles)
        .map((name) => `/downloads/presse/${name}`)
        .sort(),
    )
    for (const [name, bytes] of Object.entries(pressKitFiles)) {
      const type = name.split('.').pop()?.toUpperCase()
      expect(html, name).toContain(`${type} · ${formatFileSize(bytes)}`)
    }
  })

  it.each(Object.keys(pressKitFiles))('serves %s with the right type and a non-trivial size', async (name) => {
    const response = await get(`/downloads/presse/${name}`)
    expect(response.statusCode).toBe(200)
    const extension = name.split('.').pop() as keyof typeof expected
    expect(response.headers['content-type']).toContain(expected[extension])
    const body = response.rawPayload
    expect(body.length).toBe(pressKitFiles[name as keyof typeof pressKitFiles])
    expect(body.length).toBeGreaterThan(5_000)
    const magic = {
      zip: [0x50, 0x4b, 0x03, 0x04],
      pdf: [...Buffer.from('%PDF-')],
      jpg: [0xff, 0xd8, 0xff],
      mp4: [...Buffer.from('ftyp')],
    }[extension]
    const offset = extension === 'mp4' ? 4 : 0
    expect([...body.subarray(offset, offset + magic.length)]).toEqual(magic)
  })

  it('delivers a ZIP whose listing holds the logo as SVG and PNG', async () => {
    const body = (await get('/downloads/presse/logo-paket.zip')).rawPayload
    expect(body.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04')
    const file = join(work, 'logo-paket.zip')
    writeFileSync(file, body)
    const listing = execFileSync('unzip', ['-l', file], { encoding: 'utf8' })
    const slug = site.name.toLowerCase()
    for (const entry of [
      `svg/${slug}-logo-farbig.svg`,
      `svg/${slug}-logo-weiss.svg`,
      `svg/${slug}-bildmarke.svg`,
      `png/${slug}-logo-farbig.png`,
      `png/${slug}-logo-weiss.png`,
      `png/${slug}-bildmarke-512.png`,
    ])
      expect(listing).toContain(entry)
    expect(execFileSync('unzip', ['-tq', file], { encoding: 'utf8' })).toContain('No errors detected')
    const svg = execFileSync('unzip', ['-p', file, `${slug}-logo-paket/svg/${slug}-logo-farbig.svg`], {
      encoding: 'utf8',
    })
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  })

  it('delivers a PDF press release with the event facts and the press contact', async () => {
    const file = join(work, 'pressemitteilung.pdf')
    writeFileSync(file, (await get('/downloads/presse/pressemitteilung-spotlight-2025.pdf')).rawPayload)
    const content = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      .replace(/\u00a0/g, ' ')
      .replace(/\s+/g, ' ')
    expectPressReleaseFacts(content, [
      'Business Angels',
      '60 Sekunden',
      'Wildcard',
      '31.10.2025',
      '12.11.2025',
      '20.11.2025',
      'B2B-Startups',
    ])
  })

  it('delivers a 16:9 H.264 teaser under 1 MB', async () => {
    const body = (await get('/downloads/presse/video-teaser-spotlight-2025.mp4')).rawPayload
    expect(body.length).toBeLessThan(1_000_000)
    const file = join(work, 'teaser.mp4')
    writeFileSync(file, body)
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file], { encoding: 'utf8' }),
    )
    const video = probe.streams.find((stream: { codec_type: string }) => stream.codec_type === 'video')
    expect(video.codec_name).toBe('h264')
    expect(video.width / video.height).toBeCloseTo(16 / 9, 2)
    expect(Number(video.duration)).toBeGreaterThan(5)
  })
})

describe('/presse event phases', () => {
  const statuses = (html: string) =>
    [...html.matchAll(/<li[^>]*data-step-status="(\w+)"[^>]*>[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => [
      match[2]?.replaceAll('&amp;', '&'),
      match[1],
    ])

  // Phase 1 (submission, then the jury) runs from the applications to the final, the vote only while it is open.
  it.each([
    ['2025-09-15T12:00:00+02:00', ['next', 'next', 'next']],
    ['2025-10-15T12:00:00+02:00', ['current', 'next', 'next']],
    ['2025-11-05T12:00:00+01:00', ['current', 'current', 'next']],
    ['2025-11-15T12:00:00+01:00', ['current', 'done', 'next']],
    ['2025-11-20T18:30:00+01:00', ['done', 'done', 'current']],
    ['2026-11-29T12:00:00+01:00', ['done', 'done', 'done']],
  ])('at %s marks the phases running then „Läuft“ and the past ones done', async (at, expected) => {
    await withTestApp({ PREVIEW_AT: at }, async (app) => {
      const html = (await app.inject({ method: 'GET', url: '/presse' })).body
      const shown = statuses(html)
      expect(shown.map(([title]) => title)).toEqual([
        'Video-Einreichung & Jury-Bewertung',
        'Wildcard-Voting der Community',
        'Live-Pitch vor Business Angels',
      ])
      expect(shown.map(([, status]) => status)).toEqual(expected)
      const running = expected.filter((status) => status === 'current').length
      expect(html.match(/aria-current="step"/g)?.length ?? 0).toBe(running)
      expect(text(html).match(/Läuft/g)?.length ?? 0).toBe(running)
    })
  })
})

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { spotlightEvent } from '../../data/event'
import { defaultLinks } from '../../data/links'
import { mediadatenPdf } from '../../data/mediadaten'
import { site } from '../../data/site'
import { pressReleaseBlocks, pressReleaseTitle } from '../../pages/presse/copy'
import { createMediadatenPdf } from '../../server/mediadaten-pdf'
import { createPdf } from '../../server/pdf'
import { expectPressReleaseFacts } from '../support/press-release'

// The pdfkit writer (server/pdf.ts) as the build uses it: the media kit and the press release
// (scripts/make-press-kit.ts). The served media kit is checked figure by figure in tests/server/event-routes.test.ts.

const work = mkdtempSync(join(tmpdir(), 'pdf-writer-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The text of a PDF (one form feed per page), with single spaces. */
function textOf(name: string, bytes: Buffer) {
  const file = join(work, name)
  writeFileSync(file, bytes)
  const raw = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
  return { pages: raw.split('\f').length - 1, text: raw.replace(/[\u00a0\s]+/g, ' ') }
}

describe('server/pdf.ts', () => {
  it('writes the media kit: 5 pages, same bytes for the same input, the contact of the environment', () => {
    const contact = { ...defaultLinks.contact, email: 'partner@example.org', phone: '+49 89 000000' }
    const bytes = createMediadatenPdf(contact)
    expect(bytes.equals(createMediadatenPdf(contact))).toBe(true)
    expect(bytes.length).toBeLessThan(300 * 1024)
    const { pages, text } = textOf('mediadaten.pdf', bytes)
    expect(pages).toBe(5)
    for (const phrase of [mediadatenPdf.title, 'partner@example.org', '+49 89 000000', site.legalName])
      expect(text).toContain(phrase)
  })

  it('writes the press release with the event facts and the press contact, in order', () => {
    const bytes = createPdf(pressReleaseBlocks('https://onepitch.test', defaultLinks.contact), {
      title: pressReleaseTitle,
      author: site.legalName,
      brand: site.name,
      date: new Date(spotlightEvent.applicationsOpen),
    })
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { pages, text } = textOf('pressemitteilung.pdf', bytes)
    expect(pages).toBeGreaterThanOrEqual(1)
    expect(pages).toBeLessThanOrEqual(3)
    expectPressReleaseFacts(text)
    expect(text).toContain(`Seite 1 von ${pages}`)
  })
})

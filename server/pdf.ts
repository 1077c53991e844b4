// PDF documents drawn with pdfkit: A4 pages in the brand colours, Helvetica (pdfkit cannot subset the
// variable Inter WOFF2 of @fontsource-variable/inter; Helvetica's WinAnsi set has umlauts, ß, €, „“, – and
// the non-breaking space). Used at build time (scripts/make-mediadaten-pdf.ts, scripts/make-press-kit.ts)
// and, in development only, by server/downloads.ts. The production server only reads the size of the built
// file, so pdfkit (a devDependency) is loaded on first use and never by the production bundle.
import { createRequire } from 'node:module'
import type PDFKit from 'pdfkit'
import type { PdfBlock } from '../data/content'
import { colourRamps } from '../data/design-tokens'

export type PdfDocument = InstanceType<typeof PDFKit>

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const

/** A tone of the theme's ramps (data/design-tokens.ts, checked against uno.config.ts): `tone('ink', 900)`. */
const tone = (ramp: string, step: number): string => {
  const hex = colourRamps.find((entry) => entry.token === ramp)?.steps.find(([value]) => value === step)?.[1]
  if (!hex) throw new Error(`No colour ${ramp}-${step} in data/design-tokens.ts`)
  return hex
}

/** The brand colours and tints the documents use, from the one set of design tokens. */
export const colours = {
  ink: tone('ink', 900),
  ink600: tone('ink', 600),
  ink100: tone('ink', 100),
  brand: tone('brand', 600),
  violet: tone('violet', 600),
  mint: tone('mint', 700),
  ink50: tone('ink', 50),
  ink200: tone('ink', 200),
  ink300: tone('ink', 300),
  ink500: tone('ink', 500),
  ink700: tone('ink', 700),
  brand50: tone('brand', 50),
  brand700: tone('brand', 700),
  violet50: tone('violet', 50),
  violet700: tone('violet', 700),
  mint50: tone('mint', 50),
  mint100: tone('mint', 100),
  white: '#FFFFFF',
} as const

export const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const

/**
 * Text for Helvetica's WinAnsi encoding: the narrow no-break space becomes a no-break space, the
 * non-breaking hyphen a hyphen (neither is in the set).
 */
export const pdfText = (text: string) => text.replace(/\u202f/g, '\u00a0').replace(/\u2011/g, '-')

type Meta = { title: string; author: string; subject?: string; date: Date }

let pdfkit: typeof PDFKit | undefined

/**
 * Runs `draw` on a new A4 document (no margins, pages buffered so footers can be added at the end) and
 * returns the bytes of the finished file. Same input, same bytes: the dates are fixed by `meta.date`.
 */
export function renderPdf(meta: Meta, draw: (doc: PdfDocument) => void): Buffer {
  pdfkit ??= createRequire(import.meta.url)('pdfkit') as typeof PDFKit
  const doc = new pdfkit({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: pdfText(meta.title),
      Author: meta.author,
      ...(meta.subject ? { Subject: pdfText(meta.subject) } : {}),
      Creator: meta.author,
      Producer: meta.author,
      CreationDate: meta.date,
      ModDate: meta.date,
    },
  })
  draw(doc)
  doc.end()
  // pdfkit writes synchronously: after end() the whole file is in the stream's buffer.
  const chunks: Buffer[] = []
  for (let chunk: Buffer | null = doc.read(); chunk !== null; chunk = doc.read()) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** The picture mark (a play button on the brand gradient, as in components/ui/Logo.tsx) at `size` points. */
export function drawMark(doc: PdfDocument, x: number, y: number, size: number) {
  const scale = size / 32
  const gradient = doc
    .linearGradient(x, y, x + size, y + size)
    .stop(0, colours.brand)
    .stop(1, colours.violet)
  doc.save()
  doc.roundedRect(x, y, size, size, 9 * scale).fill(gradient)
  doc.translate(x, y).scale(scale).path('M13 10.5v11l9-5.5z').fill(colours.white)
  doc.restore()
}

/** Mark and wordmark; returns the width drawn. */
export function drawLogo(doc: PdfDocument, x: number, y: number, size: number, name: string, colour: string) {
  drawMark(doc, x, y, size)
  const fontSize = size * 0.62
  doc.font(fonts.bold).fontSize(fontSize).fillColor(colour)
  doc.text(name, x + size * 1.25, y + (size - fontSize * 0.72) / 2, { lineBreak: false, characterSpacing: -0.3 })
  return size * 1.25 + doc.widthOfString(name, { characterSpacing: -0.3 })
}

/** Writes `text` on the page's footer line without triggering a page break. */
export function footer(doc: PdfDocument, left: string, right: string, colour: string = colours.ink500, margin = 48) {
  const y = A4.height - 34
  doc.font(fonts.regular).fontSize(8).fillColor(colour)
  doc.text(pdfText(left), margin, y, { lineBreak: false })
  doc.text(pdfText(right), A4.width - margin - doc.widthOfString(pdfText(right)), y, { lineBreak: false })
}

const FLOW = { left: 56, right: 56, top: 64, bottom: 72 }
const STYLE = {
  title: { font: fonts.bold, size: 21, colour: colours.ink, before: 0, after: 12, gap: 3 },
  heading: { font: fonts.bold, size: 13.5, colour: colours.brand, before: 10, after: 6, gap: 2 },
  text: { font: fonts.regular, size: 10.5, colour: colours.ink700, before: 0, after: 7, gap: 3.5 },
  bullet: { font: fonts.regular, size: 10.5, colour: colours.ink700, before: 0, after: 3, gap: 3.5 },
} as const

/** A flowing text document (the press release): logo, title, headings, text, bullets and figures. */
export function createPdf(blocks: PdfBlock[], meta: Meta & { brand: string }): Buffer {
  return renderPdf(meta, (doc) => {
    const width = A4.width - FLOW.left - FLOW.right
    const bottom = A4.height - FLOW.bottom
    const newPage = () => {
      doc.addPage({ size: 'A4', margins: FLOW })
      doc.y = FLOW.top
    }
    // Keeps `height` points together on the current page.
    const ensure = (height: number) => {
      if (doc.y + height > bottom) newPage()
    }
    doc.page.margins = FLOW
    drawLogo(doc, FLOW.left, 36, 22, meta.brand, colours.ink)
    doc.rect(FLOW.left, 72, width, 3).fill(
      doc
        .linearGradient(FLOW.left, 0, FLOW.left + width, 0)
        .stop(0, colours.brand)
        .stop(1, colours.violet),
    )
    doc.y = 96
    for (const block of blocks) {
      if (block.type === 'spacer') {
        doc.y += 8
        continue
      }
      if (block.type === 'figure') {
        ensure(22)
        const y = doc.y
        doc.roundedRect(FLOW.left, y, width, 20, 4).fill(colours.ink50)
        doc.font(fonts.bold).fontSize(11).fillColor(colours.brand)
        doc.text(pdfText(block.value), FLOW.left + 10, y + 5.5, { lineBreak: false })
        doc.font(fonts.regular).fontSize(10.5).fillColor(colours.ink700)
        doc.text(pdfText(block.label), FLOW.left + 140, y + 6, { lineBreak: false })
        doc.y = y + 23
        continue
      }
      const style = STYLE[block.type]
      const indent = block.type === 'bullet' ? 14 : 0
      const text = pdfText(block.text)
      doc.font(style.font).fontSize(style.size)
      const height = doc.heightOfString(text, { width: width - indent, lineGap: style.gap })
      // A heading keeps its first lines of text with it.
      ensure(block.type === 'heading' ? height + style.before + 40 : Math.min(height, 40))
      if (doc.y > FLOW.top) doc.y += style.before
      const y = doc.y
      if (block.type === 'bullet') doc.circle(FLOW.left + 4, y + style.size * 0.42, 2).fill(colours.brand)
      doc.font(style.font).fontSize(style.size).fillColor(style.colour)
      doc.text(text, FLOW.left + indent, y, { width: width - indent, lineGap: style.gap })
      doc.y += style.after
    }
    const range = doc.bufferedPageRange()
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index)
      doc.page.margins = { ...FLOW, bottom: 0 }
      footer(doc, `${meta.brand} · ${meta.title}`, `Seite ${index + 1} von ${range.count}`, colours.ink500, FLOW.left)
    }
  })
}

// A minimal PDF writer for text documents (media data, press release): A4 pages, Helvetica in
// WinAnsi encoding (umlauts, ß, €, „“ and – included), automatic line wrapping and page breaks. Used by the
// build (scripts/make-mediadaten-pdf.ts, scripts/make-press-kit.ts) and, in development only, by
// server/downloads.ts; in production the server only reads the size of the built file.
import type { PdfBlock } from '../data/content'

const PAGE = { width: 595.28, height: 841.89, margin: 56 }
const STYLE = {
  title: { font: 'F2', size: 22, leading: 28, after: 10, colour: '0.06 0.09 0.2' },
  heading: { font: 'F2', size: 14, leading: 19, after: 6, colour: '0.84 0.12 0.46' },
  text: { font: 'F1', size: 10.5, leading: 15, after: 6, colour: '0.16 0.2 0.32' },
  bullet: { font: 'F1', size: 10.5, leading: 15, after: 2, colour: '0.16 0.2 0.32' },
} as const

// Helvetica widths (per 1000 em) for ASCII; other characters use an average.
const WIDTHS: Record<string, number> = Object.fromEntries(
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~'
    .split('')
    .map((c, i) => [
      c,
      [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556,
        556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667,
        556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556,
        556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722,
        500, 500, 500, 334, 260, 334, 584,
      ][i] ?? 556,
    ]),
)

const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '\u00a0': 0xa0,
  '\u202f': 0x20,
}

function encode(text: string): string {
  let out = ''
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0) ?? 63
    const byte = code <= 0xff ? code : 63
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(byte)
  }
  return out
}

const widthOf = (text: string, size: number) =>
  [...text].reduce((sum, char) => sum + (WIDTHS[char] ?? (char === '\u00a0' ? 278 : 556)), 0) * (size / 1000)

function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && widthOf(candidate, size) > maxWidth) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

/** Lays out the blocks and returns the bytes of a complete PDF file. */
export function createPdf(blocks: PdfBlock[], meta: { title: string; author: string }): Buffer {
  const pages: string[][] = [[]]
  let y = PAGE.height - PAGE.margin
  const usable = PAGE.width - 2 * PAGE.margin
  const ensure = (height: number) => {
    if (y - height < PAGE.margin) {
      pages.push([])
      y = PAGE.height - PAGE.margin
    }
  }
  const draw = (font: string, size: number, colour: string, x: number, text: string) => {
    pages[pages.length - 1]!.push(
      `BT /${font} ${size} Tf ${colour} rg ${x.toFixed(2)} ${y.toFixed(2)} Td (${encode(text)}) Tj ET`,
    )
  }
  for (const block of blocks) {
    if (block.type === 'spacer') {
      y -= 12
      continue
    }
    if (block.type === 'figure') {
      ensure(20)
      draw('F2', 12, '0.06 0.09 0.2', PAGE.margin, block.value)
      draw('F1', 10.5, '0.16 0.2 0.32', PAGE.margin + 150, block.label)
      y -= 20
      continue
    }
    const style = STYLE[block.type]
    const indent = block.type === 'bullet' ? 14 : 0
    const lines = wrap(block.text, style.size, usable - indent)
    if (block.type === 'heading') ensure(style.leading * 3)
    lines.forEach((line, index) => {
      ensure(style.leading)
      y -= style.size
      if (block.type === 'bullet' && index === 0) draw(style.font, style.size, style.colour, PAGE.margin, '•')
      draw(style.font, style.size, style.colour, PAGE.margin + indent, line)
      y -= style.leading - style.size
    })
    y -= style.after
  }
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  add(`<< /Title (${encode(meta.title)}) /Author (${encode(meta.author)}) /Producer (OnePitch) >>`)
  const kids: number[] = []
  pages.forEach((ops, index) => {
    const footer = `BT /F1 8 Tf 0.45 0.5 0.6 rg ${PAGE.margin} 30 Td (${encode(`${meta.title} – Seite ${index + 1} von ${pages.length}`)}) Tj ET`
    const stream = [...ops, footer].join('\n')
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    const contentId = objects.length
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
    )
    kids.push(objects.length)
  })
  objects[1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

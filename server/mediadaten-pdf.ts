// The media kit of /mediadaten-spotlight as a designed A4 document (5 pages): a cover in the brand colours,
// reach and audience, the wildcard multiplier, the media partners, partnership and contact. Every figure and
// sentence comes from data/mediadaten.ts and data/figures.ts, as the page states it.
import { longDate, spotlightEvent } from '../data/event'
import { contactLine, type OperatorContact } from '../data/links'
import {
  type Figure,
  mediaBecomePartner,
  mediaCommunity,
  mediaContact,
  mediaCoverage,
  mediadatenPdf,
  mediaHero,
  mediaMultipliers,
  mediaTotal,
  mediaWildcard,
  reachTiers,
} from '../data/mediadaten'
import { site } from '../data/site'
import { A4, colours, drawLogo, drawMark, fonts, footer, type PdfDocument, pdfText, renderPdf } from './pdf'

const M = 48
const WIDTH = A4.width - 2 * M
const GAP = 12

type Tone = 'light' | 'mint' | 'violet' | 'gradient' | 'dark'
const TONES: Record<Tone, { fill: string; value: string; label: string; note: string }> = {
  light: { fill: colours.ink50, value: colours.brand, label: colours.ink, note: colours.ink500 },
  mint: { fill: colours.mint50, value: colours.mint, label: colours.ink, note: colours.ink500 },
  violet: { fill: colours.violet50, value: colours.violet, label: colours.ink, note: colours.ink500 },
  gradient: { fill: '', value: colours.white, label: colours.white, note: colours.brand50 },
  dark: { fill: colours.ink700, value: colours.white, label: colours.white, note: colours.ink200 },
}

const gradient = (doc: PdfDocument, x: number, y: number, w: number, h: number) =>
  doc
    .linearGradient(x, y, x + w, y + h)
    .stop(0, colours.brand)
    .stop(0.55, '#9D2BC9')
    .stop(1, colours.violet)

/** Text at a fixed position, wrapped to `width`; returns its height. */
function write(
  doc: PdfDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: {
    font?: string
    size: number
    colour: string
    gap?: number
    align?: 'left' | 'center' | 'right'
    spacing?: number
  },
) {
  const options = {
    width,
    lineGap: style.gap ?? 0,
    align: style.align ?? 'left',
    characterSpacing: style.spacing ?? 0,
  }
  doc
    .font(style.font ?? fonts.regular)
    .fontSize(style.size)
    .fillColor(style.colour)
  const value = pdfText(text)
  const height = doc.heightOfString(value, options)
  doc.text(value, x, y, options)
  return height
}

/** The largest size up to `size` at which `text` fits `width` in bold. */
function fitSize(doc: PdfDocument, text: string, size: number, width: number) {
  doc.font(fonts.bold).fontSize(size)
  const measured = doc.widthOfString(pdfText(text))
  return measured <= width ? size : Math.floor((size * width) / measured)
}

/** A figure tile: the value large, the label and note below. */
function tile(doc: PdfDocument, x: number, y: number, w: number, h: number, figure: Figure, tone: Tone, size = 26) {
  const colour = TONES[tone]
  doc.roundedRect(x, y, w, h, 12).fill(tone === 'gradient' ? gradient(doc, x, y, w, h) : colour.fill)
  const pad = 16
  const valueSize = fitSize(doc, figure.value, size, w - 2 * pad)
  doc.font(fonts.bold).fontSize(valueSize).fillColor(colour.value)
  doc.text(pdfText(figure.value), x + pad, y + pad + (size - valueSize) * 0.7, { lineBreak: false })
  let top = y + pad + size + 8
  top += write(doc, figure.label, x + pad, top, w - 2 * pad, {
    font: fonts.bold,
    size: 10,
    colour: colour.label,
    gap: 1.5,
  })
  if (figure.note) write(doc, figure.note, x + pad, top + 3, w - 2 * pad, { size: 8.5, colour: colour.note, gap: 1 })
}

/** A row of equal tiles across the content width. */
function tiles(doc: PdfDocument, y: number, h: number, figures: readonly Figure[], tones: Tone[], size = 26) {
  const w = (WIDTH - GAP * (figures.length - 1)) / figures.length
  // One size for the row: the largest at which every value fits its tile.
  const rowSize = Math.min(...figures.map((figure) => fitSize(doc, figure.value, size, w - 32)))
  figures.forEach((figure, index) => {
    tile(doc, M + index * (w + GAP), y, w, h, figure, tones[index] ?? tones[0] ?? 'light', rowSize)
  })
  return y + h
}

/** Eyebrow, title and intro of a section; returns where its content starts. */
function section(doc: PdfDocument, y: number, heading: { eyebrow?: string; title: string; intro?: string }) {
  let top = y
  if (heading.eyebrow) {
    write(doc, heading.eyebrow.toUpperCase(), M, top, WIDTH, {
      font: fonts.bold,
      size: 8.5,
      colour: colours.brand700,
      spacing: 1.2,
    })
    top += 16
  }
  top += write(doc, heading.title, M, top, WIDTH, { font: fonts.bold, size: 19, colour: colours.ink, gap: 2 })
  if (heading.intro)
    top += 6 + write(doc, heading.intro, M, top + 6, WIDTH * 0.85, { size: 10.5, colour: colours.ink600, gap: 3 })
  return top + 16
}

/** A check mark in a mint circle. */
function check(doc: PdfDocument, x: number, y: number) {
  doc.circle(x + 7, y + 7, 7).fill(colours.mint100)
  doc.save()
  doc.lineWidth(1.6).lineCap('round').lineJoin('round')
  doc
    .moveTo(x + 4, y + 7.2)
    .lineTo(x + 6.2, y + 9.4)
    .lineTo(x + 10.2, y + 4.8)
    .stroke(colours.mint)
  doc.restore()
}

/** Header of a content page: logo and document title, a hairline below. */
function pageHeader(doc: PdfDocument, label: string) {
  drawLogo(doc, M, 34, 20, site.name, colours.ink)
  write(doc, label, M, 40, WIDTH, { size: 8.5, colour: colours.ink500, align: 'right' })
  doc.rect(M, 68, WIDTH, 0.75).fill(colours.ink100)
}

function cover(doc: PdfDocument) {
  doc.rect(0, 0, A4.width, A4.height).fill(colours.ink)
  // Light from the upper right, as on the site's dark hero sections.
  doc.save()
  doc
    .circle(A4.width + 20, 120, 300)
    .fillOpacity(0.16)
    .fill(colours.violet)
  doc
    .circle(A4.width - 60, 20, 200)
    .fillOpacity(0.18)
    .fill(colours.brand)
  doc
    .circle(A4.width - 110, -20, 120)
    .fillOpacity(0.14)
    .fill(colours.brand)
  doc.restore()
  doc.fillOpacity(1)
  drawLogo(doc, M, 52, 34, site.name, colours.white)

  let y = 300
  write(doc, mediaHero.eyebrow.toUpperCase(), M, y, WIDTH, {
    font: fonts.bold,
    size: 10,
    colour: colours.brand50,
    spacing: 1.2,
  })
  doc.rect(M, y + 20, 48, 3).fill(gradient(doc, M, y + 20, 48, 3))
  y += 40
  y += write(doc, mediaHero.title, M, y, WIDTH, { font: fonts.bold, size: 38, colour: colours.white, spacing: -0.5 })
  doc.font(fonts.bold).fontSize(38)
  const accentWidth = doc.widthOfString(pdfText(mediaHero.titleAccent))
  doc.fillColor(
    doc
      .linearGradient(M, y, M + accentWidth, y)
      .stop(0, '#F472B6')
      .stop(1, '#A78BFA'),
  )
  doc.text(pdfText(mediaHero.titleAccent), M, y, { width: WIDTH, characterSpacing: -0.5 })
  y += 38 + 22
  y += write(doc, mediaHero.lead, M, y, WIDTH * 0.82, { size: 12, colour: colours.ink200, gap: 4 })
  y += 20
  const dates = `Das digitale Pitch-Event für B2B-Startups · Start ${longDate(spotlightEvent.start)} · Finale ${longDate(spotlightEvent.final)}`
  write(doc, dates, M, y, WIDTH, { font: fonts.bold, size: 10.5, colour: colours.white })

  tiles(doc, 612, 118, mediaHero.figures, ['gradient', 'dark', 'dark'], 28)
  doc.rect(M, 770, WIDTH, 0.75).fill(colours.ink700)
  footer(doc, `${site.legalName} · ${site.city}`, mediadatenPdf.title, colours.ink300)
}

function reachAndAudience(doc: PdfDocument) {
  pageHeader(doc, mediadatenPdf.title)
  let y = section(doc, 96, mediaTotal)
  // The three tiers, each as the page writes it.
  const { guaranteed, expected, potential } = reachTiers
  y = tiles(doc, y, 104, [guaranteed, expected, potential], ['gradient', 'light', 'light']) + 52

  y = section(doc, y, mediaCommunity)
  const left = 176
  tile(doc, M, y, left, 124, mediaCommunity.figure, 'violet', 34)
  const x = M + left + 24
  let row = y + 10
  for (const point of mediaCommunity.points) {
    check(doc, x, row)
    row += 16 + write(doc, point, x + 24, row + 1.5, WIDTH - left - 48, { size: 10.5, colour: colours.ink700, gap: 2 })
  }
  y += 124 + 52

  y = section(doc, y, { title: mediaTotal.quality.title })
  tiles(doc, y, 84, mediaTotal.quality.items, ['mint'], 28)
}

function multipliers(doc: PdfDocument) {
  pageHeader(doc, mediadatenPdf.title)
  let y = section(doc, 96, mediaWildcard)
  // The calculation as an equation on the brand gradient.
  const h = 112
  doc.roundedRect(M, y, WIDTH, h, 14).fill(gradient(doc, M, y, WIDTH, h))
  const { startups, contacts, result } = mediaWildcard.calculation
  const terms = [startups, contacts, result]
  const column = (WIDTH - 2 * 40) / 3
  terms.forEach((term, index) => {
    const x = M + index * (column + 40)
    const size = fitSize(doc, term.value, 34, column - 8)
    write(doc, term.value, x, y + 28 + (34 - size) * 0.7, column, {
      font: fonts.bold,
      size,
      colour: colours.white,
      align: 'center',
    })
    write(doc, term.label, x, y + 72, column, { size: 10, colour: colours.brand50, align: 'center' })
  })
  for (const [index, sign] of ['×', '='].entries()) {
    const x = M + (index + 1) * column + index * 40
    write(doc, sign, x, y + 32, 40, { font: fonts.bold, size: 26, colour: colours.white, align: 'center' })
  }
  y += h + GAP
  y = tiles(doc, y, 104, mediaWildcard.figures, ['light']) + 64

  y = section(doc, y, mediaMultipliers)
  tiles(doc, y, 112, mediaMultipliers.figures, ['violet', 'light'], 30)
}

function media(doc: PdfDocument) {
  pageHeader(doc, mediadatenPdf.title)
  let y = section(doc, 96, mediaCoverage)
  const columns = [
    { title: 'Medium', width: 0.31 },
    { title: 'Art', width: 0.2 },
    { title: 'Reichweite', width: 0.3 },
    { title: 'Status', width: 0.19 },
  ].map((column) => ({ ...column, width: column.width * WIDTH }))
  const rowHeight = 38
  const cells = (values: string[], top: number, style: { font: string; colour: string; size: number }) => {
    let x = M
    values.forEach((value, index) => {
      const column = columns[index]
      if (!column) return
      if (index === 3 && style.font === fonts.regular) {
        doc.font(fonts.bold).fontSize(8)
        const pill = doc.widthOfString(pdfText(value)) + 16
        doc.roundedRect(x + 12, top + (rowHeight - 16) / 2, pill, 16, 8).fill(colours.violet50)
        write(doc, value, x + 20, top + (rowHeight - 16) / 2 + 4.5, pill, {
          font: fonts.bold,
          size: 8,
          colour: colours.violet700,
        })
      } else
        write(doc, value, x + 12, top + (rowHeight - style.size) / 2 + 1, column.width - 20, {
          font: index === 0 ? fonts.bold : style.font,
          size: style.size,
          colour: style.colour,
        })
      x += column.width
    })
  }
  doc.save()
  doc.roundedRect(M, y, WIDTH, rowHeight * (mediaCoverage.partners.length + 1), 12).clip()
  doc.rect(M, y, WIDTH, rowHeight).fill(colours.ink)
  cells(
    columns.map((column) => column.title),
    y,
    { font: fonts.bold, colour: colours.white, size: 9 },
  )
  mediaCoverage.partners.forEach((partner, index) => {
    const top = y + rowHeight * (index + 1)
    doc.rect(M, top, WIDTH, rowHeight).fill(index % 2 ? colours.white : colours.ink50)
    cells([partner.name, partner.type, partner.reach, mediaCoverage.statuses[partner.status]], top, {
      font: fonts.regular,
      colour: colours.ink,
      size: 10,
    })
  })
  doc.restore()
  const tableHeight = rowHeight * (mediaCoverage.partners.length + 1)
  doc.roundedRect(M, y, WIDTH, tableHeight, 12).lineWidth(0.75).stroke(colours.ink100)
  y += tableHeight + GAP
  // Not counted in the reach: a quiet tile, as the page's quiet line.
  tile(doc, M, y, WIDTH, 84, mediaCoverage.combined, 'light', 30)
  y += 84 + 60

  y = section(doc, y, { eyebrow: 'TKP', title: mediaTotal.tkp.title })
  tiles(doc, y, 96, [mediaTotal.tkp.organic, mediaTotal.tkp.paid], ['mint', 'light'], 30)
}

function partnership(doc: PdfDocument, contact: OperatorContact) {
  pageHeader(doc, mediadatenPdf.title)
  const { deliverables } = mediaBecomePartner
  let y = section(doc, 96, { eyebrow: mediaBecomePartner.eyebrow, title: deliverables.title })
  tiles(doc, y, 112, deliverables.items, ['gradient', 'light', 'mint'], 30)
  y += 112 + 60

  y = section(doc, y, { title: mediaHero.request })
  const { consultation, request } = mediaBecomePartner.cards
  const w = (WIDTH - GAP) / 2
  ;[consultation, request].forEach((card, index) => {
    const x = M + index * (w + GAP)
    doc.roundedRect(x, y, w, 104, 12).lineWidth(0.75).fillAndStroke(colours.white, colours.ink200)
    doc.roundedRect(x + 16, y + 16, 26, 26, 7).fill(index ? colours.violet50 : colours.brand50)
    write(doc, String(index + 1), x + 16, y + 23, 26, {
      font: fonts.bold,
      size: 12,
      colour: index ? colours.violet : colours.brand,
      align: 'center',
    })
    write(doc, card.title, x + 54, y + 22, w - 70, { font: fonts.bold, size: 12, colour: colours.ink })
    write(doc, card.text, x + 16, y + 54, w - 32, { size: 10, colour: colours.ink600, gap: 2.5 })
  })
  y += 104 + 60

  // Contact on the dark panel.
  const h = 168
  doc.roundedRect(M, y, WIDTH, h, 16).fill(colours.ink)
  doc.save()
  doc.roundedRect(M, y, WIDTH, h, 16).clip()
  doc
    .circle(M + WIDTH - 30, y + 10, 120)
    .fillOpacity(0.3)
    .fill(colours.violet)
  doc
    .circle(M + WIDTH - 120, y - 40, 90)
    .fillOpacity(0.3)
    .fill(colours.brand)
  doc.restore()
  doc.fillOpacity(1)
  drawMark(doc, M + 24, y + 26, 30)
  write(doc, mediaContact.title, M + 68, y + 32, WIDTH - 92, { font: fonts.bold, size: 17, colour: colours.white })
  let top = y + 78
  top += write(doc, contactLine(contact.email, contact.phone), M + 24, top, WIDTH - 48, {
    font: fonts.bold,
    size: 11.5,
    colour: colours.white,
  })
  top += 8 + write(doc, mediaContact.reply, M + 24, top + 8, WIDTH - 48, { size: 10.5, colour: colours.ink200 })
  write(doc, `${site.legalName} · ${site.city}`, M + 24, top + 14, WIDTH - 48, { size: 10.5, colour: colours.ink300 })
}

/** The media kit PDF (the contact lines of the environment it is built in). */
export function createMediadatenPdf(contact: OperatorContact): Buffer {
  return renderPdf(
    {
      title: mediadatenPdf.title,
      subject: `${mediaHero.title} ${mediaHero.titleAccent}`,
      author: site.legalName,
      date: new Date(spotlightEvent.applicationsOpen),
    },
    (doc) => {
      cover(doc)
      for (const page of [reachAndAudience, multipliers, media]) {
        doc.addPage({ size: 'A4', margin: 0 })
        page(doc)
      }
      doc.addPage({ size: 'A4', margin: 0 })
      partnership(doc, contact)
      const range = doc.bufferedPageRange()
      for (let index = 1; index < range.count; index++) {
        doc.switchToPage(range.start + index)
        doc.rect(M, A4.height - 48, WIDTH, 0.75).fill(colours.ink100)
        footer(doc, `${site.legalName} · ${mediadatenPdf.title}`, `Seite ${index + 1} von ${range.count}`)
      }
    },
  )
}

import type { OperatorContact } from '../../data/links'
import { mediadatenPdf, mediadatenPdfBlocks } from '../../data/mediadaten'
import { site } from '../../data/site'
import { createPdf } from '../../scripts/lib/pdf'

/** The media-data PDF's bytes: written by scripts/make-mediadaten-pdf.ts, measured by the page for its size label. */
export const buildMediadatenPdf = (contact: OperatorContact): Buffer =>
  createPdf(mediadatenPdfBlocks(contact), { title: mediadatenPdf.title, author: site.legalName })

/** "PDF · 10 KB" – the size shown beside the download (kilobytes rounded up, de-DE). */
export const pdfSizeLabel = (bytes: number): string =>
  `PDF · ${Math.max(1, Math.ceil(bytes / 1024)).toLocaleString('de-DE')}\u00a0KB`

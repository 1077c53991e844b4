import { mediadatenPdf } from '../../data/mediadaten'
import { usePageContext } from '../PageContext'

/** "10 KB" (kilobytes rounded up, de-DE). */
const kilobytes = (bytes: number): string => `${Math.max(1, Math.ceil(bytes / 1024)).toLocaleString('de-DE')}\u00a0KB`

/**
 * "PDF · 10 KB" – the size shown beside the download; `typed: false` only "10 KB", where the button's label already
 * says PDF (the hero's, review of 5 Nov 2025: the size under one of two buttons).
 */
const pdfSizeLabel = (bytes: number, typed: boolean): string => (typed ? `PDF · ${kilobytes(bytes)}` : kilobytes(bytes))

/** The size label of the media-data PDF the server serves (built once, see server/downloads.ts). */
export function useMediadatenPdfSize({ typed = true }: { typed?: boolean } = {}): string {
  const bytes = usePageContext().downloadSizes[mediadatenPdf.href]
  if (bytes === undefined) throw new Error(`No size for ${mediadatenPdf.href} (server/downloads.ts)`)
  return pdfSizeLabel(bytes, typed)
}

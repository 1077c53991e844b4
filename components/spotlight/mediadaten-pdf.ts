import { mediadatenPdf } from '../../data/mediadaten'
import { usePageContext } from '../PageContext'

/** "PDF · 10 KB" – the size shown beside the download (kilobytes rounded up, de-DE). */
const pdfSizeLabel = (bytes: number): string =>
  `PDF · ${Math.max(1, Math.ceil(bytes / 1024)).toLocaleString('de-DE')}\u00a0KB`

/** The size label of the media-data PDF the server serves (built once, see server/downloads.ts). */
export function useMediadatenPdfSize(): string {
  const bytes = usePageContext().downloadSizes[mediadatenPdf.href]
  if (bytes === undefined) throw new Error(`No size for ${mediadatenPdf.href} (server/downloads.ts)`)
  return pdfSizeLabel(bytes)
}

import { site } from './site'
import { votingDates } from './voting'

// Texts of the share-image island (components/share-image/ShareImageTool.tsx, on /wildcard-share) and of the
// share template it draws on (rendered by scripts/make-share-template.ts).

const { votingStarts, votingEnds, final } = votingDates
const votingPeriod = `${votingStarts.slice(0, 6)}–${votingEnds}`

/**
 * One share format's texts and files: the PNG template the logo is drawn on, and the template as a JPEG at full
 * and half size, shown with the logo's place marked before a logo is chosen (and the post one beside the hero);
 * scripts/make-share-template.ts writes all three. The format's size and logo box are in
 * components/share-image/fit-logo.ts (SHARE_FORMATS); `width` is the template's, for the JPEGs' srcset.
 */
function shareFormat<Id extends string>(format: {
  id: Id
  label: string
  hint: string
  files: string
  width: number
  fileName: string
}) {
  const { id, label, hint, files, width, fileName } = format
  const previewUrl = `/images/share/${files}-preview.jpg`
  const previewHalfUrl = `/images/share/${files}-preview-${width / 2}.jpg`
  return {
    id,
    label,
    hint,
    templateUrl: `/images/share/${files}-template.png`,
    previewUrl,
    previewHalfUrl,
    previewSrcSet: `${previewHalfUrl} ${width / 2}w, ${previewUrl} ${width}w`,
    fileName: `${site.name.toLowerCase()}-spotlight-${fileName}.png`,
  }
}

const formats = [
  shareFormat({
    id: 'post',
    label: 'Beitrag (1200\u00a0×\u00a0630)',
    hint: 'LinkedIn- oder X-Beitrag',
    files: 'spotlight-share',
    width: 1200,
    fileName: 'beitrag-1200x630',
  }),
  shareFormat({
    id: 'square',
    label: 'Quadrat (1080\u00a0×\u00a01080)',
    hint: 'Feed auf LinkedIn oder Instagram',
    files: 'spotlight-share-square',
    width: 1080,
    fileName: 'quadrat-1080x1080',
  }),
] as const

/** The post format: the example beside the hero shows it. */
export const postFormat = formats[0]

/** Texts and settings of the share-image island. */
export const shareToolCopy = {
  uploadTitle: 'Logo wählen',
  dropLabel: 'Logo hierher ziehen oder Datei auswählen',
  /** On a touch screen, where nothing is dragged. */
  dropLabelTouch: 'Logo auswählen',
  dropActive: 'Loslassen, um das Logo zu verwenden',
  hint: 'PNG oder JPG, maximal 2\u00a0MB\u00a0– am besten mit transparentem oder weißem Hintergrund.',
  chosen: 'Gewähltes Logo',
  remove: 'Logo entfernen',
  previewTitle: 'Vorschau & Download',
  emptyPreview: 'Sobald du ein Logo gewählt hast, erscheint hier dein Share-Bild.',
  generating: 'Bild wird erstellt …',
  previewAlt: 'Vorschau: dein Logo auf dem Share-Bild „Wir sind beim Spotlight 2025 dabei!“',
  download: 'Bild herunterladen',
  downloadPending: 'Erst ein Logo wählen, dann herunterladen.',
  retry: 'Erneut versuchen',
  failedHint: 'Das Bild konnte nicht erstellt werden. Versuche es noch einmal oder wähle eine andere Datei.',
  toastCreated: 'Bild erfolgreich erstellt!',
  toastDownloaded: 'Bild heruntergeladen!',
  toastFailed: 'Fehler beim Erstellen des Bildes',
  toastRegion: 'Benachrichtigungen',
  logoPlace: 'Dein Logo',
  formatLegend: 'Format',
  formats,
  postLabel: 'Text für deinen Beitrag',
  postHint: 'Kopieren, im Beitrag einfügen und gern persönlich ergänzen.',
  copyPost: 'Text kopieren',
  toastCopied: 'Text kopiert!',
  toastCopyFailed: 'Kopieren hat nicht geklappt. Markiere den Text und kopiere ihn von Hand.',
}

/** Text on the share template (scripts/make-share-template.ts renders it into the PNG). */
export const shareTemplateText = {
  badge: 'Spotlight 2025',
  headline: 'Wir sind beim Spotlight 2025 dabei!',
  line: `Stimm für uns im Wildcard-Voting · ${votingPeriod}`,
  final: `Digitales Finale am ${final}`,
}

import { site } from './site'
import { votingDates } from './voting'

// Texts of the share-image island (components/share-image/ShareImageTool.tsx, on /wildcard-share) and of the
// share template it draws on (rendered by scripts/make-share-template.ts).

const { votingStarts, votingEnds, final } = votingDates
const votingPeriod = `${votingStarts.slice(0, 6)}–${votingEnds}`

/** The template as a JPEG at full and half size (scripts/make-share-template.ts writes both). */
const previewUrl = '/images/share/spotlight-share-preview.jpg'
const previewHalfUrl = '/images/share/spotlight-share-preview-600.jpg'

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
  fileName: `${site.name.toLowerCase()}-spotlight-share.png`,
  templateUrl: '/images/share/spotlight-share-template.png',
  /** The template as a JPEG, shown with the logo's place marked before a logo is chosen (and beside the hero). */
  previewUrl,
  previewHalfUrl,
  previewSrcSet: `${previewHalfUrl} 600w, ${previewUrl} 1200w`,
  logoPlace: 'Dein Logo',
}

/** Text on the share template (scripts/make-share-template.ts renders it into the PNG). */
export const shareTemplateText = {
  badge: 'Spotlight 2025',
  headline: 'Wir sind beim Spotlight 2025 dabei!',
  line: `Stimm für uns im Wildcard-Voting · ${votingPeriod}`,
  final: `Digitales Finale am ${final}`,
}

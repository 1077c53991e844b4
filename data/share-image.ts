import { site } from './site'
import type { SpotlightStage } from './timeline'
import { votingDates, votingPeriod, votingPhase } from './voting'

// Texts of the share-image island (components/share-image/ShareImageTool.tsx, on /wildcard-share) and of the
// share template it draws on (rendered by scripts/make-share-template.ts).

const { final } = votingDates

/**
 * The share template's text follows the phase, so an image made on any date says what is true: it invites to
 * vote before and while the voting runs, thanks for the votes once it has closed (jury rating and final), and
 * speaks in the past after the edition.
 */
export type ShareTemplateVariant = 'invite' | 'thanks' | 'past'

const variantOfPhase = { ahead: 'invite', closed: 'thanks', over: 'past' } as const
export const shareTemplateVariant = (stage: SpotlightStage): ShareTemplateVariant => variantOfPhase[votingPhase(stage)]

/** Text on the share template per variant (scripts/make-share-template.ts renders it into the images). */
const templateFrame = { badge: 'Spotlight 2025', final: `Digitales Finale am ${final}` }
export const shareTemplateText: Record<
  ShareTemplateVariant,
  { badge: string; headline: string; line: string; final: string }
> = {
  // The ask is the image's largest text while votes count (round 19: it stood in the small line under the logo).
  invite: {
    ...templateFrame,
    headline: 'Stimm für uns im Wildcard-Voting!',
    // No break inside its two halves: "Wir sind dabei ·" over the voting's dates where the line wraps.
    line: `Wir\u00a0sind\u00a0dabei\u00a0· Voting\u00a0${votingPeriod.replace('–', '–\u2060')}`,
  },
  thanks: {
    ...templateFrame,
    headline: 'Wir sind beim Spotlight 2025 dabei!',
    line: 'Danke für eure Stimmen im Wildcard-Voting',
  },
  past: {
    ...templateFrame,
    headline: 'Wir waren beim Spotlight 2025 dabei!',
    line: `Danke für eure Stimmen im Wildcard-Voting · ${votingPeriod}`,
  },
}

/**
 * One share format's texts and files in one variant: the PNG template the logo is drawn on, and the template as
 * a JPEG at full and half size, shown with the logo's place marked before a logo is chosen;
 * scripts/make-share-template.ts writes all three. The format's size and logo box are in
 * components/share-image/fit-logo.ts (SHARE_FORMATS); `width` is the template's, for the JPEGs' srcset. The
 * files are named by variant and format; the invite variant's keep their first addresses.
 */
function shareFormat<Id extends string>(
  variant: ShareTemplateVariant,
  format: {
    id: Id
    label: string
    hint: string
    width: number
    fileName: string
  },
) {
  const { id, label, hint, width, fileName } = format
  const files = `spotlight-share${variant === 'invite' ? '' : `-${variant}`}${id === 'post' ? '' : `-${id}`}`
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

/** The formats of one variant; the first, the post format, is the one the tool starts with. */
const formatsOf = (variant: ShareTemplateVariant) =>
  [
    shareFormat(variant, {
      id: 'post',
      label: 'Beitrag (1200\u00a0×\u00a0630)',
      hint: 'LinkedIn- oder X-Beitrag',
      width: 1200,
      fileName: 'beitrag-1200x630',
    }),
    shareFormat(variant, {
      id: 'square',
      label: 'Quadrat (1080\u00a0×\u00a01080)',
      hint: 'Feed auf LinkedIn oder Instagram',
      width: 1080,
      fileName: 'quadrat-1080x1080',
    }),
    shareFormat(variant, {
      id: 'story',
      label: 'Story (1080\u00a0×\u00a01920)',
      hint: 'Story auf Instagram oder WhatsApp',
      width: 1080,
      fileName: 'story-1080x1920',
    }),
  ] as const

/** Texts and settings of the share-image island, the same in every variant but the template and its name. */
const toolCopy = {
  uploadTitle: 'Startup, Logo und Format wählen',
  /** Where no startup can be picked (the list is not offered). */
  uploadTitleLogoOnly: 'Logo und Format wählen',
  dropLabel: 'Logo hierher ziehen oder Datei auswählen',
  /** On a touch screen, where nothing is dragged. */
  dropLabelTouch: 'Logo auswählen',
  dropActive: 'Loslassen, um das Logo zu verwenden',
  hint: 'PNG oder JPG, maximal 2\u00a0MB\u00a0– am besten mit transparentem oder weißem Hintergrund.',
  privacy: 'Dein Logo verlässt dein Gerät nicht: Das Bild entsteht direkt in deinem Browser.',
  chosen: 'Gewähltes Logo',
  remove: 'Logo entfernen',
  previewTitle: 'Vorschau & Download',
  /** Under the chosen logo on a phone or tablet, where the preview is further down: the way to it. */
  toPreview: 'Zur Vorschau',
  emptyPreview: 'Sobald du ein Logo gewählt hast, erscheint hier dein Share-Bild.',
  generating: 'Bild wird erstellt …',
  download: 'Bild herunterladen',
  /** The phone's share sheet with the image and the post (shown where the browser can share files). */
  shareSheet: 'Bild teilen',
  toastShareFailed: 'Teilen hat nicht geklappt. Lade das Bild herunter und teile es in der App.',
  downloadPending: 'Erst ein Logo wählen, dann herunterladen.',
  retry: 'Erneut versuchen',
  failedHint: 'Das Bild konnte nicht erstellt werden. Versuche es noch einmal oder wähle eine andere Datei.',
  toastCreated: 'Bild erfolgreich erstellt!',
  toastDownloaded: 'Bild heruntergeladen!',
  toastFailed: 'Fehler beim Erstellen des Bildes',
  toastRegion: 'Benachrichtigungen',
  logoPlace: 'Dein Logo',
  logoPlaceAction: ': Datei auswählen',
  formatLegend: 'Format',
  shareTitle: 'Beitrag teilen',
  // Three short lines, one per network and one for the mention (round 25: one paragraph ran 8 lines on a phone).
  shareSteps: [
    {
      icon: 'i-lucide-linkedin',
      text: '„Auf LinkedIn teilen“ kopiert den Text gleich mit: einfügen, Bild anhängen, posten.',
    },
    { icon: 'i-lucide-instagram', text: 'Auf Instagram: die Story nehmen, den Link mit dem Link-Sticker setzen.' },
    {
      icon: 'i-lucide-at-sign',
      text: `${site.socialHandle} von Hand markieren, damit wir deinen Beitrag sehen (eingefügt wird daraus keine Markierung).`,
    },
  ],
  postLabel: 'Text für deinen Beitrag',
  postHint: 'Der Text ist ein Vorschlag\u00a0– ergänze ihn gern persönlich.',
  copyPost: 'Text kopieren',
  linkedIn: 'Auf LinkedIn teilen',
  entrantLabel: 'Dein Startup im Voting',
  entrantNone: 'Startup wählen (optional)',
  entrantHint: 'Der Link im Beitrag führt dann direkt zu deiner Karte im Voting.',
  toastCopied: 'Text kopiert!',
  toastCopiedForLinkedIn: 'Text kopiert: Füge ihn bei LinkedIn ein und häng dein Bild an.',
  toastCopyFailed: 'Kopieren hat nicht geklappt. Markiere den Text und kopiere ihn von Hand.',
}

const toolCopyOf = (variant: ShareTemplateVariant) => ({
  ...toolCopy,
  previewAlt: `Vorschau: dein Logo auf dem Share-Bild zu ${shareTemplateText[variant].badge}: „${shareTemplateText[variant].headline}“`,
  formats: formatsOf(variant),
})

/** The island's texts per variant (the page passes the one of the current phase). */
export const shareToolCopy: Record<ShareTemplateVariant, ReturnType<typeof toolCopyOf>> = {
  invite: toolCopyOf('invite'),
  thanks: toolCopyOf('thanks'),
  past: toolCopyOf('past'),
}

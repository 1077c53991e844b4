// What the share tool accepts as a logo (PNG or JPG, 2 MB stated; we enforce both).

export const MAX_LOGO_BYTES = 2 * 1024 * 1024
const ACCEPTED_LOGO_TYPES = ['image/png', 'image/jpeg'] as const

export const logoFileErrors = {
  type: 'Dieses Dateiformat können wir nicht verwenden. Bitte wähle ein Logo als PNG oder JPG.',
  size: 'Die Datei ist größer als 2\u00a0MB. Bitte wähle eine kleinere Version deines Logos.',
} as const

/** The German message for a file the tool refuses, or undefined when the file is fine. */
export function checkLogoFile(file: { type: string; size: number }): string | undefined {
  if (!(ACCEPTED_LOGO_TYPES as readonly string[]).includes(file.type)) return logoFileErrors.type
  if (file.size > MAX_LOGO_BYTES) return logoFileErrors.size
  return undefined
}

/** Drag and drop takes only image files, and of those only the first one dropped. */
export function pickDroppedFile<T extends { type: string }>(files: readonly T[]): T | undefined {
  const first = files[0]
  return first?.type.startsWith('image/') ? first : undefined
}

import { placeLogo, type ShareFormat } from './fit-logo'

// Draws the share image in the browser: the format's template, the logo fitted and centred in its logo box,
// exported as PNG. Any failure (no canvas, an image that does not load, no blob) rejects.

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image()
  image.decoding = 'async'
  image.src = src
  await image.decode()
  return image
}

async function loadBlobImage(blob: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(blob)
  try {
    return await loadImage(url)
  } finally {
    URL.revokeObjectURL(url)
  }
}

export async function renderShareImage(logo: Blob, templateUrl: string, format: ShareFormat): Promise<Blob> {
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas 2D ist nicht verfügbar')
  const [template, logoImage] = await Promise.all([loadImage(templateUrl), loadBlobImage(logo)])
  canvas.width = template.naturalWidth
  canvas.height = template.naturalHeight
  context.drawImage(template, 0, 0)
  const at = placeLogo(logoImage.naturalWidth, logoImage.naturalHeight, format)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(logoImage, at.x, at.y, at.width, at.height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG konnte nicht erzeugt werden'))), 'image/png'),
  )
}

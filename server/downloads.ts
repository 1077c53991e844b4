import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { OperatorContact } from '../data/links'
import { mediadatenPdf } from '../data/mediadaten'
import type { ServerContext } from './context'
import { createMediadatenPdf } from './mediadaten-pdf'

/** A file generated from the site's data, with the contact lines of the environment it is generated in. */
type GeneratedDownload = { href: string; type: string; create(contact: OperatorContact): Buffer }

/**
 * Downloads generated once per build (scripts/make-mediadaten-pdf.ts writes them into dist/client, where they
 * are served like public files). Pages show their size, which the server reads from the built files.
 */
export const generatedDownloads: readonly GeneratedDownload[] = [
  {
    href: mediadatenPdf.href,
    type: 'application/pdf',
    create: createMediadatenPdf,
  },
]

/** Size in bytes of each generated download, by path. */
export type DownloadSizes = Record<string, number>

/**
 * Production: the sizes of the built files (a build without them does not start; pdfkit is not loaded).
 * Development (no build): each file is generated once at start, served from memory at its path, and measured.
 */
export function registerGeneratedDownloads({ app, config, dev, distDir }: ServerContext): DownloadSizes {
  const sizes: DownloadSizes = {}
  for (const download of generatedDownloads) {
    if (dev) {
      const bytes = download.create(config.links.contact)
      app.get(download.href, (_request, reply) =>
        reply.type(download.type).header('cache-control', 'no-store').send(bytes),
      )
      sizes[download.href] = bytes.length
      continue
    }
    const file = join(distDir, 'client', download.href)
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build"`)
    sizes[download.href] = statSync(file).size
  }
  return sizes
}

// Writes the generated downloads (the media-data PDF of /mediadaten-spotlight, laid out by
// server/mediadaten-pdf.ts from data/mediadaten.ts) into the client folder; run by scripts/build.mjs after the
// Vike build, so the files are served with the client assets and the server reads their sizes from there
// (server/downloads.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { loadConfig } from '../server/config'
import { generatedDownloads } from '../server/downloads'

// The contact lines come from the build's environment (CONTACT_EMAIL, CONTACT_PHONE).
const { contact } = loadConfig().config.links
for (const download of generatedDownloads) {
  const file = join(resolve(process.env.DIST_DIR ?? 'dist'), 'client', download.href)
  mkdirSync(dirname(file), { recursive: true })
  const bytes = download.create(contact)
  writeFileSync(file, bytes)
  console.log(`generated download: ${file} (${bytes.length} bytes)`)
}

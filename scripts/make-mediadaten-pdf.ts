// Writes the media-data PDF of /mediadaten-spotlight from data/mediadaten.ts (run by scripts/build.mjs
// after the Vike build, so the file is served with the client assets).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { buildMediadatenPdf } from '../components/spotlight/mediadaten-pdf'
import { mediadatenPdf } from '../data/mediadaten'
import { loadConfig } from '../server/config'

const file = join(resolve(process.env.DIST_DIR ?? 'dist'), 'client', mediadatenPdf.href)
mkdirSync(dirname(file), { recursive: true })
// The contact lines come from the build's environment (CONTACT_EMAIL, CONTACT_PHONE).
const pdf = buildMediadatenPdf(loadConfig().config.links.contact)
writeFileSync(file, pdf)
console.log(`media data: ${file} (${pdf.length} bytes)`)
